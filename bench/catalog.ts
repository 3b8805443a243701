/**
 * Products under load: the production build (started as `npm start` starts
 * it, bench/support.ts) with 50,000 products in the org-admin's community
 * (5% soft-deleted) and 50,000 in another, timed over HTTP like the browser
 * asks. Targets: the
 * products table (page 1, search, the deleted filter) p95 ≤ 50 ms, GET
 * /ajax/exchange-rate p95 ≤ 5 ms (it never waits for the feed).
 *
 *   npm run bench:catalog                   (builds first; --no-build on an existing build)
 *   BENCH_EXPLAIN=1 npm run bench:catalog   (also prints the plans of a broad search)
 *
 * Uses its own embedded PostgreSQL (port 54484, data in tmp/postgres/bench-catalog,
 * recreated each run) and server (port 3484). Figures: docs/performance.md.
 */
import {
  Browser,
  PASSWORD,
  printPlans,
  seedOrgAdmin,
  seedingClient,
  startProductionServer,
  timeScreens,
} from './support.ts'

const PRODUCTS = 50_000
const RUNS = 60
const WORDS = ['Curs', 'Bilet', 'Tricou', 'Carte', 'Abonament', 'Atelier', 'Cană', 'Ștergar']

async function seed(databaseUrl: string) {
  const { client, hash } = await seedingClient(databaseUrl)
  const { communities } = await seedOrgAdmin(client, hash)
  for (const community of communities) {
    await client.query(
      `insert into products (community_id, name, description_short, description_long, product_type,
         product_payment_type, product_delivery_type, product_format_type, price_cents,
         promo_price_cents, deleted_at, created_at, updated_at)
       select $1, ($3::text[])[1 + n % 8] || ' ' || n, 'Descriere scurtă ' || n, 'Descriere lungă',
              (array['fizic','digital','serviciu','eveniment','abonament'])[1 + n % 5],
              (array['unica','lunara','anuala','gratuit'])[1 + n % 4],
              (array['livrare','ridicare','online','email'])[1 + n % 4],
              (array['fizic','online','hibrid'])[1 + n % 3],
              (n % 100000) * 10, (n % 100000) * 9,
              case when n % 20 = 0 then now() else null end,
              now() - (n || ' minutes')::interval, now()
       from generate_series(1, $2::int) as n`,
      [community.id, PRODUCTS, WORDS]
    )
  }
  await client.query(
    `insert into exchange_rates (date, eurron) values (current_date - 1, 4.9771), (current_date, 4.9783)`
  )
  // What autovacuum does on a live database: statistics and the visibility map (index-only counts).
  await client.query('vacuum analyze')
  if (process.env.BENCH_EXPLAIN) {
    // The two queries of a broad search (the count of the pager, then the page).
    const where = `community_id = ${communities[0].id} and deleted_at is null
      and search like lower(immutable_unaccent('%curs%'))`
    await printPlans(client, [
      `select count(*) from products where ${where}`,
      `select * from products where ${where} order by id desc limit 10`,
    ])
  }
  await client.end()
}

const server = await startProductionServer({ name: 'catalog', port: 3484, pgPort: 54484 })
try {
  await seed(server.databaseUrl)
  const browser = new Browser(server.baseUrl)
  await browser.signIn('bench@example.test', PASSWORD)
  console.log(`${PRODUCTS} products in the community (and as many in another), ${RUNS} runs each\n`)
  await timeScreens(
    browser,
    [
      { name: 'products, page 1', path: '/products', target: 50 },
      { name: 'products, search "stergar 12"', path: '/products?search=stergar%2012', target: 50 },
      { name: 'products, search "curs"', path: '/products?search=curs', target: 50 },
      { name: 'products, deleted filter', path: '/products?state=deleted', target: 50 },
      { name: 'GET /ajax/exchange-rate', path: '/ajax/exchange-rate', target: 5 },
    ],
    RUNS
  )
} finally {
  await server.stop()
}

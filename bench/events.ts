/**
 * Events under load: the production build (started as `npm start` starts it, bench/support.ts)
 * with 20,000 events in the org-admin's community (a third of them ended) and 20,000 in another,
 * timed over HTTP like the browser asks. Targets: /events page 1 and its search
 * p95 ≤ 50 ms; opening the editor (all option lists included) p95 ≤ 80 ms.
 *
 *   npm run bench:events                   (builds first; --no-build on an existing build)
 *   npm run bench:events -- --runs=20      (a short run)
 *   BENCH_EXPLAIN=1 npm run bench:events   (also prints the plans of page 1 and a search)
 *
 * The editor (GET /events/{uid}, ev-editor's route) is timed when the build has it; the create
 * form (the same option lists and products) always is. Uses its own embedded PostgreSQL (port
 * 54485, data in tmp/postgres/bench-events, recreated each run) and server (port 3485).
 * Figures: docs/performance.md.
 */
import {
  Browser,
  PASSWORD,
  benchArgs,
  seedOrgAdmin,
  seedingClient,
  publicReadsUnderLoad,
  startProductionServer,
  timeScreens,
} from './support.ts'

const EVENTS = 20_000
const PRODUCTS = 300
const RUNS = Number(benchArgs().get('runs') ?? 60)
const WORDS = ['Atelier', 'Conferință', 'Întâlnire', 'Târg', 'Seară', 'Curs', 'Maraton', 'Ștafetă']

async function seed(databaseUrl: string) {
  const { client, hash } = await seedingClient(databaseUrl)
  const seeded = await seedOrgAdmin(client, hash)
  const communities = seeded.communities.map((community) => community.id)
  await client.query(
    `insert into community_modules (community_id, module_id)
     select c.id, m.id from unnest($1::int[]) as c(id), modules m where m.slug = 'events-module'`,
    [communities]
  )
  for (const community of communities) {
    await client.query(
      `insert into products (community_id, name, description_short, description_long, product_type,
         product_payment_type, product_delivery_type, product_format_type, price_cents,
         promo_price_cents, created_at, updated_at)
       select $1, 'Bilet ' || n, 'Descriere', 'Descriere lungă', 'eveniment', 'unica', 'online',
              'online', n * 100, n * 90, now(), now()
       from generate_series(1, $2::int) as n`,
      [community, PRODUCTS]
    )
    // Starts spread over two years around today: a third ended, two thirds upcoming.
    await client.query(
      `insert into events (community_id, name, description, event_visibility, event_types,
         whom_text, uvp_text, start_at, end_at, attendees_limit, attendees_price_cents, promises,
         created_at, updated_at)
       select $1, ($3::text[])[1 + n % 8] || ' ' || n, 'Descrierea evenimentului ' || n,
              (array['public','members','private'])[1 + n % 3], array['workshop','meetup'],
              'Pentru voluntari', 'Înveți făcând',
              now() - interval '240 days' + (n * interval '52 minutes'),
              now() - interval '240 days' + (n * interval '52 minutes') + interval '3 hours',
              n % 500, (n % 1000) * 100, '["Materiale incluse"]'::jsonb, now(), now()
       from generate_series(1, $2::int) as n`,
      [community, EVENTS, WORDS]
    )
  }
  await client.query(
    `insert into exchange_rates (date, eurron) values (current_date - 1, 4.9771), (current_date, 4.9783)`
  )
  // What autovacuum does on a live database: statistics and the visibility map.
  await client.query('vacuum analyze')
  const { rows } = await client.query(
    `select uid from events where community_id = $1 order by id limit 1`,
    [communities[0]]
  )
  if (process.env.BENCH_EXPLAIN) {
    const community = communities[0]
    // The default order's two statements (app/services/events/event_list.ts), then a search.
    for (const sql of [
      `select count(*), count(*) filter (where end_at > now()),
              min(start_at) filter (where end_at > now())
       from events where community_id = ${community}`,
      `select id, uid, name, start_at, end_at from events
       where community_id = ${community} and end_at > now()
         and start_at >= (select min(start_at) from events
                          where community_id = ${community} and end_at > now())
       order by start_at, id limit 10`,
      `select * from events where community_id = ${community}
       and search like lower(immutable_unaccent('%stafeta 1%')) order by start_at, id limit 10`,
    ]) {
      const plan = await client.query(`explain (analyze, buffers) ${sql}`)
      console.log(plan.rows.map((row) => row['QUERY PLAN']).join('\n'), '\n')
    }
  }
  await client.end()
  return rows[0].uid as string
}

const server = await startProductionServer({ name: 'events', port: 3485, pgPort: 54485 })
try {
  const uid = await seed(server.databaseUrl)
  const browser = new Browser(server.baseUrl)
  await browser.signIn('bench@example.test', PASSWORD)
  const editor = await browser.request('GET', `/events/${uid}`)
  const screens = [
    { name: 'events, page 1 (upcoming first)', path: '/events', target: 50 },
    { name: 'events, search "stafeta 1"', path: '/events?search=stafeta%201', target: 50 },
    { name: 'events, search "atelier"', path: '/events?search=atelier', target: 50 },
    { name: 'events, by end date, page 50', path: '/events?sort=end_at&page=50', target: 50 },
    { name: 'events, create form (option lists)', path: '/events/create', target: 80 },
    { name: 'dashboard (next three events)', path: '/', target: 80 },
  ]
  if (editor.status === 200) {
    screens.push({ name: 'event editor (all option lists)', path: `/events/${uid}`, target: 80 })
  } else {
    console.log(`GET /events/{uid} answered ${editor.status}: the editor is not in this build\n`)
  }
  console.log(`${EVENTS} events in the community (and as many in another), ${RUNS} runs each\n`)
  await timeScreens(browser, screens, RUNS)
  // The mobile app's readers at once (no session): a fresh answer, then one their cached copy
  // still matches.
  await publicReadsUnderLoad(
    server.baseUrl,
    'public events, page 1',
    '/api/communities/comunitatea-bench-1/events',
    { server }
  )
} finally {
  await server.stop()
}

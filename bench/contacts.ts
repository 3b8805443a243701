/**
 * Contacts under load, against the production build started as
 * `npm start` starts it (bench/support.ts): 1,000,000 contacts over 10 communities,
 * the org-admin's own holding 100,000. Timed over HTTP like the browser asks
 * (Inertia visits answered with JSON): /contacts page 1, a search for part
 * of a name (without diacritics), a sort by last name and the last page (as the pagination
 * asks for it once the count is known: `&total=`), p95 against 50 ms; the counts, which the
 * page fetches after its rows (a deferred prop), are timed beside them without a target; then the CSV and XLSX exports of the 100,000 contacts against 5 s
 * each, with the server's peak memory (VmHWM of build/bin/server.js, set back to
 * its current value just before the export) against 250 MB. Prints the
 * indexes PostgreSQL uses for each query.
 *
 *   npm run bench                       (builds once, then every benchmark)
 *   npm run bench:contacts              (this one; builds first)
 *   node bench/contacts.ts --no-build   (on the existing build)
 *   node bench/contacts.ts --no-build --contacts=1000000
 *       (--contacts: the org-admin's community, default 100,000; --total: all 10
 *        communities, default 1,000,000 or --contacts if more; --contacts=10000
 *        --total=100000 for a quick run)
 *
 * Uses its own embedded PostgreSQL (port 54482, data in tmp/postgres/bench-contacts,
 * recreated each run) and server (port 3482). Latest figures: docs/performance.md.
 */
import { readFileSync } from 'node:fs'
import { performance } from 'node:perf_hooks'
import pg from 'pg'
import {
  benchArgs,
  Browser,
  PASSWORD,
  passwordHash,
  residentMb,
  resetPeakMemory,
  startProductionServer,
  timeScreens,
} from './support.ts'

const args = benchArgs()
const OWN = Number(args.get('contacts') ?? 100_000)
const TOTAL = Number(args.get('total') ?? Math.max(1_000_000, OWN))
if (!(OWN > 0 && TOTAL >= OWN)) throw new Error('--contacts must be > 0 and --total ≥ --contacts')
const COMMUNITIES = 10
const RUNS = 40
const TARGET_P95_MS = 50
const TARGET_EXPORT_MS = 5000
const TARGET_MEMORY_MB = 250
const SEARCH = 'stefan'
/** What the app counts exactly before it says "more than" (CONTACTS_EXACT_COUNT_LIMIT's default). */
const EXACT_COUNT_LIMIT = 1_000_000

/** The indexes the seed drops and recreates around the bulk insert (faster than keeping them). */
const REBUILT = [
  'contacts_community_search_trgm',
  'contacts_screen_id',
  'contacts_screen_first_name',
  'contacts_screen_last_name',
  'contacts_screen_email',
  'contacts_screen_phone_number',
  'contacts_community_email_unique',
]

async function seed(client: pg.Client) {
  const hash = await passwordHash()
  const {
    rows: [organization],
  } = await client.query(
    `insert into organizations (name, slug, created_at, updated_at)
     values ('Asociația Bench', 'asociatia-bench', now(), now()) returning id`
  )
  // The org-admin's community sorts first by name: it is the current one.
  await client.query(
    `insert into communities (organization_id, name, slug, created_at, updated_at)
     select $1, 'Comunitatea ' || n, 'comunitatea-bench-' || n, now(), now()
     from generate_series(0, $2::int - 1) as n`,
    [organization.id, COMMUNITIES]
  )
  await client.query(
    `insert into users (first_name, last_name, email, password, status, created_at, updated_at)
     values ('Bench', 'Admin', 'bench-contacts@example.test', $1, 'active', now(), now())`,
    [hash]
  )
  await client.query(
    `insert into user_roles (user_id, role_id, organization_id)
     select u.id, r.id, $1 from users u, roles r
     where u.email = 'bench-contacts@example.test' and r.name = 'org-admin'`,
    [organization.id]
  )
  const { rows: communities } = await client.query(
    `select id from communities where organization_id = $1 order by name`,
    [organization.id]
  )

  const definitions = await client.query(
    `select indexname, indexdef from pg_indexes where tablename = 'contacts' and indexname = any($1)`,
    [REBUILT]
  )
  for (const name of REBUILT) await client.query(`drop index ${name}`)

  // Romanian names with and without diacritics, numbered so that emails stay unique.
  const firstNames = `{Ștefan,Ștefania,Ion,Ioana,Maria,Andrei,Elena,Mihai,Ana,Alexandru,Cristina,Gheorghe,Irina,Vlad,Daniela,Răzvan,Oana,Bogdan,Corina,Tudor}`
  const lastNames = `{Popescu,Ionescu,Țăranu,Dumitrescu,Stan,Stoica,Gheorghiu,Munteanu,Rădulescu,Matei,Constantin,Șerban,Lungu,Mocanu,Nistor,Bălan,Ene,Vasilescu,Dobre,Cristea}`
  const rest = TOTAL - OWN
  for (const [index, community] of communities.entries()) {
    const size = index === 0 ? OWN : Math.floor(rest / (COMMUNITIES - 1))
    for (let from = 1; from <= size; from += 250_000) {
      const to = Math.min(size, from + 249_999)
      await client.query(
        `insert into contacts (community_id, first_name, last_name, email, phone_number, extra_data, created_at, updated_at)
         select $1::int,
                ($2::text[])[1 + (n * 7) % 20],
                ($3::text[])[1 + (n * 13) % 20] || case when n % 3 = 0 then '' else ' ' || (n % 97) end,
                'contact' || n || '@c' || $1::int || '.example.ro',
                '+4072' || lpad((n % 10000000)::text, 7, '0'),
                case when n % 4 = 0 then jsonb_build_object('oras', 'Cluj', 'companie', 'Firma ' || (n % 50)) else '{}'::jsonb end,
                now(), now()
         from generate_series($4::int, $5::int) as n`,
        [community.id, firstNames, lastNames, from, to]
      )
    }
  }
  for (const { indexdef } of definitions.rows) await client.query(indexdef)
  // What autovacuum does in time: statistics and the visibility map (index-only scans).
  await client.query('vacuum analyze contacts')
  return communities[0].id as number
}

/** The index names in an EXPLAIN (FORMAT JSON) plan. */
function indexesOf(plan: unknown): string[] {
  if (!plan || typeof plan !== 'object') return []
  const node = plan as Record<string, unknown>
  const own = typeof node['Index Name'] === 'string' ? [node['Index Name'] as string] : []
  return [
    ...own,
    ...Object.values(node).flatMap((value) =>
      Array.isArray(value)
        ? value.flatMap(indexesOf)
        : typeof value === 'object'
          ? indexesOf(value)
          : []
    ),
  ]
}

/**
 * The queries behind the screens, as app/services/shared/uncounted_list.ts sends them
 * (deferred join: the page's ids first, one more than the page to know whether another
 * follows, then those rows by primary key), and the counts of the deferred request.
 */
function queriesOf(communityId: number) {
  const scope = `from contacts where contacts.community_id = ${communityId} and contacts.type = 'contact'`
  const search = `contacts.search like lower(immutable_unaccent('%${SEARCH}%'))`
  const lastPageRows = OWN - (Math.ceil(OWN / 10) - 1) * 10
  return [
    [
      'count (deferred)',
      // The planner expects no more than the limit: a plain count.
      `select count(*) ${scope}`,
    ],
    [
      'count past the limit',
      `select count(*) from (select 1 ${scope} limit ${EXACT_COUNT_LIMIT + 1}) as counted`,
    ],
    ['page 1 ids', `select contacts.id ${scope} order by contacts.id desc limit 11`],
    ['search count (deferred)', `select count(*) ${scope} and ${search}`],
    ['search ids', `select contacts.id ${scope} and ${search} order by contacts.id desc limit 11`],
    [
      'sort by last name ids',
      `select contacts.id ${scope} order by lower(contacts.last_name) asc, contacts.id asc limit 11`,
    ],
    [
      'last page ids, from the end',
      `select contacts.id ${scope} order by contacts.id asc limit ${lastPageRows}`,
    ],
    [
      'last page ids, by offset',
      `select contacts.id ${scope} order by contacts.id desc limit 11 offset ${OWN - lastPageRows}`,
    ],
    ['the rows', `select * from contacts where contacts.id in (1, 2, 3)`],
    [
      'export batch',
      `select id, first_name, last_name, email, phone_number, extra_data ${scope} and contacts.id > 0 order by contacts.id limit 2000`,
    ],
  ] as const
}

const server = await startProductionServer({ name: 'contacts', port: 3482, pgPort: 54482 })
try {
  const client = new pg.Client({ connectionString: server.databaseUrl })
  // The cluster stops at the end (or on an error): the connection's end is expected then.
  client.on('error', () => {})
  await client.connect()
  const seeding = performance.now()
  const communityId = await seed(client)
  console.log(
    `${TOTAL.toLocaleString('en')} contacts over ${COMMUNITIES} communities, the org-admin's holding ${OWN.toLocaleString('en')} (seeded in ${((performance.now() - seeding) / 1000).toFixed(0)} s); ${RUNS} runs each\n`
  )

  console.log("Indexes PostgreSQL uses (and the query's own time, best of 5, in the database):")
  for (const [name, sql] of queriesOf(communityId)) {
    let best = Number.POSITIVE_INFINITY
    let used: string[] = []
    for (let i = 0; i < 5; i++) {
      const { rows } = await client.query(`explain (analyze, format json) ${sql}`)
      const [plan] = rows[0]['QUERY PLAN'] as { 'Execution Time': number }[]
      best = Math.min(best, plan['Execution Time'])
      used = [...new Set(indexesOf(plan))]
    }
    console.log(
      `  ${name.padEnd(22)} ${best.toFixed(1).padStart(7)} ms  ${used.length ? used.join(', ') : 'none (sequential scan)'}`
    )
  }
  await client.end()

  const browser = new Browser(server.baseUrl)
  await browser.signIn('bench-contacts@example.test', PASSWORD)

  const screens: [string, string][] = [
    ['/contacts, page 1', '/contacts'],
    [`search "${SEARCH}" (part of a name)`, `/contacts?search=${SEARCH}`],
    ['sort by last name', '/contacts?sort=last_name&direction=asc'],
    ['last page', `/contacts?page=${Math.ceil(OWN / 10)}&total=${OWN}`],
  ]
  console.log()
  await timeScreens(
    browser,
    screens.map(([name, path]) => ({ name, path, target: TARGET_P95_MS })),
    RUNS
  )
  // The counts the page asks for once its rows are shown: not in the page's path.
  const counts = {
    'x-inertia-partial-component': 'contacts/index',
    'x-inertia-partial-data': 'counts',
  }
  await timeScreens(
    browser,
    [
      { name: 'counts, after page 1 (deferred)', path: '/contacts', headers: counts },
      {
        name: `counts, after the search (deferred)`,
        path: `/contacts?search=${SEARCH}`,
        headers: counts,
      },
    ].map((screen) => ({ ...screen, target: Number.POSITIVE_INFINITY })),
    RUNS
  )

  // The CSV and XLSX exports of the org-admin's community. The server's peak resident memory
  // (VmHWM) is set back to its current one first, so that the peak read after is the export's.
  const { pid } = server
  // Exporting all contacts asks a fresh confirmation first, as the screen's dialog does.
  await browser.confirm(PASSWORD)
  for (const format of ['csv', 'xlsx'] as const) {
    const before = residentMb(pid, 'VmRSS')
    const lifetimePeak = residentMb(pid, 'VmHWM')
    resetPeakMemory(pid)
    const start = performance.now()
    const response = await fetch(`${server.baseUrl}/contacts/export/${format}`, {
      headers: { cookie: [...browser.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
    })
    const type = response.headers.get('content-type') ?? ''
    if (response.status !== 200 || !type.includes(format === 'csv' ? 'text/csv' : 'spreadsheet')) {
      throw new Error(`The ${format} export answered ${response.status} (${type}), not the file`)
    }
    let bytes = 0
    let lines = 0
    for await (const chunk of response.body! as unknown as AsyncIterable<Uint8Array>) {
      bytes += chunk.length
      if (format === 'csv') for (const byte of chunk) if (byte === 10) lines++
    }
    const elapsed = performance.now() - start
    if (format === 'csv' && lines - 1 !== OWN) {
      throw new Error(`The CSV export held ${lines - 1} contacts, not the community's ${OWN}`)
    }
    const peak = residentMb(pid, 'VmHWM')
    const what = format === 'csv' ? `${(lines - 1).toLocaleString('en')} contacts, ` : ''
    console.log(
      `\n${format.toUpperCase()} export: ${what}${(bytes / 1e6).toFixed(1)} MB in ${(elapsed / 1000).toFixed(2)} s (target ${TARGET_EXPORT_MS / 1000} s)`,
      elapsed <= TARGET_EXPORT_MS ? 'met' : 'MISSED'
    )
    console.log(
      `server memory (resident, build/bin/server.js): ${before.toFixed(0)} MB before, peak ${peak.toFixed(0)} MB during the export, +${(peak - before).toFixed(0)} MB (target ${TARGET_MEMORY_MB} MB)`,
      peak <= TARGET_MEMORY_MB ? 'met' : 'MISSED'
    )
    console.log(
      `  (peak before the export, since the server started: ${lifetimePeak.toFixed(0)} MB; after: ${residentMb(pid, 'VmRSS').toFixed(0)} MB)`
    )
  }
  console.log(
    `\nload average while measuring: ${readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')} (2 cores)`
  )
} catch (error) {
  console.error(error)
  process.exitCode = 1
} finally {
  await server.stop()
}

/**
 * Lists under load: the production build (started as `npm start` starts it,
 * bench/support.ts) with 5,000 organizations and 20,000 communities, timed
 * over HTTP like the browser asks (Inertia visits answered with JSON). Prints median, p95 and max per
 * screen against the target (p95 under 150 ms on this 2-core machine).
 *
 *   npm run bench                  (builds once, then every benchmark)
 *   node bench/lists.ts --no-build (this one, on the existing build)
 *
 * Uses its own embedded PostgreSQL (port 54480, data in tmp/postgres/bench-lists,
 * recreated each run) and server (port 3480).
 */
import { Browser, PASSWORD, seedingClient, startProductionServer, timeScreens } from './support.ts'

const ORGANIZATIONS = 5_000
const COMMUNITIES_PER_ORGANIZATION = 4
const RUNS = 40
const TARGET_P95_MS = 150

async function seed(databaseUrl: string) {
  const { client, hash } = await seedingClient(databaseUrl)
  await client.query(
    `insert into users (first_name, last_name, email, password, status, created_at, updated_at)
     values ('Bench', 'Admin', 'bench@example.test', $1, 'active', now(), now())`,
    [hash]
  )
  await client.query(
    `insert into user_roles (user_id, role_id)
     select u.id, r.id from users u, roles r where u.email = 'bench@example.test' and r.name = 'super-admin'`
  )
  await client.query(
    `insert into organizations (name, slug, url, created_at, updated_at)
     select 'Asociația ' || n, 'asociatia-' || n, 'https://org' || n || '.example.ro', now(), now()
     from generate_series(1, $1::int) as n`,
    [ORGANIZATIONS]
  )
  await client.query(
    `insert into communities (organization_id, name, slug, description, created_at, updated_at)
     select o.id, 'Comunitatea ' || o.id || '-' || k, 'comunitatea-' || o.id || '-' || k,
            'Voluntari și membri ai comunității ' || k || ' din ' || o.name, now(), now()
     from organizations o, generate_series(1, $1::int) as k`,
    [COMMUNITIES_PER_ORGANIZATION]
  )
  await client.query('analyze')
  const { rows } = await client.query(
    `select uid from organizations where slug = 'asociatia-2500' limit 1`
  )
  await client.end()
  return rows[0].uid as string
}

const server = await startProductionServer({ name: 'lists', port: 3480, pgPort: 54480 })
try {
  const organizationUid = await seed(server.databaseUrl)
  const browser = new Browser(server.baseUrl)
  await browser.signIn('bench@example.test', PASSWORD)

  const screens: [string, string][] = [
    ['organizations, page 1', '/organizations'],
    ['organizations, search, 50 a page', '/organizations?search=asocia%C8%9Bia%2025&per_page=50'],
    ['organizations, last page', `/organizations?page=${ORGANIZATIONS / 10}`],
    ['communities of an organization', `/organizations/${organizationUid}/communities`],
    ['communities, search', `/organizations/${organizationUid}/communities?search=comunitatea`],
    ['users list', '/users'],
    ['mobile settings JSON (no session)', '/api/mobile-settings'],
  ]

  console.log(
    `${ORGANIZATIONS} organizations, ${ORGANIZATIONS * COMMUNITIES_PER_ORGANIZATION} communities, ${RUNS} runs each\n`
  )
  await timeScreens(
    browser,
    screens.map(([name, path]) => ({ name, path, target: TARGET_P95_MS })),
    RUNS
  )
} finally {
  await server.stop()
}

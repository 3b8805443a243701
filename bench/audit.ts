/**
 * The audit trail's log screen with 1,000,000 entries (issue 50, docs/security.md "Audit
 * trail"): the production build (started as `npm start` starts it, bench/support.ts), 400,000
 * entries in the org-admin's organization over two years and 600,000 in nine others (and a
 * few platform ones), timed over HTTP as the browser asks. Target: p95 ≤ 50 ms for page 1 and
 * each filter, as an org-admin and as a super-admin.
 *
 *   npm run bench:audit                  (builds first; --no-build on an existing build)
 *   BENCH_EXPLAIN=1 npm run bench:audit  (also prints the plans of the rarest filters)
 *
 * Uses its own embedded PostgreSQL (port 54494, data in tmp/postgres/bench-audit, recreated
 * each run) and server (port 3494). Figures: docs/performance.md.
 */
import { loadavg } from 'node:os'
import {
  Browser,
  PASSWORD,
  printPlans,
  seedOrgAdmin,
  seedingClient,
  startProductionServer,
  timeScreens,
} from './support.ts'

const OWN = 400_000
const OTHERS = 600_000
const RUNS = 60
const PEOPLE = 20

async function seed(databaseUrl: string) {
  const { client, hash } = await seedingClient(databaseUrl)
  const { communities, userId } = await seedOrgAdmin(client, hash)
  const organizationId = communities[0].organization_id
  // The organization's people (the person filter names one by uid) and a super-admin.
  const { rows: people } = await client.query<{ id: number; uid: string }>(
    `insert into users (first_name, last_name, email, password, status, created_at, updated_at)
     select 'Persoana', 'Nr ' || n, 'persoana' || n || '@example.test', $1, 'active', now(), now()
     from generate_series(1, $2::int) n returning id, uid`,
    [hash, PEOPLE]
  )
  await client.query(
    `insert into user_roles (user_id, role_id, organization_id)
     select u, (select id from roles where name = 'org-admin'), $2 from unnest($1::int[]) u`,
    [people.map((person) => person.id), organizationId]
  )
  const { rows: supers } = await client.query<{ id: number }>(
    `insert into users (first_name, last_name, email, password, status, created_at, updated_at)
     values ('Bench', 'Super', 'bench-super@example.test', $1, 'active', now(), now()) returning id`,
    [hash]
  )
  await client.query(
    `insert into user_roles (user_id, role_id, organization_id)
     select $1, id, null from roles where name = 'super-admin'`,
    [supers[0].id]
  )
  const { rows: others } = await client.query<{ id: number; uid: string }>(
    `insert into organizations (name, slug, url, created_at, updated_at)
     select 'Alta ' || k, 'alta-bench-' || k, 'https://alta.example.ro', now(), now()
     from generate_series(1, 9) k returning id, uid`
  )
  // Actions as a working log has them: mostly updates, a few rare ones (ANAF credentials).
  const entries = (organization: string, users: string, count: number) =>
    client.query(
      `insert into audit_entries (organization_id, community_id, user_id, user_name, user_email,
         action, record_type, record_id, record_label, changes, ip, user_agent, created_at)
       select ${organization}, null, ${users}, 'Persoana Nr ' || (n % 20), 'persoana@example.test',
              case when n % 10000 = 7 then 'anaf_credentials_set'
                   when n % 100 < 55 then 'update' when n % 100 < 70 then 'create'
                   when n % 100 < 75 then 'delete' when n % 100 < 88 then 'sign_in'
                   when n % 100 < 90 then 'export' when n % 100 < 93 then 'sign_out'
                   when n % 100 < 95 then 'invoice_issue' else 'access_denied' end,
              (array['contact','contact','contact','event','product','invoice','user','segment'])[1 + n % 8],
              n, 'Înregistrarea ' || n,
              jsonb_build_object('fields', jsonb_build_object('first_name', jsonb_build_array('Ana', 'Ioana'))),
              '10.0.' || (n % 250) || '.' || (n % 200), 'Mozilla/5.0 (bench)',
              now() - (n::double precision / $1) * interval '730 days'
       from generate_series(1, $1::int) n`,
      [count]
    )
  const peopleIds = `(array[${people.map((person) => person.id).join(',')}])[1 + n % ${PEOPLE}]`
  await entries(String(organizationId), peopleIds, OWN)
  await entries(
    `(array[${others.map((organization) => organization.id).join(',')}, null])[1 + n % 10]`,
    '100000 + n % 500',
    OTHERS
  )
  // What autovacuum does on a live database: statistics and the visibility map.
  await client.query('vacuum analyze audit_entries')
  if (process.env.BENCH_EXPLAIN) {
    await printPlans(client, [
      `select * from audit_entries where organization_id = ${organizationId}
         and action = 'anaf_credentials_set' order by created_at desc, id desc limit 51`,
      `select * from audit_entries where action = 'anaf_credentials_set'
         order by created_at desc, id desc limit 51`,
      `select * from audit_entries where organization_id = ${organizationId}
         and user_id = ${people[3].id} and action = 'delete'
         order by created_at desc, id desc limit 51`,
    ])
  }
  await client.end()
  return { person: people[3].uid, other: others[0].uid, userId }
}

const server = await startProductionServer({ name: 'audit', port: 3494, pgPort: 54494 })
try {
  const { person, other } = await seed(server.databaseUrl)
  const admin = new Browser(server.baseUrl)
  await admin.signIn('bench@example.test', PASSWORD)
  const superAdmin = new Browser(server.baseUrl)
  await superAdmin.signIn('bench-super@example.test', PASSWORD)
  // A page deep in the log: its cursor from the pages before it.
  let path = '/audit'
  for (let page = 0; page < 20; page++) {
    const { props } = await admin.page(path)
    path = `/audit?before=${props.older}`
  }
  const month = (monthsAgo: number) => {
    const day = new Date(Date.now() - monthsAgo * 30 * 86_400_000)
    return day.toISOString().slice(0, 10)
  }
  console.log(
    `${OWN + OTHERS} entries (${OWN} in the org-admin's organization), ${RUNS} runs each\n`
  )
  const target = 50
  await timeScreens(
    admin,
    [
      { name: 'org-admin: page 1', path: '/audit', target },
      { name: 'org-admin: page 21 (keyset)', path, target },
      { name: 'org-admin: person', path: `/audit?user=${person}`, target },
      { name: 'org-admin: action (delete, 5 %)', path: '/audit?action=delete', target },
      {
        name: 'org-admin: action (rare, 0.01 %)',
        path: '/audit?action=anaf_credentials_set',
        target,
      },
      { name: 'org-admin: record type (invoice)', path: '/audit?record_type=invoice', target },
      {
        name: 'org-admin: a month a year ago',
        path: `/audit?from=${month(13)}&to=${month(12)}`,
        target,
      },
      { name: 'org-admin: person + action', path: `/audit?user=${person}&action=delete`, target },
    ],
    RUNS
  )
  await timeScreens(
    superAdmin,
    [
      { name: 'super-admin: page 1 (all)', path: '/audit', target },
      { name: 'super-admin: organization', path: `/audit?organization=${other}`, target },
      { name: 'super-admin: action (rare)', path: '/audit?action=anaf_credentials_set', target },
      { name: 'super-admin: person', path: `/audit?user=${person}`, target },
      { name: 'super-admin: record type (user)', path: '/audit?record_type=user', target },
    ],
    RUNS
  )
  console.log(
    `\nload average: ${loadavg()
      .map((value) => value.toFixed(2))
      .join(' ')}`
  )
} finally {
  await server.stop()
}

/**
 * The list screens under sustained load: the production
 * build started the way `npm start` starts it (scripts/with_db.ts start:
 * embedded PostgreSQL, migrations, reference data, build/bin/server.js), 50
 * signed-in clients (25 super-admins, 25 org-admins, each its own session and
 * keep-alive connection) asking for list screens back to back, as Inertia
 * visits, for 10 minutes. Prints, for every minute and for the whole run:
 * requests per second, p50/p95/p99, errors, and the server's resident memory.
 *
 * Then the framework's floor in the same run: GET /bench/floor (registered
 * with BENCH_ROUTES=true, start/routes/bench.ts), a signed-in Inertia page
 * with the shared props alone. The floor and each list screen run alone, 50
 * clients for --phase-seconds each (the floor first and last); the server's
 * CPU seconds over a phase (/proc) divided by its requests is that screen's
 * CPU per request, printed as a multiple of the floor's (goal ≤ 2×).
 *
 *   npm run bench:load                          (builds first, 10 minutes)
 *   node bench/load.ts --minutes=2 --no-build   (a quicker run on an existing build)
 *   node bench/load.ts --minutes=0.25 --phase-seconds=3 --no-build   (a smoke run)
 *   node bench/load.ts --minutes=1 --no-build --profile
 *                                               (also writes the server's CPU profile
 *                                                to tmp/profiles/, for Chrome DevTools)
 *   node bench/load.ts --minutes=1 --no-build --statements
 *                                               (also prints what PostgreSQL ran, per
 *                                                request, from pg_stat_statements)
 *
 * Targets on the 2-core machine, the load generator running beside the
 * server: ≥ 400 requests/s, p95 ≤ 150 ms, no errors, memory that levels off.
 * Uses its own embedded PostgreSQL (port 54490, data in tmp/postgres/bench-load,
 * recreated each run) and server (port 3490).
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs'
import http from 'node:http'
import { performance } from 'node:perf_hooks'
import {
  benchArgs,
  PASSWORD,
  percentile,
  residentMb,
  seedingClient,
  startProductionServer,
  passSecondStep,
} from './support.ts'

const args = benchArgs()
const MINUTES = Number(args.get('minutes') ?? 10)
const CLIENTS = Number(args.get('clients') ?? 50)
const PHASE_SECONDS = Number(args.get('phase-seconds') ?? 15)
const FLOOR = '/bench/floor'
const FLOOR_GOAL = 2
const PROFILE = args.has('profile')
const STATEMENTS = args.has('statements')
/** `--only=/contacts,/lists`: the screens run alone after the mixed run (the floor always runs). */
const ONLY = args.get('only')?.split(',')
const PROFILE_DIR = 'tmp/profiles'
const PORT = 3490
const PG_PORT = 54490
const TARGET_RPS = 400
const TARGET_P95_MS = 150

const ORGANIZATIONS = 2_000
const CONTACTS = 20_000

/* ----------------------------------------------------------------- meters */

/** CPU seconds (user + system) a process has used, from /proc. */
function cpuSeconds(pid: number) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')
  return (Number(fields[11]) + Number(fields[12])) / 100
}

/** The machine's busy CPU seconds (all cores), from /proc/stat. */
function machineBusySeconds() {
  const [, ...ticks] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/)
  const values = ticks.map(Number)
  const idle = values[3] + values[4]
  return (values.reduce((sum, value) => sum + value, 0) - idle) / 100
}

/* ------------------------------------------------------------------ data */

async function seed(databaseUrl: string) {
  const { client, hash } = await seedingClient(databaseUrl)
  try {
    await client.query(
      `insert into organizations (name, slug, url, created_at, updated_at)
       select 'Asociația ' || n, 'asociatia-' || n, 'https://org' || n || '.example.ro', now(), now()
       from generate_series(1, $1::int) as n`,
      [ORGANIZATIONS]
    )
    await client.query(
      `insert into communities (organization_id, name, slug, description, created_at, updated_at)
       select o.id, 'Comunitatea ' || o.id || '-' || k, 'comunitatea-' || o.id || '-' || k,
              'Voluntari și membri ai comunității ' || k, now(), now()
       from organizations o, generate_series(1, 3) as k`
    )
    const {
      rows: [organization],
    } = await client.query(`select id, uid from organizations where slug = 'asociatia-1'`)
    const { rows: communities } = await client.query(
      `select id from communities where organization_id = $1 order by name`,
      [organization.id]
    )
    const community = communities[0].id as number
    await client.query(
      `insert into community_modules (community_id, module_id)
       select c.id, m.id from communities c, modules m where c.organization_id = $1`,
      [organization.id]
    )
    // Odd-numbered super-admins, even-numbered org-admins of the first organization (its first
    // community is current): 2 × CLIENTS, so that each screen's own phase has CLIENTS of its role.
    await client.query(
      `insert into users (first_name, last_name, email, password, status, created_at, updated_at)
       select 'Bench', 'Utilizator ' || n, 'load-' || n || '@example.test', $1, 'active', now(), now()
       from generate_series(1, $2::int) as n`,
      [hash, 2 * CLIENTS]
    )
    await client.query(
      `insert into user_roles (user_id, role_id, organization_id)
       select u.id, r.id, case when r.name = 'org-admin' then $1::int end
       from users u join roles r
         on r.name = case when split_part(split_part(u.email, '-', 2), '@', 1)::int % 2 = 0
                          then 'org-admin' else 'super-admin' end
       where u.email like 'load-%'`,
      [organization.id]
    )
    const first = ['Ștefan', 'Ioana', 'Mihai', 'Elena', 'Andrei', 'Maria', 'Răzvan', 'Oana']
    const last = ['Popescu', 'Țăranu', 'Ionescu', 'Șerban', 'Dumitrescu', 'Bălan', 'Stan', 'Ene']
    await client.query(
      `insert into contacts (community_id, first_name, last_name, email, phone_number, extra_data, created_at, updated_at)
       select $1, ($2::text[])[1 + n % 8], ($3::text[])[1 + (n * 7) % 8],
              'contact' || n || '@example.ro', '+4072' || lpad(n::text, 7, '0'),
              jsonb_build_object('oras', 'Cluj'), now(), now()
       from generate_series(1, $4::int) as n`,
      [community, first, last, CONTACTS]
    )
    await client.query(
      `insert into contact_lists (community_id, title, description, created_at, updated_at)
       select $1, 'Lista ' || n, 'Membri grupați ' || n, now(), now() from generate_series(1, 40) as n`,
      [community]
    )
    await client.query(
      `insert into contact_list_members (community_id, contact_list_id, contact_id, created_at)
       select $1, l.id, c.id, now() from contact_lists l
       join contacts c on c.community_id = l.community_id and c.id % 40 = l.id % 40
       where l.community_id = $1`,
      [community]
    )
    await client.query(
      `insert into companies (community_id, name, website, type, status, created_at, updated_at)
       select $1, 'Firma ' || n || ' SRL', 'https://firma' || n || '.ro',
              (array['partener','sponsor','furnizor','client'])[1 + n % 4],
              (array['activ','inactiv'])[1 + n % 2], now(), now()
       from generate_series(1, 300) as n`,
      [community]
    )
    await client.query(
      `insert into products (community_id, name, description_short, description_long, product_type,
         product_payment_type, product_delivery_type, product_format_type, price_cents,
         promo_price_cents, created_at, updated_at)
       select $1, 'Produs ' || n, 'Descriere scurtă ' || n, 'Descriere lungă',
              (array['fizic','digital','serviciu','eveniment','abonament'])[1 + n % 5],
              (array['unica','lunara','anuala','gratuit'])[1 + n % 4],
              (array['livrare','ridicare','online','email'])[1 + n % 4],
              (array['fizic','online','hibrid'])[1 + n % 3],
              n * 100, n * 90, now(), now()
       from generate_series(1, 300) as n`,
      [community]
    )
    await client.query(
      `insert into segments (community_id, name, code, priority, created_at, updated_at)
       select $1, 'Segment ' || n, 'SEG' || n, n, now(), now() from generate_series(1, 30) as n`,
      [community]
    )
    await client.query(
      `insert into exchange_rates (date, eurron) values (current_date, 4.9783) on conflict do nothing`
    )
    await client.query('vacuum analyze')
    return organization.uid as string
  } finally {
    await client.end()
  }
}

/* ---------------------------------------------------------------- client */

type Sample = { at: number; ms: number; ok: boolean; path: string }

/** A signed-in browser on one keep-alive connection, speaking Inertia. */
class Client {
  private cookies = new Map<string, string>()
  private version = ''
  private agent = new http.Agent({ keepAlive: true, maxSockets: 1 })

  private send(method: string, path: string, body?: string) {
    const headers: Record<string, string> = {
      'cookie': [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
      'x-inertia': 'true',
      'x-inertia-version': this.version,
      'x-requested-with': 'XMLHttpRequest',
      'accept': 'text/html, application/xhtml+xml',
    }
    const xsrf = this.cookies.get('XSRF-TOKEN')
    if (xsrf) headers['x-xsrf-token'] = decodeURIComponent(xsrf)
    if (body) headers['content-type'] = 'application/json'
    return new Promise<{ status: number; version: string; location: string; body: string }>(
      (resolve, reject) => {
        const request = http.request(
          { host: '127.0.0.1', port: PORT, method, path, headers, agent: this.agent },
          (response) => {
            for (const line of response.headers['set-cookie'] ?? []) {
              const [pair] = line.split(';')
              const index = pair.indexOf('=')
              this.cookies.set(pair.slice(0, index).trim(), pair.slice(index + 1).trim())
            }
            // Only the sign-in's second step reads a body; the timed visits drop theirs.
            let text = ''
            if (path.startsWith('/login')) response.on('data', (chunk) => (text += String(chunk)))
            else response.resume()
            response.on('end', () =>
              resolve({
                status: response.statusCode ?? 0,
                version: String(response.headers['x-inertia-version'] ?? ''),
                location: String(response.headers.location ?? ''),
                body: text,
              })
            )
            response.on('error', reject)
          }
        )
        request.on('error', reject)
        request.end(body)
      }
    )
  }

  async get(path: string) {
    let answer = await this.send('GET', path)
    if (answer.status === 409) {
      this.version = answer.version
      answer = await this.send('GET', path)
    }
    return answer.status
  }

  async signIn(email: string) {
    await this.send('GET', '/login')
    const { status, location } = await this.send(
      'POST',
      '/login',
      JSON.stringify({ email, password: PASSWORD })
    )
    if (status !== 302 && status !== 303) throw new Error(`Sign-in of ${email} answered ${status}`)
    // The super-admins' second factor: set up at their first sign-in (docs/security.md).
    if (location === '/login/two-factor') {
      await passSecondStep(email, {
        page: async (path) => {
          const answer = await this.send('GET', path)
          return JSON.parse(answer.body)
        },
        post: async (path, body) => {
          const answer = await this.send('POST', path, JSON.stringify(body))
          return answer.status
        },
      })
    }
  }

  close() {
    this.agent.destroy()
  }
}

/* ------------------------------------------------------------------- run */

function summary(samples: Sample[], seconds: number) {
  const times = samples.map((sample) => sample.ms).sort((a, b) => a - b)
  const errors = samples.filter((sample) => !sample.ok).length
  return {
    rps: samples.length / seconds,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    errors,
  }
}

function printRow(label: string, figures: ReturnType<typeof summary>, memory: string, cpu: CpuUse) {
  const f = (value: number) => value.toFixed(1).padStart(7)
  const percent = (value: number) => `${value.toFixed(0)}%`.padStart(6)
  const perRequest = (cpu.server + cpu.postgres + cpu.generator) / 100 / figures.rps
  console.log(
    label.padEnd(8),
    f(figures.rps),
    f(figures.p50),
    f(figures.p95),
    f(figures.p99),
    String(figures.errors).padStart(7),
    memory.padStart(11),
    percent(cpu.server),
    percent(cpu.postgres),
    percent(cpu.generator),
    percent(cpu.machine),
    `${(perRequest * 1000).toFixed(2)} ms`.padStart(9)
  )
}

type CpuUse = { server: number; postgres: number; generator: number; machine: number }

/**
 * CPU seconds of PostgreSQL: the postmaster under the wrapper (with the
 * time of its ended children, which the kernel adds to it) and its live
 * backends.
 */
function postgresCpuSeconds(wrapper: number) {
  let postmaster = 0
  const children = new Map<number, number>()
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() !== 'postgres') continue
      const parent = Number(
        readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1].split(' ')[1]
      )
      if (parent === wrapper) postmaster = Number(entry)
      else children.set(Number(entry), parent)
    } catch {}
  }
  if (!postmaster) return 0
  const fields = readFileSync(`/proc/${postmaster}/stat`, 'utf8').split(') ')[1].split(' ')
  const own =
    (Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14])) / 100
  let live = 0
  for (const [pid, parent] of children) {
    if (parent !== postmaster) continue
    try {
      live += cpuSeconds(pid)
    } catch {}
  }
  return own + live
}

/**
 * CPU use since the last call, in % of one core: the server's, PostgreSQL's,
 * this load generator's and the whole machine's (the rest is other work on
 * the machine). The per-request figure printed beside it adds the first three.
 */
function cpuMeter(server: number, wrapper: number) {
  const read = () => ({
    at: performance.now(),
    server: cpuSeconds(server),
    postgres: postgresCpuSeconds(wrapper),
    generator: process.cpuUsage().user / 1e6 + process.cpuUsage().system / 1e6,
    machine: machineBusySeconds(),
  })
  let last = read()
  return (): CpuUse => {
    const now = read()
    const seconds = (now.at - last.at) / 1000
    const use = (key: keyof CpuUse) => ((now[key] - last[key]) / seconds) * 100
    const result = {
      server: use('server'),
      postgres: use('postgres'),
      generator: use('generator'),
      machine: use('machine'),
    }
    last = now
    return result
  }
}

const server = await startProductionServer({
  name: 'load',
  port: PORT,
  pgPort: PG_PORT,
  env: {
    BENCH_ROUTES: 'true',
    ...(PROFILE ? { SERVER_NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=${PROFILE_DIR}` } : {}),
    ...(STATEMENTS
      ? {
          EMBEDDED_PG_FLAGS:
            '-c shared_preload_libraries=pg_stat_statements -c pg_stat_statements.track_planning=on',
        }
      : {}),
  },
})

/**
 * What PostgreSQL ran during the measured run (pg_stat_statements, planning
 * included): each statement's calls per request and share of the time.
 */
async function statementFigures(databaseUrl: string) {
  /** Runs `work` with a connection of its own, closed afterwards. */
  type Reader = Awaited<ReturnType<typeof seedingClient>>['client']
  const withReader = async <T>(work: (reader: Reader) => Promise<T>) => {
    const { client } = await seedingClient(databaseUrl)
    try {
      return await work(client)
    } finally {
      await client.end()
    }
  }
  const thisDatabase = 'dbid = (select oid from pg_database where datname = current_database())'
  await withReader(async (reader) => {
    await reader.query('create extension if not exists pg_stat_statements')
    await reader.query('select pg_stat_statements_reset()')
  })
  /** Statements each screen runs, probed one screen at a time after the run. */
  const perScreen = (screens: { path: string; get: () => Promise<number> }[]) =>
    withReader(async (reader) => {
      const count = async () => {
        const { rows } = await reader.query(
          `select coalesce(sum(calls), 0)::int as calls from pg_stat_statements
           where ${thisDatabase} and query not like '%pg_stat_statements%'`
        )
        return rows[0].calls as number
      }
      console.log(`\n${'screen'.padEnd(48)}  statements a request`)
      for (const { path, get } of screens) {
        await reader.query('select pg_stat_statements_reset()')
        for (let n = 0; n < 10; n++) await get()
        console.log(path.slice(0, 48).padEnd(48), ((await count()) / 10).toFixed(1).padStart(8))
      }
    })
  const run = (requests: number) =>
    withReader(async (reader) => {
      const { rows } = await reader.query(
        `select calls, total_exec_time + total_plan_time as ms, total_plan_time as plan_ms, rows, query
         from pg_stat_statements where ${thisDatabase} order by calls desc`
      )
      const total = rows.reduce((sum, row) => sum + row.ms, 0)
      const calls = rows.reduce((sum, row) => sum + Number(row.calls), 0)
      console.log(
        `
PostgreSQL: ${(calls / requests).toFixed(2)} statements and` +
          ` ${(total / requests).toFixed(2)} ms (planning and execution) a request`
      )
      console.log(
        `${'per request'.padStart(11)} ${'share'.padStart(6)} ${'mean ms'.padStart(8)} ${'planning'.padStart(8)}  statement`
      )
      for (const row of rows.slice(0, 20)) {
        console.log(
          (Number(row.calls) / requests).toFixed(3).padStart(11),
          `${((100 * row.ms) / total).toFixed(1)}%`.padStart(6),
          (row.ms / Number(row.calls)).toFixed(3).padStart(8),
          (row.plan_ms / Number(row.calls)).toFixed(3).padStart(8),
          '',
          row.query.replace(/\s+/g, ' ').slice(0, 110)
        )
      }
    })
  return { run, perScreen }
}

/** Each client asks for its screens in turn (from its own offset) until `until`. */
async function drive(
  clients: { client: Client; screens: string[] }[],
  until: number,
  samples: Sample[]
) {
  await Promise.all(
    clients.map(async ({ client, screens }, index) => {
      let next = index % screens.length
      while (performance.now() < until) {
        const path = screens[next++ % screens.length]
        const start = performance.now()
        let ok = false
        try {
          ok = (await client.get(path)) === 200
        } catch {}
        samples.push({ at: start, ms: performance.now() - start, ok, path })
      }
    })
  )
}

/**
 * The floor and each screen alone, CLIENTS clients of the role that may see it for
 * PHASE_SECONDS each: the server's CPU per request as a multiple of the floor's. The floor
 * runs first and last (the machine may change meanwhile); the multiple uses their mean.
 */
async function floorPhases(
  signedIn: { client: Client; screens: string[] }[],
  pid: number,
  wrapper: number,
  screens: string[]
) {
  const phase = async (path: string) => {
    const clients = signedIn
      .filter(({ screens: own }) => path === FLOOR || own.includes(path))
      .slice(0, CLIENTS)
      .map(({ client }) => ({ client, screens: [path] }))
    const samples: Sample[] = []
    const serverBefore = cpuSeconds(pid)
    const postgresBefore = postgresCpuSeconds(wrapper)
    const started = performance.now()
    await drive(clients, started + PHASE_SECONDS * 1000, samples)
    const seconds = (performance.now() - started) / 1000
    return {
      path,
      figures: summary(samples, seconds),
      serverMs: ((cpuSeconds(pid) - serverBefore) * 1000) / samples.length,
      postgresMs: ((postgresCpuSeconds(wrapper) - postgresBefore) * 1000) / samples.length,
    }
  }
  console.log(
    `\nThe framework's floor (${FLOOR}: signed in, global middleware, an Inertia page with the` +
      ` shared props alone) and each screen alone, ${CLIENTS} clients for ${PHASE_SECONDS} s each.` +
      ` CPU per request in ms; × floor is the server's CPU per request over the floor's` +
      ` (goal ≤ ${FLOOR_GOAL}×)\n`
  )
  console.log(`${'screen'.padEnd(48)}    rps    p50    p95 errors  server      pg  × floor`)
  const row = (result: Awaited<ReturnType<typeof phase>>, multiple: string) => {
    const { figures } = result
    console.log(
      result.path.slice(0, 48).padEnd(48),
      figures.rps.toFixed(0).padStart(6),
      figures.p50.toFixed(0).padStart(6),
      figures.p95.toFixed(0).padStart(6),
      String(figures.errors).padStart(6),
      result.serverMs.toFixed(2).padStart(7),
      result.postgresMs.toFixed(2).padStart(7),
      multiple.padStart(8)
    )
  }
  const first = await phase(FLOOR)
  row(first, '')
  const results = []
  for (const path of screens) results.push(await phase(path))
  const last = await phase(FLOOR)
  const floorMs = (first.serverMs + last.serverMs) / 2
  for (const result of results) row(result, `${(result.serverMs / floorMs).toFixed(2)}×`)
  row(last, '')
  const within = results.filter((result) => result.serverMs / floorMs <= FLOOR_GOAL).length
  console.log(
    `\nfloor: ${floorMs.toFixed(2)} ms of server CPU a request (first ${first.serverMs.toFixed(2)},` +
      ` last ${last.serverMs.toFixed(2)}); screens within ${FLOOR_GOAL}× of it: ${within} of` +
      ` ${results.length}${within === results.length ? ' (met)' : ' (MISSED)'}`
  )
}

try {
  const organizationUid = await seed(server.databaseUrl)
  const { pid } = server
  if (args.has('hold')) {
    // A profiling aid: the seeded server stays up until Ctrl-C.
    console.log(
      `Server pid ${pid}; users load-1…${2 * CLIENTS}@example.test (odd: super-admin, even: org-admin), password ${PASSWORD}`
    )
    await new Promise(() => {})
  }

  const platformScreens = [
    '/organizations',
    '/organizations?search=asocia%C8%9Bia%2012',
    '/organizations?page=50',
    '/organizations?sort=name&direction=desc',
    `/organizations/${organizationUid}/communities`,
    '/users',
  ]
  const tenantScreens = [
    '/contacts',
    '/contacts?search=stefan',
    '/contacts?page=100',
    '/lists',
    '/companies',
    '/products',
    '/segments',
  ]

  // The mixed run's clients are the first CLIENTS (half of each role); each screen's phase has
  // CLIENTS of its role.
  const signedIn: { client: Client; screens: string[] }[] = []
  for (let n = 1; n <= 2 * CLIENTS; n++) {
    const client = new Client()
    await client.signIn(`load-${n}@example.test`)
    signedIn.push({ client, screens: n % 2 === 0 ? tenantScreens : platformScreens })
  }
  const clients = signedIn.slice(0, CLIENTS)
  // Every screen and the floor once per client: the build's asset version and the caches warm.
  for (const { client, screens } of signedIn) {
    for (const screen of [...screens, FLOOR]) {
      const status = await client.get(screen)
      if (status !== 200) throw new Error(`${screen} answered ${status} in the warm-up`)
    }
  }

  const printStatements = STATEMENTS ? await statementFigures(server.databaseUrl) : null
  console.log(
    `\n${CLIENTS} signed-in clients for ${MINUTES} min on the list screens of the production build` +
      ` (${ORGANIZATIONS} organizations, ${CONTACTS} contacts in the org-admins' community)\n`
  )
  console.log(
    'minute  ',
    '    rps',
    '    p50',
    '    p95',
    '    p99',
    ' errors',
    ' server RSS',
    'server',
    '    pg',
    'loader',
    'machine',
    'CPU/request'
  )
  console.log(' '.repeat(57), '(CPU in % of one core; 2 cores = 200 %)')

  const samples: Sample[] = []
  const memory: number[] = [residentMb(pid)]
  const minuteCpu = cpuMeter(pid, server.wrapperPid)
  const runCpu = cpuMeter(pid, server.wrapperPid)
  const started = performance.now()
  const until = started + MINUTES * 60_000
  let minuteStart = 0

  const ticker = setInterval(() => {
    const minute = memory.length
    const slice = samples.slice(minuteStart)
    minuteStart = samples.length
    const rss = residentMb(pid)
    memory.push(rss)
    printRow(String(minute), summary(slice, 60), `${rss.toFixed(0)} MB`, minuteCpu())
  }, 60_000)

  await drive(clients, until, samples)
  clearInterval(ticker)
  const seconds = (performance.now() - started) / 1000
  const total = summary(samples, seconds)
  console.log('')
  printRow('all', total, `${memory.at(0)!.toFixed(0)}→${memory.at(-1)!.toFixed(0)} MB`, runCpu())
  const verdict = (met: boolean) => (met ? 'met' : 'MISSED')
  console.log(
    `\nrequests/s ${total.rps.toFixed(0)} (≥ ${TARGET_RPS}: ${verdict(total.rps >= TARGET_RPS)}),` +
      ` p95 ${total.p95.toFixed(0)} ms (≤ ${TARGET_P95_MS}: ${verdict(total.p95 <= TARGET_P95_MS)}),` +
      ` errors ${total.errors} (${verdict(total.errors === 0)})`
  )
  if (memory.length >= 4) {
    const half = Math.floor(memory.length / 2)
    const growth = memory.at(-1)! - memory[half]
    console.log(
      `memory in the second half of the run: ${growth >= 0 ? '+' : ''}${growth.toFixed(0)} MB` +
        ` (${memory.map((value) => value.toFixed(0)).join(', ')} MB at each minute)`
    )
  }
  // Where the tail comes from: each screen's own figures over the run.
  console.log(`\n${'screen'.padEnd(48)}  count    p50    p95`)
  for (const path of [...platformScreens, ...tenantScreens]) {
    const times = samples
      .filter((sample) => sample.path === path)
      .map((sample) => sample.ms)
      .sort((a, b) => a - b)
    const figure = (p: number) => percentile(times, p).toFixed(0).padStart(6)
    console.log(
      path.slice(0, 48).padEnd(48),
      String(times.length).padStart(6),
      figure(50),
      figure(95)
    )
  }
  if (printStatements) {
    await printStatements.run(samples.length)
    const [platform, tenant] = [clients[0], clients[1]]
    await printStatements.perScreen(
      [platform, tenant].flatMap(({ client, screens }) =>
        screens.map((path) => ({ path, get: () => client.get(path) }))
      )
    )
  }
  const alone = [...platformScreens, ...tenantScreens].filter(
    (path) => !ONLY || ONLY.includes(path)
  )
  await floorPhases(signedIn, pid, server.wrapperPid, alone)
  for (const { client } of signedIn) client.close()
  if (PROFILE) {
    // The profile is written when the server exits on its own terms.
    process.kill(pid, 'SIGTERM')
    while (existsSync(`/proc/${pid}`)) await new Promise((resolve) => setTimeout(resolve, 200))
    console.log(`CPU profile of the server in ${PROFILE_DIR}/`)
  }
} finally {
  await server.stop()
}

/**
 * What the benchmarks share: the production server started the way
 * `npm start` starts it, a browser that speaks Inertia (cookies, XSRF,
 * asset version), percentiles, and the timing loop that prints median, p95
 * and max per screen against its target.
 */
import { spawn, spawnSync, execFileSync } from 'node:child_process'
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import http from 'node:http'
import { createServer } from 'node:net'
import { loadavg } from 'node:os'
import { performance } from 'node:perf_hooks'
import argon2 from 'argon2'
import pg from 'pg'
import { totpCode, totpStep } from '../app/services/two_factor/totp.ts'

/** The password of the benchmarks' users. */
export const PASSWORD = 'parola-bench-1'

/** The hash of PASSWORD, as the app stores passwords (argon2id, the app's settings). */
export function passwordHash() {
  return argon2.hash(PASSWORD, { type: argon2.argon2id, memoryCost: 19456, timeCost: 2 })
}

/** A connection to the benchmark's database and the hash of PASSWORD. */
export async function seedingClient(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  return { client, hash: await passwordHash() }
}

/**
 * An organization with `count` communities and its org-admin bench@example.test (PASSWORD),
 * working in the first community: what the tenant benchmarks seed first.
 */
export async function seedOrgAdmin(client: pg.Client, hash: string, count = 2) {
  const { rows: communities } = await client.query<{ id: number; organization_id: number }>(
    `
    with organization as (
      insert into organizations (name, slug, url, created_at, updated_at)
      values ('Asociația Bench', 'asociatia-bench', 'https://bench.example.ro', now(), now())
      returning id
    )
    insert into communities (organization_id, name, slug, created_at, updated_at)
    select id, 'Comunitatea ' || k, 'comunitatea-bench-' || k, now(), now()
    from organization, generate_series(1, $1::int) as k
    returning id, organization_id`,
    [count]
  )
  const { rows: users } = await client.query<{ id: number }>(
    `insert into users (first_name, last_name, email, password, status, created_at, updated_at)
     values ('Bench', 'Admin', 'bench@example.test', $1, 'active', now(), now()) returning id`,
    [hash]
  )
  await client.query(
    `insert into user_roles (user_id, role_id, organization_id)
     select $1, id, $2 from roles where name = 'org-admin'`,
    [users[0].id, communities[0].organization_id]
  )
  return { communities, userId: users[0].id }
}

/** Prints PostgreSQL's plan of each statement as it runs (EXPLAIN ANALYZE, BUFFERS). */
export async function printPlans(client: pg.Client, statements: string[]) {
  for (const sql of statements) {
    const { rows } = await client.query(`explain (analyze, buffers) ${sql}`)
    console.log(rows.map((row) => row['QUERY PLAN']).join('\n'), '\n')
  }
}

/** The command line's `--key=value` and `--flag` arguments (a flag's value is 'true'). */
export function benchArgs() {
  return new Map(
    process.argv.slice(2).map((arg) => {
      const [key, value] = arg.replace(/^--/, '').split('=')
      return [key, value ?? 'true'] as const
    })
  )
}

export type ProductionServer = {
  baseUrl: string
  databaseUrl: string
  /** The pid of build/bin/server.js (its memory and CPU are the server's own). */
  pid: number
  /** The `npm start` wrapper (scripts/with_db.ts), parent of the server and of PostgreSQL. */
  wrapperPid: number
  /** Stops the server, then its PostgreSQL (also done when the benchmark exits). */
  stop: () => Promise<void>
}

/**
 * The production build started as `npm start` starts it (scripts/with_db.ts
 * start: embedded PostgreSQL, migrations, reference data, then
 * build/bin/server.js), each benchmark with its own ports and its own data
 * directory (tmp/postgres/bench-<name>, recreated each run).
 *
 * Builds first (`npm run build`) unless the command line says --no-build:
 * `npm run bench` builds once, then runs every benchmark with --no-build.
 */
/** `npm run build` first, unless the benchmark was started with `--no-build`. */
export function buildUnlessAsked() {
  if (benchArgs().get('no-build') === 'true') return
  console.log('Building the production bundle (npm run build)…')
  const built = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' })
  if (built.status !== 0) throw new Error('npm run build failed')
}

export async function startProductionServer(options: {
  name: string
  port: number
  pgPort: number
  /** Settings of the server's environment (e.g. SERVER_NODE_OPTIONS for a CPU profile). */
  env?: NodeJS.ProcessEnv
}): Promise<ProductionServer> {
  const { name, port, pgPort } = options
  buildUnlessAsked()
  // A previous run's PostgreSQL may still be shutting down on these ports (its checkpoint after
  // a long run): the new one would exit at once, unable to listen.
  await waitPortFree(pgPort)
  await waitPortFree(port)
  const dataDir = `tmp/postgres/bench-${name}`
  rmSync(dataDir, { recursive: true, force: true })
  const wrapper = spawn(process.execPath, ['scripts/with_db.ts', 'start'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      EMBEDDED_PG_PORT: String(pgPort),
      EMBEDDED_PG_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      ...options.env,
    },
    // Its output is held back until the server answers (migrations' chatter), shown on a failure.
    stdio: ['ignore', 'pipe', 'inherit'],
    // Its own process group: stopping it reaches the server under the wrapper too.
    detached: true,
  })
  let startup = ''
  const hold = (chunk: Buffer) => (startup += chunk)
  wrapper.stdout!.on('data', hold)
  const exited = new Promise<void>((resolve) => wrapper.once('exit', () => resolve()))
  const unexpected = (code: number | null) => {
    process.stdout.write(startup)
    console.error(`The server stopped (exit code ${code}).`)
    process.exit(1)
  }
  wrapper.on('exit', unexpected)
  const kill = () => {
    wrapper.off('exit', unexpected)
    try {
      process.kill(-wrapper.pid!, 'SIGINT')
    } catch {}
  }
  process.on('exit', kill)
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => process.exit(130))
  }
  const baseUrl = `http://127.0.0.1:${port}`
  try {
    await waitUp(`${baseUrl}/login`, 180_000)
  } catch (error) {
    kill()
    process.stdout.write(startup)
    throw error
  }
  wrapper.stdout!.off('data', hold)
  wrapper.stdout!.pipe(process.stdout)
  return {
    baseUrl,
    databaseUrl: `postgres://postgres:postgres@127.0.0.1:${pgPort}/comunitate`,
    pid: serverPid(wrapper.pid!),
    wrapperPid: wrapper.pid!,
    async stop() {
      kill()
      process.off('exit', kill)
      // The wrapper stops PostgreSQL once the server is down.
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 30_000))])
    },
  }
}

/** Waits until nothing listens on 127.0.0.1:`port` (a minute at most). */
async function waitPortFree(port: number, timeoutMs = 60_000) {
  const until = Date.now() + timeoutMs
  const free = () =>
    new Promise<boolean>((resolve) => {
      const probe = createServer()
      probe.once('error', () => resolve(false))
      probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)))
    })
  while (!(await free())) {
    if (Date.now() > until) throw new Error(`Port ${port} is still in use`)
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}

async function waitUp(url: string, timeoutMs: number) {
  const until = Date.now() + timeoutMs
  while (Date.now() < until) {
    try {
      const response = await fetch(url, { redirect: 'manual' })
      if (response.status < 500) return
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error(`${url} did not answer in ${timeoutMs / 1000} s`)
}

/** The pid of build/bin/server.js under the `npm start` wrapper. */
function serverPid(wrapper: number): number {
  const rows = execFileSync('ps', ['-eo', 'pid=,ppid=,args='], { encoding: 'utf8' })
    .trim()
    .split('\n')
    .map((line) => line.trim().split(/\s+/))
  const row = rows.find(
    ([, ppid, ...rest]) =>
      Number(ppid) === wrapper && rest.join(' ').includes('build/bin/server.js')
  )
  if (!row) throw new Error('The server process was not found')
  return Number(row[0])
}

/** CPU seconds of a process (with its waited-for children), from /proc; 0 once it has gone. */
export function cpuSeconds(pid: number) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')
    // utime, stime, cutime, cstime, in clock ticks (100 a second).
    return fields.slice(11, 15).reduce((sum, ticks) => sum + Number(ticks), 0) / 100
  } catch {
    return 0
  }
}

/** The server's CPU seconds and PostgreSQL's (its processes under the wrapper), from /proc. */
export function serverCpu(server: Pick<ProductionServer, 'pid' | 'wrapperPid'>) {
  const processes = new Map<number, { parent: number; name: string }>()
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8')
      const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'))
      processes.set(Number(entry), { parent: Number(stat.split(') ')[1].split(' ')[1]), name })
    } catch {}
  }
  const under = (pid: number) => {
    for (let parent = processes.get(pid)?.parent; parent; parent = processes.get(parent)?.parent) {
      if (parent === server.wrapperPid) return true
    }
    return false
  }
  let database = 0
  for (const [pid, { name }] of processes) {
    if (name.startsWith('postgres') && under(pid)) database += cpuSeconds(pid)
  }
  return { server: cpuSeconds(server.pid), database }
}

/** Sets a process's peak resident memory (VmHWM) back to its current one (Linux clear_refs). */
export function resetPeakMemory(pid: number) {
  writeFileSync(`/proc/${pid}/clear_refs`, '5')
}

/** A process's resident memory now (VmRSS) or at its peak (VmHWM), in MB, from /proc. */
export function residentMb(pid: number, field: 'VmRSS' | 'VmHWM' = 'VmRSS') {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  return Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0) / 1024
}

export class Browser {
  cookies = new Map<string, string>()
  version = ''
  readonly baseUrl: string
  constructor(baseUrl: string) {
    this.baseUrl = baseUrl
  }

  private remember(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';')
      const index = pair.indexOf('=')
      this.cookies.set(pair.slice(0, index).trim(), pair.slice(index + 1).trim())
    }
  }

  /** Sends a request as Inertia's router does; the answer's body is read and dropped. */
  async request(
    method: string,
    path: string,
    body?: Record<string, unknown>,
    extraHeaders: Record<string, string> = {}
  ): Promise<Response> {
    const response = await this.send(method, path, body, extraHeaders)
    await response.arrayBuffer()
    return response
  }

  /** An Inertia visit of `path`: the page object it answers (its props: errors, flash…). */
  async page(path: string): Promise<{ component: string; props: Record<string, any> }> {
    const response = await this.send('GET', path)
    if (response.status !== 200) throw new Error(`${path} answered ${response.status}`)
    return response.json()
  }

  private async send(
    method: string,
    path: string,
    body?: Record<string, unknown>,
    extraHeaders: Record<string, string> = {}
  ): Promise<Response> {
    const headers: Record<string, string> = {
      ...extraHeaders,
      'cookie': [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
      'x-inertia': 'true',
      'x-inertia-version': this.version,
      'x-requested-with': 'XMLHttpRequest',
    }
    const xsrf = this.cookies.get('XSRF-TOKEN')
    if (xsrf) headers['x-xsrf-token'] = decodeURIComponent(xsrf)
    if (body) headers['content-type'] = 'application/json'
    const response = await fetch(this.baseUrl + path, {
      method,
      headers,
      body: body ? JSON.stringify(body) : undefined,
      redirect: 'manual',
    })
    this.remember(response)
    if (response.status === 409) {
      await response.arrayBuffer()
      this.version = response.headers.get('x-inertia-version') ?? ''
      return this.send(method, path, body, extraHeaders)
    }
    return response
  }

  /**
   * The fresh confirmation (docs/security.md) that exports and other sensitive actions ask for,
   * given with the password as the dialog gives it; throws when it is refused.
   */
  async confirm(password: string) {
    const answer = await this.request(
      'POST',
      '/confirmation',
      { password },
      { accept: 'application/json' }
    )
    if (answer.status !== 200) throw new Error(`The confirmation answered ${answer.status}`)
  }

  /** Signs in through the form (throws when it fails), with the second step when it is asked. */
  async signIn(email: string, password: string) {
    await this.request('GET', '/login')
    const login = await this.request('POST', '/login', { email, password })
    if (login.status !== 302 && login.status !== 303) throw new Error('Sign-in failed')
    if (login.headers.get('location') === '/login/two-factor') {
      await passSecondStep(email, {
        page: (path) => this.page(path),
        post: async (path, body) => {
          const answer = await this.request('POST', path, body)
          return answer.status
        },
      })
    }
  }
}

/** The bench users' TOTP secrets (set up at their first sign-in) and the last step each used. */
const secondFactors = new Map<string, { secret: string; lastStep: number }>()

/**
 * The second step of a bench user's sign-in (docs/security.md, "Two-factor sign-in"): the
 * mandatory enrolment at the first sign-in (the secret read from the page), then a code of a
 * step not used yet (a code is accepted once; waits for the next step when needed).
 */
export async function passSecondStep(
  email: string,
  client: {
    page: (path: string) => Promise<{ component: string; props: Record<string, any> }>
    post: (path: string, body: Record<string, unknown>) => Promise<number>
  }
) {
  const page = await client.page('/login/two-factor')
  let known = secondFactors.get(email)
  let path = '/login/two-factor'
  if (page.component === 'auth/two_factor_enrol') {
    known = { secret: String(page.props.enrolment.secret).replaceAll(' ', ''), lastStep: 0 }
    secondFactors.set(email, known)
    path = '/login/two-factor/enrol'
  }
  if (!known) throw new Error(`${email}: a second factor set up outside this run`)
  let at = Date.now()
  while (totpStep(at) <= known.lastStep) at += 30_000
  if (totpStep(at) > totpStep(Date.now()) + 1) {
    await new Promise((resolve) => setTimeout(resolve, at - 30_000 - Date.now() + 50))
  }
  known.lastStep = totpStep(at)
  const status = await client.post(path, { code: totpCode(known.secret, at) })
  if (status !== 302 && status !== 303) throw new Error(`${email}: second step answered ${status}`)
}

export function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]
}

/**
 * A screen to time: its name, its path, and the p95 it must stay under (ms); `headers` for a
 * request the page makes after it (an Inertia partial reload of its deferred props).
 */
export type Screen = {
  name: string
  path: string
  target: number
  headers?: Record<string, string>
}

/** Times each screen `runs` times after a warm-up and prints median, p95, max and the verdict. */
export async function timeScreens(browser: Browser, screens: Screen[], runs: number) {
  console.log('screen'.padEnd(40), 'median', '   p95', '   max', ' target')
  for (const { name, path, target, headers } of screens) {
    for (let i = 0; i < 3; i++) await browser.request('GET', path, undefined, headers) // warm-up
    const times: number[] = []
    for (let i = 0; i < runs; i++) {
      const start = performance.now()
      const response = await browser.request('GET', path, undefined, headers)
      times.push(performance.now() - start)
      if (response.status !== 200) throw new Error(`${path} answered ${response.status}`)
    }
    times.sort((a, b) => a - b)
    const p95 = percentile(times, 95)
    const figure = (value: number) => `${value.toFixed(1)}`.padStart(6)
    console.log(
      name.padEnd(40),
      figure(percentile(times, 50)),
      figure(p95),
      figure(times.at(-1)!),
      target === Number.POSITIVE_INFINITY
        ? '  (no target)'
        : p95 <= target
          ? `  met (≤ ${target})`
          : `  MISSED (≤ ${target})`
    )
  }
}

/** The public reads' targets at 50 concurrent clients: a fresh answer and a 304. */
export const PUBLIC_READ_TARGETS = { fresh: { p95: 30, perSecond: 1000 }, notModified: { p95: 10 } }

/**
 * The mobile app's reads of one public URL under load: `clients` anonymous clients (keep-alive,
 * no cookies) ask back to back for `seconds`, first without a cached copy (200), then with its
 * ETag (304). Prints requests/s, median and p95 of each, with the load average beside them (the
 * machine is shared).
 */
export async function publicReadsUnderLoad(
  baseUrl: string,
  name: string,
  path: string,
  {
    clients = 50,
    seconds = 10,
    server,
  }: {
    clients?: number
    seconds?: number
    server?: Pick<ProductionServer, 'pid' | 'wrapperPid'>
  } = {}
) {
  const url = new URL(path, baseUrl)
  // On two cores, whatever the generator spends the server cannot: its CPU per request is
  // printed beside the server's.
  const agent = new http.Agent({ keepAlive: true, maxSockets: clients })
  const get = (headers: Record<string, string>) =>
    new Promise<number>((resolve, reject) => {
      const request = http.get(url, { agent, headers }, (response) => {
        response.resume()
        response.on('end', () => resolve(response.statusCode ?? 0))
      })
      request.on('error', reject)
    })
  const first = await fetch(url)
  await first.arrayBuffer()
  const etag = first.headers.get('etag')
  if (first.status !== 200 || !etag) throw new Error(`${path}: ${first.status}, ETag ${etag}`)

  const phase = async (label: string, headers: Record<string, string>, status: number) => {
    // A second's warm-up, then the measured run.
    for (const [span, keep] of [
      [1, false],
      [seconds, true],
    ] as const) {
      const times: number[] = []
      let wrong = 0
      const cpuBefore = server ? serverCpu(server) : null
      const generatorBefore = process.cpuUsage()
      const started = performance.now()
      const until = started + span * 1000
      await Promise.all(
        Array.from({ length: clients }, async () => {
          while (performance.now() < until) {
            const start = performance.now()
            if ((await get(headers)) !== status) wrong++
            times.push(performance.now() - start)
          }
        })
      )
      if (!keep) continue
      const elapsed = (performance.now() - started) / 1000
      // Server and PostgreSQL CPU per request: less sensitive to the machine's load than times.
      const cpuAfter = server ? serverCpu(server) : null
      const generator = process.cpuUsage(generatorBefore)
      const perRequest = (spent: number) => ((spent * 1000) / times.length).toFixed(2)
      const cpu =
        (cpuBefore && cpuAfter
          ? `cpu ${perRequest(cpuAfter.server - cpuBefore.server)} ms server, ` +
            `${perRequest(cpuAfter.database - cpuBefore.database)} ms PostgreSQL, `
          : 'cpu ') +
        `${perRequest((generator.user + generator.system) / 1e6)} ms generator per request`
      times.sort((a, b) => a - b)
      const load = loadavg()
        .map((value) => value.toFixed(2))
        .join(' ')
      console.log(
        `${name}, ${label}`.padEnd(40),
        `${Math.round(times.length / elapsed)}/s`.padStart(7),
        `median ${percentile(times, 50).toFixed(1)}`,
        `p95 ${percentile(times, 95).toFixed(1)} ms`,
        wrong ? `${wrong} not ${status}` : '',
        cpu,
        `(load ${load})`
      )
      return { perSecond: times.length / elapsed, p95: percentile(times, 95), wrong }
    }
    throw new Error('unreachable')
  }

  console.log(`\n${clients} clients, ${seconds} s each: ${path}`)
  const fresh = await phase('200', {}, 200)
  const cached = await phase('304', { 'if-none-match': etag }, 304)
  agent.destroy()
  const { fresh: freshGoal, notModified: cachedGoal } = PUBLIC_READ_TARGETS
  const verdict = (met: boolean, goal: string) => (met ? `met (${goal})` : `MISSED (${goal})`)
  console.log(
    '  200:',
    verdict(fresh.p95 <= freshGoal.p95, `p95 ≤ ${freshGoal.p95} ms`) + ',',
    verdict(fresh.perSecond >= freshGoal.perSecond, `≥ ${freshGoal.perSecond}/s`),
    ' 304:',
    verdict(cached.p95 <= cachedGoal.p95, `p95 ≤ ${cachedGoal.p95} ms`)
  )
  if (fresh.wrong || cached.wrong) throw new Error(`${path}: answers with another status`)
  return { fresh, cached }
}

/**
 * Where a CPU profile's time went (a `--cpu-prof` file): self time by package (node_modules),
 * by the app's own file (build/), or by Node's internals and the garbage collector, the largest
 * first, as shares of the profile's busy time.
 */
export function printProfile(file: string, top = 20) {
  type Node = { id: number; callFrame: { url: string; functionName: string } }
  const profile = JSON.parse(readFileSync(file, 'utf8')) as {
    nodes: Node[]
    samples: number[]
    timeDeltas: number[]
  }
  const byId = new Map(profile.nodes.map((node) => [node.id, node]))
  const where = ({ callFrame: { url, functionName } }: Node) => {
    if (!url) return `(${functionName || 'native'})`
    const pkg = url.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/)
    if (pkg) return pkg[1]
    if (url.startsWith('node:')) return url
    return url.replace(/^.*\/build\//, '')
  }
  const spent = new Map<string, number>()
  let busy = 0
  profile.samples.forEach((id, index) => {
    const node = byId.get(id)!
    const place = where(node)
    if (place === '((idle))' || place === '((program))') return
    const delta = profile.timeDeltas[index] ?? 0
    busy += delta
    spent.set(place, (spent.get(place) ?? 0) + delta)
  })
  const rows = [...spent].sort((a, b) => b[1] - a[1]).slice(0, top)
  console.log(`busy ${(busy / 1e6).toFixed(2)} s; self time by place:`)
  for (const [place, micros] of rows) {
    console.log(`  ${((micros / busy) * 100).toFixed(1).padStart(5)} %  ${place}`)
  }
}

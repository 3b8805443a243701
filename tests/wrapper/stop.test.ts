/**
 * `npm run dev` and `npm start` stopped as a process manager stops them, with SIGTERM to npm
 * (scripts/with_db.ts; docs/deployment.md, "Stopping `npm run dev` and `npm start`"): the
 * watcher, then the app, then the embedded PostgreSQL; exit code 0, no error, and nothing of the
 * run left running, its ports free.
 *
 * Each runs as a terminal runs a command: npm leads a process group of its own. Both use one data
 * folder, new each run: `npm run dev` creates the cluster, migrates and adds the demo data;
 * `npm start` (after `npm run build`) finds it ready. Their .env is made in a folder of the run
 * (ENV_PATH), as the first `npm run dev` makes it.
 *
 * They run in a checkout of their own (the sources copied into tmp/, node_modules linked): what
 * they generate and build (.adonisjs/, public/assets, build/) is not what the other tests read,
 * so this file runs beside them (vitest.config.ts).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { cpSync, mkdirSync, readdirSync, rmSync, symlinkSync } from 'node:fs'
import { createServer } from 'node:net'
import { fileURLToPath } from 'node:url'
import { beforeAll, describe, expect, test } from 'vitest'
import { freePort } from '../support/stack.ts'

const source = fileURLToPath(new URL('../../', import.meta.url))
const name = `test-${process.env.TEST_STACK ?? 'http'}-wrapper`
const root = `${source}tmp/${name}-checkout/`
const dataDir = `tmp/postgres/${name}`
const envDir = `${root}tmp/env`
/** What a checkout has besides the sources: not copied (node_modules is linked). */
const NOT_COPIED = new Set([
  '.git',
  'node_modules',
  'tmp',
  'build',
  'storage',
  '.adonisjs',
  'public/assets',
  'test-results',
  'playwright-report',
])
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

interface Run {
  npm: ChildProcess
  stdout: () => string
  stderr: () => string
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>
  port: number
  pgPort: number
}

/** `npm run <script>` on free ports, once the app answers. */
async function start(script: 'dev' | 'start'): Promise<Run> {
  const [port, pgPort] = [await freePort(), await freePort()]
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    APP_URL: `http://127.0.0.1:${port}`,
    LOG_LEVEL: 'info',
    EMBEDDED_PG_PORT: String(pgPort),
    EMBEDDED_PG_DIR: dataDir,
    ENV_PATH: envDir,
    VITE_CACHE_DIR: `node_modules/.vite-${name}`,
    // Neither BNR nor ANAF is reached: a closed local port refuses at once.
    BNR_FEED_URL: 'http://127.0.0.1:9/nbrfxrates.xml',
    BNR_YEAR_URL: 'http://127.0.0.1:9/nbrfxrates{year}.xml',
    EFACTURA_API_URL: 'http://127.0.0.1:9/anaf/api',
    EFACTURA_OAUTH_URL: 'http://127.0.0.1:9/anaf/oauth',
  }
  // The test runner's own settings are not the app's.
  for (const key of Object.keys(env)) {
    if (/^(NODE_ENV|DATABASE_URL|APP_KEY|VITEST|TEST_)/.test(key)) delete env[key]
  }
  const npm = spawn('npm', ['run', script], {
    cwd: root,
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let stdout = ''
  let stderr = ''
  npm.stdout!.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')))
  npm.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')))
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    npm.once('exit', (code, signal) => resolve({ code, signal }))
  )
  const run = { npm, stdout: () => stdout, stderr: () => stderr, exited, port, pgPort }

  const until = Date.now() + 240_000
  while (Date.now() < until && npm.exitCode === null) {
    try {
      const answer = await fetch(`http://127.0.0.1:${port}/login`)
      if (answer.status === 200) return run
    } catch {}
    await pause(500)
  }
  kill(run)
  throw new Error(`npm run ${script} did not answer:\n${stdout}\n${stderr}`)
}

/** Every process of the run still there: in its process group, or naming its folder or ports. */
function leftovers(run: Run) {
  const listed = spawnSync('ps', ['-A', '-o', 'pid=,pgid=,stat=,args='], { encoding: 'utf8' })
  return listed.stdout
    .split('\n')
    .map((line) => line.trim().split(/\s+/))
    .filter(([pid, pgid, stat, ...args]) => {
      // A zombie has exited: only its parent's reaping is left.
      if (!pid || stat.startsWith('Z')) return false
      const command = args.join(' ')
      return (
        Number(pgid) === run.npm.pid ||
        command.includes(dataDir) ||
        command.includes(`-p ${run.pgPort}`)
      )
    })
    .map((fields) => fields.join(' '))
}

/** Whether nothing listens on `port` any more. */
function free(port: number) {
  return new Promise<boolean>((resolve) => {
    const probe = createServer()
    probe.once('error', () => resolve(false))
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)))
  })
}

/** After a failure: whatever the run left, stopped outright. */
function kill(run: Run) {
  for (const line of leftovers(run)) {
    try {
      process.kill(Number(line.split(' ')[0]), 'SIGKILL')
    } catch {}
  }
}

/** SIGTERM to npm, then what a user would check once it has exited. */
async function stopAndCheck(run: Run, { watcher }: { watcher: boolean }) {
  try {
    run.npm.kill('SIGTERM')
    const exit = await Promise.race([run.exited, pause(90_000).then(() => 'still running')])
    expect(exit, run.stdout()).toEqual({ code: 0, signal: null })

    // Nothing of the run left (a process its parent has yet to reap is gone within a moment).
    let left = leftovers(run)
    for (let i = 0; i < 50 && left.length > 0; i++) {
      await pause(100)
      left = leftovers(run)
    }
    expect(left).toEqual([])
    expect(await free(run.port)).toBe(true)
    expect(await free(run.pgPort)).toBe(true)

    // No error: none on stderr (npm's ELIFECYCLE, a stack, PostgreSQL's complaints), no log line
    // of level error or fatal.
    expect(run.stderr()).not.toMatch(/error|exception|ELIFECYCLE|fatal|\bat .+:\d+:\d+/i)
    const logLines = run
      .stdout()
      .split('\n')
      .filter((line) => line.startsWith('{"level":'))
    expect(logLines.length).toBeGreaterThan(0)
    expect(logLines.filter((line) => (JSON.parse(line) as { level: number }).level >= 50)).toEqual(
      []
    )

    // In order: the app (its queue stopped: the app's own line, written while PostgreSQL still
    // answered), then PostgreSQL. The watcher (`npm run dev`) stops the app as it goes, so its line
    // and the app's may come in either order, both before PostgreSQL's.
    const lines = run.stdout().split('\n')
    const at = (pattern: RegExp) => lines.findIndex((line) => pattern.test(line))
    const stopping = at(/^SIGTERM: se opresc aplicația/)
    const order = [
      stopping,
      at(/"msg":"queue: stopped"/),
      at(/^Aplicația s-a oprit\.$/),
      at(/^PostgreSQL integrat s-a oprit\.$/),
    ]
    const watcherStopped = watcher
      ? [at(/^Supravegherea fișierelor \(ace serve\) s-a oprit\.$/)]
      : []
    expect(
      [...order, ...watcherStopped].every((index) => index >= 0),
      run.stdout()
    ).toBe(true)
    expect(order).toEqual([...order].sort((a, b) => a - b))
    for (const index of watcherStopped) {
      expect(index).toBeGreaterThan(stopping)
      expect(index).toBeLessThan(order[3])
    }
  } finally {
    kill(run)
  }
}

beforeAll(() => {
  rmSync(root, { recursive: true, force: true })
  // Entry by entry: the checkout is inside the source's tmp/.
  for (const entry of readdirSync(source)) {
    if (NOT_COPIED.has(entry)) continue
    cpSync(`${source}${entry}`, `${root}${entry}`, {
      recursive: true,
      filter: (path) => !NOT_COPIED.has(path.slice(source.length)),
    })
  }
  symlinkSync(`${source}node_modules`, `${root}node_modules`, 'dir')
  mkdirSync(envDir, { recursive: true })
})

describe('SIGTERM to npm', () => {
  test('npm run dev: the watcher, the app, then PostgreSQL stop; exit 0, nothing left', async () => {
    const run = await start('dev')
    await stopAndCheck(run, { watcher: true })
  }, 420_000)

  test('npm start: the app, then PostgreSQL stop; exit 0, nothing left', async () => {
    const built = spawnSync('npm', ['run', 'build'], { cwd: root, encoding: 'utf8' })
    expect(built.status, `${built.stdout}\n${built.stderr}`).toBe(0)
    const run = await start('start')
    await stopAndCheck(run, { watcher: false })
  }, 420_000)
})

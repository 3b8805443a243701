/**
 * The multi-node stack (docs/deployment.md): one PostgreSQL of its own, an
 * S3-compatible server (s3rver, in this process), two web processes of this run's app in
 * production (the front end built) on two ports, with QUEUE_WORKERS=off, all with the settings
 * docs/deployment.md gives for several nodes: sessions and throttles in the database, files in S3
 * (DRIVE_DISK=s3). The queue's worker (`node ace queue:work`, `startWorker`) is started and stopped
 * by the tests that need one, with the same settings (`workerEnv`).
 *
 * Ports: TEST_HTTP_PORT + 2 and + 3 for the nodes, + 4 for S3, + 5 for the BNR feed (nothing
 * listens there unless a test starts a stub), TEST_PG_PORT + 2 for the database, so that each developer's stack (TEST_STACK) keeps clear of the others'.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { closeSync, openSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import S3rver from 's3rver'
import {
  appEnv,
  buildFrontEnd,
  codegen,
  freshLog,
  logPath,
  startDatabase,
  startServer,
  stopServer,
} from '../support/stack.ts'

const root = fileURLToPath(new URL('../../', import.meta.url))

/** The bucket of the stack's S3 server. */
export const S3_BUCKET = 'comunitate'

export interface NodesStack {
  databaseUrl: string
  /** The S3 server's endpoint (the bucket is S3_BUCKET). */
  s3Endpoint: string
  /** The web nodes' base URLs (node A, node B). */
  nodes: string[]
  /** The environment of a worker of this stack (startWorker). */
  workerEnv: Record<string, string>
  /** The port of the BNR feed the stack reads (BNR_FEED_URL). */
  bnrFeedPort: number
  /** What each node's `node ace db:prepare` printed at its start (node A, node B). */
  prepared: string[]
  stop: () => Promise<void>
}

/** What every process of the stack shares (docs/deployment.md, "Environment"). */
function sharedEnv(
  name: string,
  port: number,
  databaseUrl: string,
  s3Endpoint: string,
  bnrFeedPort: number
): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...appEnv(name, port, databaseUrl),
    NODE_ENV: 'production',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'warn',
    SESSION_DRIVER: 'database',
    LIMITER_STORE: 'database',
    QUEUE_WORKERS: 'off',
    // A killed worker's job is found within a second of its silence (heartbeatSeconds), not a
    // minute, and that silence is pg-boss's shortest (10 s), not the imports' 30 s.
    QUEUE_SUPERVISE_SECONDS: '1',
    QUEUE_HEARTBEAT_SECONDS: '10',
    DRIVE_DISK: 's3',
    S3_ENDPOINT: s3Endpoint,
    S3_BUCKET,
    S3_REGION: 'us-east-1',
    // s3rver's own credentials.
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    // Never the real feed.
    BNR_FEED_URL: `http://127.0.0.1:${bnrFeedPort}/nbrfxrates.xml`,
  }
  delete env.QUEUE_JOBS
  return env
}

/** The stack's name: its database, its log (tmp/logs/<name>.log). */
const name = `${process.env.TEST_STACK ?? 'http'}-nodes`

export async function startNodesStack(): Promise<NodesStack> {
  const log = logPath(name)
  freshLog(log)
  const httpPort = Number(process.env.TEST_HTTP_PORT ?? 3334) + 2
  const pgPort = Number(process.env.TEST_PG_PORT ?? 54321) + 2
  const db = await startDatabase({
    name: `comunitate_test_${name}`,
    dataDir: `${root}tmp/postgres/test-${name}`,
    port: pgPort,
    fresh: true,
    url: process.env.TEST_DATABASE_URL?.replace(/\/[^/]*$/, `/comunitate_test_${name}`),
    log,
  })
  const s3 = new S3rver({
    address: '127.0.0.1',
    port: httpPort + 4,
    directory: `${root}tmp/s3rver-${name}`,
    silent: true,
    resetOnClose: true,
    configureBuckets: [{ name: S3_BUCKET }],
  })
  await s3.run()
  const s3Endpoint = `http://127.0.0.1:${httpPort + 4}`
  const bnrFeedPort = httpPort + 5
  const children: ChildProcess[] = []
  const stop = async () => {
    await Promise.all(children.map((child) => stopServer(child)))
    await Promise.all([db.stop(), s3.close()])
  }
  try {
    // The generated code once (a build step); then both nodes start at the same moment, each
    // preparing the database first (`db:prepare`: one migrates, the other waits and finds nothing
    // left to do), then serving.
    codegen()
    buildFrontEnd()

    const nodes = [httpPort, httpPort + 1].map((port) => `http://127.0.0.1:${port}`)
    const prepared: string[] = []
    const servers = await Promise.all(
      [httpPort, httpPort + 1].map(async (port, index) => {
        const env = sharedEnv(name, port, db.url, s3Endpoint, bnrFeedPort)
        prepared[index] = await prepareDatabase(env)
        return startServer(env, nodes[index], log)
      })
    )
    children.push(...servers)
    const workerEnv = Object.fromEntries(
      Object.entries(sharedEnv(name, httpPort, db.url, s3Endpoint, bnrFeedPort)).filter(
        (entry): entry is [string, string] => entry[1] !== undefined
      )
    )
    return { databaseUrl: db.url, s3Endpoint, nodes, workerEnv, bnrFeedPort, prepared, stop }
  } catch (error) {
    await stop()
    throw error
  }
}

/** `node ace db:prepare`, as a node runs it before it serves: its output, or an error if it failed. */
function prepareDatabase(env: NodeJS.ProcessEnv) {
  return new Promise<string>((resolve, reject) => {
    const child = spawn(process.execPath, ['ace', 'db:prepare'], { cwd: root, env })
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')))
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')))
    child.once('exit', (code) =>
      code === 0 ? resolve(output) : reject(new Error(`db:prepare failed:\n${output}`))
    )
  })
}

/**
 * A `node ace queue:work` of the stack, its errors in the stack's log; `stop()` sends SIGTERM and
 * answers its exit code.
 */
export function startWorker(env: Record<string, string>) {
  const fd = openSync(logPath(name), 'a')
  const worker = spawn(process.execPath, ['ace', 'queue:work'], {
    cwd: root,
    env,
    stdio: ['ignore', 'ignore', fd],
  })
  closeSync(fd)
  const exited = new Promise<number | null>((resolve) => worker.once('exit', resolve))
  return {
    process: worker,
    exited,
    stop: async () => {
      if (worker.exitCode === null && worker.signalCode === null) worker.kill('SIGTERM')
      return exited
    },
  }
}

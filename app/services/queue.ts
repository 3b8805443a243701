/** pg-boss on the app's own PostgreSQL: jobs survive restarts without another server (docs/architecture.md, "Queue"). */
import { PgBoss, type Job } from 'pg-boss'
import logger from '@adonisjs/core/services/logger'
import env from '#start/env'

export interface JobOptions {
  /** pg-boss runs each occurrence once, whatever the number of workers. */
  schedule?: { cron: string; tz?: string }
  /** Also enqueued once whenever workers start, when this says so. */
  atStart?: () => Promise<boolean>
  batchSize?: number
  retryLimit?: number
  retryDelay?: number
  /** A job whose worker went silent this long is failed and retried; without it, it waits for its expiry. */
  heartbeatSeconds?: number
  pollingIntervalSeconds?: number
  /** Jobs of one group running at once over every worker on every machine. */
  groupConcurrency?: number
  /** Workers are woken by NOTIFY the moment such a job is sent, instead of at their next poll. */
  wakeWorkers?: boolean
}

interface JobDefinition {
  name: string
  handler: (data: any, job: Job<any>) => Promise<unknown>
  options: JobOptions
}

const jobs = new Map<string, JobDefinition>()
let instance: Promise<PgBoss> | null = null
let working = false

export function registerJob<Data extends object = object>(
  name: string,
  handler: (data: Data, job: Job<Data>) => Promise<unknown>,
  options: JobOptions = {}
) {
  jobs.set(name, { name, handler, options })
}

export function registeredJobs() {
  return [...jobs.keys()]
}

export function queue(): Promise<PgBoss> {
  instance ??= (async () => {
    const supervise = env.get('QUEUE_SUPERVISE_SECONDS')
    const heartbeat = env.get('QUEUE_HEARTBEAT_SECONDS')
    const boss = new PgBoss({
      connectionString: env.get('DATABASE_URL'),
      application_name: 'comunitate-queue',
      schedule: working,
      useListenNotify: working,
      ...(supervise
        ? { superviseIntervalSeconds: supervise, monitorIntervalSeconds: supervise }
        : {}),
    })
    boss.on('error', (error) => logger.error({ err: error }, 'queue: error'))
    await boss.start()
    for (const job of jobs.values()) {
      const options = {
        retryLimit: job.options.retryLimit ?? 2,
        retryDelay: job.options.retryDelay ?? 60,
        // QUEUE_HEARTBEAT_SECONDS shortens the silence allowed of every job that has a heartbeat.
        ...(job.options.heartbeatSeconds
          ? { heartbeatSeconds: heartbeat ?? job.options.heartbeatSeconds }
          : {}),
        notify: job.options.wakeWorkers ?? false,
      }
      await boss.createQueue(job.name, options)
      // createQueue leaves an existing queue as it was: its options follow the code.
      await boss.updateQueue(job.name, options)
    }
    return boss
  })().catch((error) => {
    instance = null
    throw error
  })
  return instance
}

/** Null when a singleton was already waiting. */
export async function enqueue(
  name: string,
  data: object = {},
  options: { singletonKey?: string; group?: string; startAfter?: number } = {}
) {
  if (!jobs.has(name)) throw new Error(`queue: unknown job "${name}"`)
  const boss = await queue()
  const { group, ...rest } = options
  return boss.send(name, data, { ...rest, ...(group ? { group: { id: group } } : {}) })
}

/** Several jobs of one name in one statement. */
export async function enqueueAll(name: string, data: object[]) {
  if (!jobs.has(name)) throw new Error(`queue: unknown job "${name}"`)
  if (data.length === 0) return
  const boss = await queue()
  await boss.insert(
    name,
    data.map((item) => ({ data: item }))
  )
}

export function workersInline() {
  const setting = env.get('QUEUE_WORKERS')
  return setting ? setting === 'inline' : env.get('NODE_ENV') === 'development'
}

function workedJobs() {
  const only = env
    .get('QUEUE_JOBS')
    ?.split(',')
    .map((name) => name.trim())
  return [...jobs.values()].filter((job) => !only || only.includes(job.name))
}

export async function startWorkers() {
  if (instance && !working) {
    // A producer-only instance fires no cron: start again with the schedule on.
    await stopQueue()
  }
  working = true
  const boss = await queue()
  for (const job of workedJobs()) {
    const workOptions = {
      batchSize: job.options.batchSize ?? 1,
      // With NOTIFY on, pg-boss polls rarely by default; a job held back by its group
      // gets no NOTIFY when it may run, so the poll stays as frequent as asked.
      ...(job.options.pollingIntervalSeconds
        ? {
            pollingIntervalSeconds: job.options.pollingIntervalSeconds,
            notifyPollingIntervalSeconds: job.options.pollingIntervalSeconds,
          }
        : {}),
      ...(job.options.groupConcurrency ? { groupConcurrency: job.options.groupConcurrency } : {}),
    }
    await boss.work(job.name, workOptions, async (batch: Job[]) => {
      for (const item of batch) {
        logger.info({ job: job.name, id: item.id }, 'queue: job started')
        await job.handler(item.data, item)
      }
    })
    if (job.options.schedule) {
      await boss.schedule(job.name, job.options.schedule.cron, null, {
        tz: job.options.schedule.tz,
      })
    }
    if (job.options.atStart && (await job.options.atStart())) {
      await boss.send(job.name, {}, { singletonKey: `${job.name}:at-start` })
    }
  }
  // A schedule whose job is no longer registered (a removed job) stops firing.
  for (const schedule of await boss.getSchedules()) {
    if (!jobs.has(schedule.name)) await boss.unschedule(schedule.name, schedule.key)
  }
  logger.info({ jobs: workedJobs().map((job) => job.name) }, 'queue: workers started')
}

export async function stopQueue() {
  const current = instance
  instance = null
  working = false
  if (!current) return
  const boss = await current
  await boss.stop({ graceful: true, timeout: 10_000 })
}

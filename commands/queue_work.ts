import { BaseCommand } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'

/** `node ace queue:work`: works the queue (every job of start/jobs.ts, a preload) until stopped. */
export default class QueueWork extends BaseCommand {
  static commandName = 'queue:work'
  static description = 'Run the queue workers and schedules (pg-boss) until stopped'
  static options: CommandOptions = { startApp: true, staysAlive: true }

  async run() {
    const { startWorkers, stopQueue, registeredJobs } = await import('#services/queue')
    const started = startWorkers()
    // A stop during the start (SIGTERM while schedules are registered) waits for the start first:
    // stopping pg-boss under it would fail the rest of the start and the exit code with it.
    this.app.terminating(async () => {
      await started.catch(() => {})
      await stopQueue()
    })
    process.once('SIGINT', () => this.app.terminate())
    await started
    this.logger.info(`Working the queue: ${registeredJobs().join(', ')}`)
  }
}

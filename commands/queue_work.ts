import { BaseCommand } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'

/** `node ace queue:work`: works the queue (every job of start/jobs.ts, a preload) until stopped. */
export default class QueueWork extends BaseCommand {
  static commandName = 'queue:work'
  static description = 'Run the queue workers and schedules (pg-boss) until stopped'
  static options: CommandOptions = { startApp: true, staysAlive: true }

  async run() {
    const { startWorkers, stopQueue, registeredJobs } = await import('#services/queue')
    this.app.terminating(() => stopQueue())
    process.once('SIGINT', () => this.app.terminate())
    await startWorkers()
    this.logger.info(`Working the queue: ${registeredJobs().join(', ')}`)
  }
}

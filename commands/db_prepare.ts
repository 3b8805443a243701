import { BaseCommand } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'

/** The advisory lock class that lets one process at a time prepare the database. */
const PREPARE_LOCK = 27_032

/**
 * `node ace db:prepare`: the pending migrations, then the reference data (`db:seed`), by one
 * process at a time. A node may run it before it starts: nodes starting together wait for the
 * first (Lucid's own migration lock would make them fail instead), then find nothing left to do.
 * docs/deployment.md, "Migrations on deploy".
 */
export default class DbPrepare extends BaseCommand {
  static commandName = 'db:prepare'
  static description = 'Run pending migrations and load reference data, one process at a time'
  static options: CommandOptions = { startApp: true }

  async run() {
    const db = await this.app.container.make('lucid.db')
    // The lock is the transaction's: a process that dies holding it lets the next one go.
    await db.transaction(async (trx) => {
      await trx.rawQuery('select pg_advisory_xact_lock(?)', [PREPARE_LOCK])
      for (const [name, args] of [
        ['migration:run', ['--force']],
        ['db:seed', []],
      ] as const) {
        const step = await this.kernel.exec(name, [...args])
        if (step.exitCode) {
          this.exitCode = step.exitCode
          this.error = step.error
          return
        }
      }
    })
  }
}

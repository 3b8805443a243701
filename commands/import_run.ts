import { BaseCommand, args } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'

/**
 * `node ace import:run <id>`: runs one contact import now, in this process,
 * as the queue's job does: a queued one, or one left "running" by a worker
 * that died (its transaction was rolled back: it starts again from the file).
 */
export default class ImportRun extends BaseCommand {
  static commandName = 'import:run'
  static description = 'Run a queued contact import (or one a dead worker left running) now'
  static options: CommandOptions = { startApp: true }

  @args.string({ description: 'The import id (imports.id)' })
  declare id: string

  async run() {
    const { runImport } = await import('#services/contact_imports/contact_import_job')
    const { default: ContactImport } = await import('#models/contact_import')
    const { stopQueue } = await import('#services/queue')
    // An import that must wait for its community's running one is queued again: pg-boss then stops.
    this.app.terminating(() => stopQueue())
    await runImport(Number(this.id))
    const contactImport = await ContactImport.find(Number(this.id))
    this.logger.info(`import ${this.id}: ${contactImport?.status ?? 'not found'}`)
    if (contactImport?.status !== 'done') this.exitCode = 1
  }
}

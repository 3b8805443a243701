import { BaseSchema } from '@adonisjs/lucid/schema'
import CountsMigration from './1764400000001_contact_counts.js'

/**
 * The contacts screen counts its contacts with the indexes it has: the counts kept
 * by statement triggers (1764400000001_contact_counts) go, with their triggers.
 */
export default class extends BaseSchema {
  async up() {
    for (const event of ['inserted', 'deleted', 'updated', 'truncated']) {
      this.schema.raw(`drop trigger if exists contact_counts_${event} on contacts`)
      this.schema.raw(`drop function if exists contact_counts_${event}()`)
    }
    this.schema.raw('drop table if exists contact_counts')
  }

  /** The counts and their triggers as the earlier migration makes them (filled from the contacts). */
  async down() {
    await new CountsMigration(this.db, this.file, this.dryRun).execUp()
  }
}

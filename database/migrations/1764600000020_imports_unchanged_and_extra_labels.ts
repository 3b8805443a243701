import { BaseSchema } from '@adonisjs/lucid/schema'

/** The import's own extra keys before they kept their diacritics, and the keys they are now. */
const RENAMED = [
  ['adresa', 'adresă'],
  ['oras', 'oraș'],
  ['tara', 'țară'],
]

/**
 * An import reports the rows that changed nothing as unchanged
 * (`unchanged_count`), and the extra fields it fills keep their Romanian names, so the
 * contact's form and the exports label them "Adresă", "Oraș", "Țară".
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('imports', (table) => {
      table.integer('unchanged_count').notNullable().defaultTo(0)
    })
    this.defer(async (db) => {
      for (const [from, to] of RENAMED) {
        await db.rawQuery(
          `update contacts set extra_data = (extra_data - ?::text) || jsonb_build_object(?::text, extra_data -> ?)
         where jsonb_exists(extra_data, ?) and not jsonb_exists(extra_data, ?)`,
          [from, to, from, from, to]
        )
      }
    })
  }

  async down() {
    this.schema.alterTable('imports', (table) => {
      table.dropColumn('unchanged_count')
    })
  }
}

import { BaseSchema } from '@adonisjs/lucid/schema'
import { tenantRecord } from '#database/schema_helpers'

/**
 * Contact imports (docs/tenant.md). One row per upload: who, which
 * file (kept on Drive until the job has read it), the status, the report's
 * counts and its skipped rows. contacts.import_id and
 * contact_list_members.import_id (reserved by the contacts migration) get their foreign
 * keys: undoing an import deletes what carries its id.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('imports', (table) => {
      tenantRecord(table, this)
      table.integer('user_id').unsigned().nullable().references('users.id').onDelete('SET NULL')
      table.string('file_name', 255).notNullable()
      // The uploaded file's Drive key; null once the job has finished with it.
      table.string('file_key', 255).nullable()
      // The import request (columnMapping, customLabels, lists, checkDuplicates).
      table.jsonb('options').notNullable().defaultTo('{}')
      // queued → running → done | failed; done → undone
      table.string('status', 10).notNullable().defaultTo('queued')
      table.integer('rows_total').notNullable().defaultTo(0)
      table.integer('rows_done').notNullable().defaultTo(0)
      table.integer('created_count').notNullable().defaultTo(0)
      table.integer('updated_count').notNullable().defaultTo(0)
      table.integer('skipped_count').notNullable().defaultTo(0)
      // [{id, title, added}] of the lists the import filled
      table.jsonb('lists').notNullable().defaultTo('[]')
      // [{row, reason, values}] of the rows it skipped
      table.jsonb('skipped').notNullable().defaultTo('[]')
      table.text('error').nullable()
      table.timestamp('created_at').notNullable()
      table.timestamp('finished_at').nullable()
      table.timestamp('undone_at').nullable()
      table.index(['community_id', 'created_at'])
    })
    this.schema.raw(
      `alter table imports add constraint imports_status_check
       check (status in ('queued', 'running', 'done', 'failed', 'undone'))`
    )
    this.schema.alterTable('contacts', (table) => {
      table.foreign('import_id').references('imports.id').onDelete('SET NULL')
    })
    this.schema.alterTable('contact_list_members', (table) => {
      table.foreign('import_id').references('imports.id').onDelete('SET NULL')
      table.index(['community_id', 'import_id'])
    })
  }

  async down() {
    this.schema.alterTable('contact_list_members', (table) => {
      table.dropIndex(['community_id', 'import_id'])
      table.dropForeign('import_id')
    })
    this.schema.alterTable('contacts', (table) => {
      table.dropForeign('import_id')
    })
    this.schema.dropTable('imports')
  }
}

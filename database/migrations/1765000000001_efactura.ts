import { BaseSchema } from '@adonisjs/lucid/schema'
import { tenantRecord } from '#database/schema_helpers'

/**
 * e-Factura (docs/efactura.md): each invoice's or credit note's transmission to ANAF, and each
 * organization's OAuth credentials for ANAF's API (secrets and tokens encrypted by the app).
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('efactura_submissions', (table) => {
      tenantRecord(table, this)
      table.integer('invoice_id').unsigned().notNullable()
      // to_send (de trimis), sent (trimisă), accepted (acceptată), refused (respinsă)
      table.string('state', 16).notNullable().defaultTo('to_send')
      // The XML as sent, so that ANAF's answer always matches the document it judged.
      table.text('xml').nullable()
      table.string('upload_index', 40).nullable()
      table.string('download_id', 40).nullable()
      table.jsonb('messages').notNullable().defaultTo('[]')
      table.integer('attempts').notNullable().defaultTo(0)
      table.timestamp('locked_at', { useTz: true }).nullable()
      table.timestamp('next_attempt_at', { useTz: true }).nullable()
      table.text('last_error').nullable()
      table.string('archive_key', 300).nullable()
      table.timestamp('sent_at', { useTz: true }).nullable()
      table.timestamp('answered_at', { useTz: true }).nullable()
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).nullable()
      table
        .foreign(['community_id', 'invoice_id'])
        .references(['community_id', 'id'])
        .inTable('invoices')
        .onDelete('RESTRICT')
      // One transmission per document: a refused one is sent again on the same row.
      table.unique(['community_id', 'invoice_id'])
    })
    this.schema.raw(`
      alter table efactura_submissions
        add constraint efactura_submissions_state
          check (state in ('to_send', 'sent', 'accepted', 'refused')),
        add constraint efactura_submissions_sent_has_index
          check (state = 'to_send' or upload_index is not null)
    `)
    // The dashboard's late documents and the sender's queue: by state and age.
    this.schema.raw(
      `create index efactura_submissions_open on efactura_submissions (community_id, state, created_at)
         where state <> 'accepted'`
    )

    this.schema.createTable('anaf_credentials', (table) => {
      table.increments('id')
      table
        .integer('organization_id')
        .unsigned()
        .notNullable()
        .unique()
        .references('organizations.id')
        .onDelete('CASCADE')
      table.string('client_id', 200).notNullable()
      // Encrypted with the app's key (encryption service): never stored in clear.
      table.text('client_secret').notNullable()
      table.text('refresh_token').notNullable()
      table.text('access_token').nullable()
      table.timestamp('access_expires_at', { useTz: true }).nullable()
      table.timestamp('refresh_expires_at', { useTz: true }).nullable()
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).nullable()
    })
  }

  async down() {
    this.schema.dropTable('anaf_credentials')
    this.schema.dropTable('efactura_submissions')
  }
}

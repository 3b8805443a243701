import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * GDPR requests and marketing consent (issue 50, part 5; docs/security.md, "GDPR requests and
 * consent"):
 * - `gdpr_requests`: the organization's register of data subjects' requests (access, erasure,
 *   rectification, objection): who asked, when it was received, the contact it concerns, the due
 *   day (one month after receipt, art. 12(3)), when and by whom it was answered, a note. The
 *   contact goes (set null) if its row ever does; the register keeps the requester's name.
 * - `marketing_consents` gains the legal basis (`basis`), the import that recorded it
 *   (`import_id`) and the staff user who did (`recorded_by`); `source` grows to hold
 *   `registration`.
 * - `contacts.erased_at`: an erased contact keeps its row (the invoices' bids point at it) with
 *   its personal data replaced, and type `erased`, which no list shows.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('gdpr_requests', (table) => {
      table.increments('id')
      table.uuid('uid').notNullable().unique().defaultTo(this.raw('gen_random_uuid()'))
      table
        .integer('organization_id')
        .unsigned()
        .notNullable()
        .references('organizations.id')
        .onDelete('CASCADE')
      table.integer('community_id').unsigned().nullable()
      table.integer('contact_id').unsigned().nullable()
      // access (a copy, art. 15 and 20), erasure (art. 17), rectification (art. 16), objection (art. 21)
      table.string('kind', 20).notNullable()
      table.string('requester_name', 200).notNullable()
      table.string('requester_email', 254).nullable()
      table.date('received_on').notNullable()
      table.date('due_on').notNullable()
      table.timestamp('done_at').nullable()
      table.integer('done_by').unsigned().nullable().references('users.id').onDelete('SET NULL')
      table.text('note').notNullable().defaultTo('')
      table.integer('created_by').unsigned().nullable().references('users.id').onDelete('SET NULL')
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').nullable()
      // The register's order and the dashboard's open requests by due day.
      table.index(['organization_id', 'received_on', 'id'])
      table.index(['community_id', 'contact_id'])
    })
    this.schema.raw(`
      alter table gdpr_requests
        add constraint gdpr_requests_kind check (kind in ('access', 'erasure', 'rectification', 'objection')),
        add constraint gdpr_requests_community_fk foreign key (community_id)
          references communities (id) on delete set null,
        add constraint gdpr_requests_contact_fk foreign key (community_id, contact_id)
          references contacts (community_id, id) on delete set null (contact_id)
    `)
    this.schema.raw(
      'create index gdpr_requests_open_due on gdpr_requests (organization_id, due_on) where done_at is null'
    )

    this.schema.alterTable('marketing_consents', (table) => {
      table.string('basis', 30).notNullable().defaultTo('consent')
      table.integer('import_id').unsigned().nullable().references('imports.id').onDelete('SET NULL')
      table.integer('recorded_by').unsigned().nullable().references('users.id').onDelete('SET NULL')
      table.index(['import_id'])
    })
    this.schema.raw(`alter table marketing_consents alter column source type varchar(20)`)

    this.schema.alterTable('contacts', (table) => {
      table.timestamp('erased_at').nullable()
    })
  }

  async down() {
    this.schema.alterTable('contacts', (table) => {
      table.dropColumn('erased_at')
    })
    this.schema.alterTable('marketing_consents', (table) => {
      table.dropColumn('recorded_by')
      table.dropColumn('import_id')
      table.dropColumn('basis')
    })
    this.schema.dropTable('gdpr_requests')
  }
}

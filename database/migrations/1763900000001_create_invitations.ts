import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Invitations to create an account (users issue), and the moment a user
 * confirmed their address by accepting one.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('invitations', (table) => {
      table.increments('id')
      table.uuid('uid').notNullable().unique().defaultTo(this.raw('gen_random_uuid()'))
      table.string('first_name', 100).notNullable()
      table.string('last_name', 100).notNullable()
      table.string('email', 254).notNullable()
      table.string('phone_number', 30).notNullable()
      table
        .integer('organization_id')
        .unsigned()
        .nullable()
        .references('organizations.id')
        .onDelete('CASCADE')
      table.string('organization_name', 200).nullable()
      table.string('role', 50).notNullable()
      // SHA-256 (hex) of a 256-bit random token; the token itself is only in the e-mail.
      table.string('token_hash', 64).notNullable().unique()
      table.timestamp('expires_at').notNullable()
      table.timestamp('delivered_at').nullable()
      table.timestamp('verified_at').nullable()
      table.integer('invited_by').unsigned().nullable().references('users.id').onDelete('SET NULL')
      table.integer('user_id').unsigned().nullable().references('users.id').onDelete('SET NULL')
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').nullable()
      table.index(['organization_id'])
    })
    // At most one pending invitation per address, regardless of case.
    this.schema.raw(
      'create unique index invitations_pending_email_unique on invitations (lower(email)) where verified_at is null'
    )

    this.schema.alterTable('users', (table) => {
      table.timestamp('verified_at').nullable()
    })
  }

  async down() {
    this.schema.alterTable('users', (table) => {
      table.dropColumn('verified_at')
    })
    this.schema.dropTable('invitations')
  }
}

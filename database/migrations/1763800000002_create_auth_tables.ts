import { BaseSchema } from '@adonisjs/lucid/schema'

export default class extends BaseSchema {
  async up() {
    this.schema.createTable('remember_me_tokens', (table) => {
      table.increments('id')
      table
        .integer('tokenable_id')
        .unsigned()
        .notNullable()
        .references('users.id')
        .onDelete('CASCADE')
      table.string('hash').notNullable().unique()
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').notNullable()
      table.timestamp('expires_at').notNullable()
    })

    this.schema.createTable('password_reset_tokens', (table) => {
      table.increments('id')
      table.integer('user_id').unsigned().notNullable().references('users.id').onDelete('CASCADE')
      // SHA-256 of a 256-bit random token; the token itself is only in the e-mail.
      table.string('token_hash', 64).notNullable().unique()
      table.timestamp('expires_at').notNullable()
      table.timestamp('used_at').nullable()
      table.timestamp('created_at').notNullable().defaultTo(this.now())
    })

    this.schema.createTable('sessions', (table) => {
      table.string('id').primary()
      table.text('data').notNullable()
      table.string('user_id').nullable().index()
      table.timestamp('expires_at').notNullable().index()
    })

    this.schema.createTable('rate_limits', (table) => {
      table.string('key', 255).notNullable().primary()
      table.integer('points', 9).notNullable().defaultTo(0)
      table.bigint('expire').unsigned()
    })

    this.schema.createTable('mailbox_messages', (table) => {
      table.increments('id')
      table.string('from').notNullable()
      table.text('to').notNullable()
      table.string('subject').notNullable()
      table.text('html').nullable()
      table.text('text').nullable()
      table.timestamp('created_at').notNullable().defaultTo(this.now())
      table.index(['created_at'])
    })
  }

  async down() {
    for (const name of [
      'mailbox_messages',
      'rate_limits',
      'sessions',
      'password_reset_tokens',
      'remember_me_tokens',
    ]) {
      this.schema.dropTable(name)
    }
  }
}

import { BaseSchema } from '@adonisjs/lucid/schema'
import { communityColumn } from '#database/schema_helpers'

export default class extends BaseSchema {
  async up() {
    this.schema.createTable('roles', (table) => {
      table.increments('id')
      table.string('name', 50).notNullable().unique()
      table.timestamp('created_at').notNullable().defaultTo(this.now())
    })

    this.schema.createTable('users', (table) => {
      table.increments('id')
      table.uuid('uid').notNullable().unique().defaultTo(this.raw('gen_random_uuid()'))
      table.string('first_name', 100).notNullable()
      table.string('last_name', 100).notNullable()
      table.string('email', 254).notNullable()
      table.string('phone_number', 30).nullable()
      table.string('password').notNullable()
      table.enu('status', ['active', 'pending', 'inactive']).notNullable().defaultTo('active')
      table.string('avatar').nullable()
      table.string('document').nullable()
      table.string('locale', 5).notNullable().defaultTo('ro')
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').nullable()
    })
    // E-mail addresses are unique regardless of case.
    this.schema.raw('create unique index users_email_lower_unique on users (lower(email))')

    this.schema.createTable('organizations', (table) => {
      table.increments('id')
      table.uuid('uid').notNullable().unique().defaultTo(this.raw('gen_random_uuid()'))
      table.string('name', 200).notNullable()
      table.string('slug', 100).notNullable().unique()
      table.string('url').nullable()
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').nullable()
    })

    this.schema.createTable('user_roles', (table) => {
      table.increments('id')
      table.integer('user_id').unsigned().notNullable().references('users.id').onDelete('CASCADE')
      table.integer('role_id').unsigned().notNullable().references('roles.id').onDelete('CASCADE')
      table
        .integer('organization_id')
        .unsigned()
        .nullable()
        .references('organizations.id')
        .onDelete('CASCADE')
      table.timestamp('created_at').notNullable().defaultTo(this.now())
      table.unique(['user_id', 'role_id', 'organization_id'])
    })

    this.schema.createTable('communities', (table) => {
      table.increments('id')
      table.uuid('uid').notNullable().unique().defaultTo(this.raw('gen_random_uuid()'))
      table
        .integer('organization_id')
        .unsigned()
        .notNullable()
        .references('organizations.id')
        .onDelete('RESTRICT')
      table.string('name', 200).notNullable()
      table.string('slug', 100).notNullable().unique()
      table.text('description').nullable()
      table.string('url').nullable()
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').nullable()
      table.index(['organization_id'])
    })

    this.schema.createTable('modules', (table) => {
      table.increments('id')
      table.string('name', 100).notNullable()
      table.string('slug', 100).notNullable().unique()
      table.text('description').nullable()
    })

    this.schema.createTable('community_modules', (table) => {
      communityColumn(table)
      table
        .integer('module_id')
        .unsigned()
        .notNullable()
        .references('modules.id')
        .onDelete('CASCADE')
      table.timestamp('created_at').notNullable().defaultTo(this.now())
      table.primary(['community_id', 'module_id'])
    })
  }

  async down() {
    for (const name of [
      'community_modules',
      'modules',
      'communities',
      'user_roles',
      'organizations',
      'users',
      'roles',
    ]) {
      this.schema.dropTable(name)
    }
  }
}

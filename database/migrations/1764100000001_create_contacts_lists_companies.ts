import { BaseSchema } from '@adonisjs/lucid/schema'
import { tenantLink, tenantRecord } from '#database/schema_helpers'

/**
 * Contacts, lists and companies of a community (docs/tenant.md).
 *
 * Search: `contacts.search` is a stored, normalised text (lower case, no
 * diacritics) of first name, last name, email and phone, with a GIN trigram
 * index (with the community, through btree_gin), so "stefan" finds "Ștefan" by any part of any field. unaccent() is
 * only STABLE, so an IMMUTABLE wrapper with the dictionary named explicitly
 * makes it usable in a generated column.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.raw('create extension if not exists pg_trgm')
    this.schema.raw('create extension if not exists unaccent')
    this.schema.raw('create extension if not exists btree_gin')
    this.schema.raw(`
      create or replace function immutable_unaccent(text) returns text
      language sql immutable parallel safe strict
      as $$ select public.unaccent('public.unaccent'::regdictionary, $1) $$
    `)

    this.schema.createTable('contacts', (table) => {
      tenantRecord(table, this)
      table.string('first_name', 100).notNullable()
      table.string('last_name', 100).notNullable()
      table.string('email', 254).nullable()
      table.string('phone_number', 20).nullable()
      table.jsonb('extra_data').notNullable().defaultTo('{}')
      // 'contact' (the contacts screen) or 'event_contact' (an event's contact person).
      table.string('type', 20).notNullable().defaultTo('contact')
      // The import that created the contact (the imports migration adds its foreign key).
      table.integer('import_id').nullable()
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').nullable()
      table.index(['community_id', 'import_id'])
    })
    this.schema.raw(`
      alter table contacts add column search text generated always as (
        lower(immutable_unaccent(
          first_name || ' ' || last_name || ' ' || coalesce(email, '') || ' ' || coalesce(phone_number, '')
        ))
      ) stored
    `)
    // btree_gin lets one GIN index hold the community and the trigrams together.
    this.schema.raw(
      'create index contacts_community_search_trgm on contacts using gin (community_id, search gin_trgm_ops)'
    )
    // The contacts screen (type 'contact') in each of its orders: a page is read from the index
    // in order, and its ids by an index-only scan (list_query's deferred join), at any offset.
    for (const [name, columns] of [
      ['id', 'id'],
      ['first_name', 'lower(first_name), id'],
      ['last_name', 'lower(last_name), id'],
      ['email', 'lower(email), id'],
      ['phone_number', 'phone_number, id'],
    ]) {
      this.schema.raw(
        `create index contacts_screen_${name} on contacts (community_id, type, ${columns})`
      )
    }
    this.schema.raw(
      'create unique index contacts_community_email_unique on contacts (community_id, lower(email)) where email is not null'
    )

    this.schema.createTable('contact_lists', (table) => {
      tenantRecord(table, this)
      table.string('title', 150).notNullable()
      table.string('description', 1000).notNullable()
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').nullable()
    })

    // A contact's membership of a list. The composite foreign keys make a
    // membership across two communities impossible, whatever the code does.
    this.schema.createTable('contact_list_members', (table) => {
      tenantLink(table, [
        ['contact_list_id', 'contact_lists'],
        ['contact_id', 'contacts'],
      ])
      // The import that added the membership (undone with it).
      table.integer('import_id').nullable()
      table.timestamp('created_at').notNullable().defaultTo(this.now())
    })

    this.schema.createTable('companies', (table) => {
      tenantRecord(table, this)
      table.string('name', 200).notNullable()
      table.string('website', 500).notNullable()
      table.string('type', 20).notNullable()
      table.string('status', 20).notNullable()
      table.string('logo').nullable()
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').nullable()
    })
    this.schema.raw(
      'create index companies_community_name on companies (community_id, lower(name), id)'
    )
  }

  async down() {
    for (const name of ['companies', 'contact_list_members', 'contact_lists', 'contacts']) {
      this.schema.dropTable(name)
    }
    this.schema.raw('drop function if exists immutable_unaccent(text)')
  }
}

import { BaseSchema } from '@adonisjs/lucid/schema'
import { tenantLink, tenantRecord } from '#database/schema_helpers'
import { LINK_FIELDS } from '#shared/blocks'

/**
 * Events and their partner/sponsor companies (docs/events.md).
 *
 * - `events`: a community's record; money in EUR cents like products; the product and the
 *   event contact are composite foreign keys (same community), set to null when they go;
 *   a stored, normalised search text of the name with a trigram index (like products).
 * - `event_companies`: a company is a partner or a sponsor of an event, never both (one row per
 *   event and company; docs/decisions.md, "Events").
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('events', (table) => {
      tenantRecord(table, this)
      table.string('name', 200).notNullable()
      table.text('description').notNullable()
      table.string('event_visibility', 20).notNullable()
      table.specificType('event_types', 'text[]').notNullable().defaultTo('{}')
      table.string('event_promo', 20).nullable()
      table.integer('product_id').nullable()
      table.string('whom_text', 100).notNullable()
      table.string('uvp_text', 60).notNullable()
      table.timestamp('start_at', { useTz: true }).notNullable()
      table.timestamp('end_at', { useTz: true }).notNullable()
      table.integer('attendees_limit').notNullable()
      // EUR cents: at most 1,000,000.00 EUR (as products.price_cents).
      table.integer('attendees_price_cents').notNullable()
      table.jsonb('promises').notNullable().defaultTo('[]')
      table.integer('contact_id').nullable()
      table.string('address', 200).nullable()
      table.double('latitude').nullable()
      table.double('longitude').nullable()
      table.string('entrance', 20).nullable()
      table.string('floor', 20).nullable()
      table.string('apartment', 20).nullable()
      table.specificType('suitable_for', 'text[]').notNullable().defaultTo('{}')
      table.text('uvp').nullable()
      table.text('why_to_come').nullable()
      table.text('trust_el_text').nullable()
      table.string('hero_image').nullable()
      table.string('trust_el_image').nullable()
      table.string('primary_color', 7).nullable()
      table.string('secondary_color', 7).nullable()
      for (const link of LINK_FIELDS) {
        table.string(link, 500).nullable()
      }
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').nullable()
    })
    // The product and the contact stay in the event's community; their deletion empties only
    // the event's column (PostgreSQL 15+: SET NULL of a column list).
    this.schema.raw(`
      alter table events
        add constraint events_dates check (end_at > start_at),
        add constraint events_attendees_limit check (attendees_limit >= 0),
        add constraint events_price_range check (attendees_price_cents between 0 and 100000000),
        add constraint events_product_fk foreign key (community_id, product_id)
          references products (community_id, id) on delete set null (product_id),
        add constraint events_contact_fk foreign key (community_id, contact_id)
          references contacts (community_id, id) on delete set null (contact_id),
        add column search text generated always as (lower(immutable_unaccent(name))) stored
    `)
    this.schema.raw('create index events_community_start on events (community_id, start_at, id)')
    // The list's default order: how many have not ended and the earliest start among them,
    // index only (event_list.ts, upcomingFirstPage); also the sort by end date.
    this.schema.raw(
      'create index events_community_end on events (community_id, end_at, start_at, id)'
    )
    this.schema.raw(
      'create index events_community_search_trgm on events using gin (community_id, search gin_trgm_ops)'
    )
    this.schema.raw('create index events_product on events (community_id, product_id)')
    this.schema.raw('create index events_contact on events (community_id, contact_id)')

    // An event contact is no contact of the contacts screen: its e-mail may be any contact's
    // (two events, a copy, a member as the event's contact), so the unique e-mail is the screen's.
    this.schema.raw('drop index contacts_community_email_unique')
    this.schema.raw(
      `create unique index contacts_community_email_unique on contacts (community_id, lower(email)) where email is not null and type = 'contact'`
    )

    this.schema.createTable('event_companies', (table) => {
      tenantLink(table, [
        ['event_id', 'events'],
        ['company_id', 'companies'],
      ])
      table.string('role', 10).notNullable()
    })
    this.schema.raw(
      `alter table event_companies add constraint event_companies_role check (role in ('partner', 'sponsor'))`
    )
  }

  async down() {
    this.schema.dropTable('event_companies')
    this.schema.dropTable('events')
    this.schema.raw('drop index contacts_community_email_unique')
    this.schema.raw(
      'create unique index contacts_community_email_unique on contacts (community_id, lower(email)) where email is not null'
    )
  }
}

import { BaseSchema } from '@adonisjs/lucid/schema'
import { tenantRecord } from '#database/schema_helpers'

/**
 * Attendees of events (docs/events.md, "Attendees").
 *
 * - `event_registrations`: one per e-mail and event, with its state; the person's contact (a
 *   composite foreign key, kept in the community); the consent's time and text version; the
 *   secret of the person's links stored as a SHA-256 hash.
 * - `event_tickets`: one per registration that got a place, with its unguessable code and its
 *   check-in (when and by whom).
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('event_registrations', (table) => {
      tenantRecord(table, this)
      table.integer('event_id').notNullable()
      table.integer('contact_id').nullable()
      table.string('first_name', 100).notNullable()
      table.string('last_name', 100).notNullable()
      table.string('email', 254).notNullable()
      table.string('phone', 30).nullable()
      table.string('status', 20).notNullable()
      table.string('source', 10).notNullable().defaultTo('api')
      table.string('locale', 5).notNullable().defaultTo('ro')
      table.timestamp('consent_at', { useTz: true }).nullable()
      table.string('consent_version', 40).nullable()
      table.timestamp('held_until', { useTz: true }).nullable()
      table.timestamp('offer_expires_at', { useTz: true }).nullable()
      table.timestamp('waiting_since', { useTz: true }).nullable()
      table.timestamp('email_confirmed_at', { useTz: true }).nullable()
      table.timestamp('confirmed_at', { useTz: true }).nullable()
      table.timestamp('cancelled_at', { useTz: true }).nullable()
      table.string('cancel_reason', 20).nullable()
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).nullable()
    })
    this.schema.raw(`
      alter table event_registrations
        add constraint event_registrations_status check
          (status in ('held', 'confirmed', 'waiting', 'offered', 'cancelled', 'checked_in')),
        add constraint event_registrations_source check (source in ('api', 'admin')),
        add constraint event_registrations_event_fk foreign key (community_id, event_id)
          references events (community_id, id) on delete cascade,
        add constraint event_registrations_contact_fk foreign key (community_id, contact_id)
          references contacts (community_id, id) on delete set null (contact_id),
        add column search text generated always as (
          lower(immutable_unaccent(first_name || ' ' || last_name || ' ' || email || ' ' || coalesce(phone, '')))
        ) stored
    `)
    // One registration per e-mail and event: asking again finds it.
    this.schema.raw(
      'create unique index event_registrations_email on event_registrations (event_id, lower(email))'
    )
    // The counts and the places taken (by state), the waiting list in order, the tab's pages.
    this.schema.raw(
      'create index event_registrations_event_status on event_registrations (event_id, status, waiting_since, id)'
    )
    this.schema.raw(
      'create index event_registrations_event_created on event_registrations (community_id, event_id, created_at, id)'
    )
    this.schema.raw(
      'create index event_registrations_search_trgm on event_registrations using gin (event_id, search gin_trgm_ops)'
    )
    this.schema.raw(
      'create index event_registrations_contact on event_registrations (community_id, contact_id)'
    )
    // The sweep: holds and offers past their time.
    this.schema.raw(
      "create index event_registrations_held_until on event_registrations (held_until) where status = 'held'"
    )
    this.schema.raw(
      "create index event_registrations_offer_expires on event_registrations (offer_expires_at) where status = 'offered'"
    )

    this.schema.createTable('event_tickets', (table) => {
      tenantRecord(table, this)
      table.integer('event_id').notNullable()
      table.integer('registration_id').notNullable().unique()
      table.string('code', 20).notNullable().unique()
      table.timestamp('checked_in_at', { useTz: true }).nullable()
      table.integer('checked_in_by').nullable().references('users.id').onDelete('SET NULL')
      table.timestamp('created_at', { useTz: true }).notNullable()
    })
    this.schema.raw(`
      alter table event_tickets
        add constraint event_tickets_event_fk foreign key (community_id, event_id)
          references events (community_id, id) on delete cascade,
        add constraint event_tickets_registration_fk foreign key (community_id, registration_id)
          references event_registrations (community_id, id) on delete cascade
    `)
    this.schema.raw('create index event_tickets_event on event_tickets (community_id, event_id)')
    this.schema.raw('create index event_tickets_checked_in_by on event_tickets (checked_in_by)')
  }

  async down() {
    this.schema.dropTable('event_tickets')
    this.schema.dropTable('event_registrations')
  }
}

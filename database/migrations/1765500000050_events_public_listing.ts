import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * The public events answer (`Event.listedIn`) reads a community's public events in start order
 * and counts those not ended: both from this partial index, the count without reading a row
 * (`end_at` is included). `places_taken` and `updated_at` stay out of it: the registrations'
 * counters change `places_taken` on every registration, which stays a HOT update.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.raw(
      `create index events_public_start on events (community_id, start_at, id) include (end_at)
       where event_visibility = 'public'`
    )
  }

  async down() {
    this.schema.raw('drop index events_public_start')
  }
}

import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * The auction closes (docs/auction.md, "States"): a lot closed early records who closed it and
 * when (its end then is that moment); a bid records its withdrawal (who recorded it, when, why)
 * and an award to it after the close (who, when, why). A lot's state and its cars' winners are
 * read from these columns and the clock: nothing is written when a lot's end passes.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('lots', (table) => {
      table.timestamp('closed_at', { useTz: true }).nullable()
      table.integer('closed_by').unsigned().nullable()
      table.foreign('closed_by').references('id').inTable('users').onDelete('SET NULL')
    })
    this.schema.raw(`
      alter table lots
        add constraint lots_closed_at_is_end check (closed_at is null or closed_at = ends_at)
    `)

    this.schema.alterTable('bids', (table) => {
      table.timestamp('withdrawn_at', { useTz: true }).nullable()
      table.integer('withdrawn_by').unsigned().nullable()
      table.string('withdrawal_reason', 500).nullable()
      table.timestamp('awarded_at', { useTz: true }).nullable()
      table.integer('awarded_by').unsigned().nullable()
      table.string('award_reason', 500).nullable()
      table.foreign('withdrawn_by').references('id').inTable('users').onDelete('SET NULL')
      table.foreign('awarded_by').references('id').inTable('users').onDelete('SET NULL')
    })
    this.schema.raw(`
      alter table bids
        add constraint bids_withdrawal check ((withdrawn_at is null) = (withdrawal_reason is null)),
        add constraint bids_award check ((awarded_at is null) = (award_reason is null))
    `)
    // A car's awards after the close, latest first (the car's winner).
    this.schema.raw(
      `create index bids_car_awarded on bids (community_id, car_id, awarded_at desc)
         where awarded_at is not null`
    )
  }

  async down() {
    this.schema.raw('drop index bids_car_awarded')
    this.schema.alterTable('bids', (table) => {
      table.dropForeign('withdrawn_by')
      table.dropForeign('awarded_by')
      table.dropColumn('withdrawn_at')
      table.dropColumn('withdrawn_by')
      table.dropColumn('withdrawal_reason')
      table.dropColumn('awarded_at')
      table.dropColumn('awarded_by')
      table.dropColumn('award_reason')
    })
    // Their check constraints go with the columns.
    this.schema.alterTable('lots', (table) => {
      table.dropForeign('closed_by')
      table.dropColumn('closed_at')
      table.dropColumn('closed_by')
    })
  }
}

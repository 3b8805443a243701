import { BaseSchema } from '@adonisjs/lucid/schema'
import { tenantRecord } from '#database/schema_helpers'

/**
 * Lots, cars, bids, invoice series and invoices (docs/auction.md).
 *
 * - `lots` hold `cars`; a car's lot and a bid's car and contact are composite foreign keys
 *   (same community). A lot's deletion takes its cars with it, but a car with bids cannot go
 *   (restrict): the screens refuse first, with a message.
 * - `bids`: a contact's offer in EUR cents; the contact's deletion keeps the bid (contact_id
 *   set to null: an issued invoice has its own copy of the buyer).
 * - `invoice_series` hand out numbers (`next_number`, taken with update … returning inside the
 *   issuing transaction); `invoices` copy the buyer and the line at issue time, and at most one
 *   of a bid's invoices is live (partial unique index on bid_id where status = 'issued').
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('lots', (table) => {
      tenantRecord(table, this)
      table.string('title', 200).notNullable()
      table.timestamp('starts_at', { useTz: true }).notNullable()
      table.timestamp('ends_at', { useTz: true }).notNullable()
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').nullable()
    })
    this.schema.raw(`
      alter table lots
        add constraint lots_dates check (ends_at > starts_at),
        add column search text generated always as (lower(immutable_unaccent(title))) stored
    `)
    this.schema.raw('create index lots_community_starts on lots (community_id, starts_at desc, id)')

    this.schema.createTable('cars', (table) => {
      tenantRecord(table, this)
      table.integer('lot_id').unsigned().notNullable()
      table.string('make', 60).notNullable()
      table.string('model', 60).notNullable()
      table.smallint('year').notNullable()
      table.text('description').notNullable()
      table.integer('starting_price_cents').notNullable()
      table.string('photo').nullable()
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').nullable()
      table
        .foreign(['community_id', 'lot_id'])
        .references(['community_id', 'id'])
        .inTable('lots')
        .onDelete('CASCADE')
      table.index(['community_id', 'lot_id'])
    })
    this.schema.raw(`
      alter table cars
        add constraint cars_year check (year between 1900 and 2100),
        add constraint cars_description_length check (char_length(description) <= 1500),
        add constraint cars_starting_price_range check (starting_price_cents between 0 and 100000000)
    `)

    this.schema.createTable('bids', (table) => {
      tenantRecord(table, this)
      table.integer('car_id').unsigned().notNullable()
      table.integer('contact_id').unsigned().nullable()
      table.integer('amount_cents').notNullable()
      table.timestamp('placed_at', { useTz: true }).notNullable().defaultTo(this.now())
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').nullable()
      table
        .foreign(['community_id', 'car_id'])
        .references(['community_id', 'id'])
        .inTable('cars')
        .onDelete('RESTRICT')
      table.index(['community_id', 'contact_id'])
    })
    this.schema.raw(`
      alter table bids
        add constraint bids_amount_range check (amount_cents between 1 and 100000000),
        add constraint bids_contact_fk foreign key (community_id, contact_id)
          references contacts (community_id, id) on delete set null (contact_id)
    `)
    // The car page (its bids, highest first) and the bids table (newest first).
    this.schema.raw(
      'create index bids_car_amount on bids (community_id, car_id, amount_cents desc, id)'
    )
    this.schema.raw(
      'create index bids_community_placed on bids (community_id, placed_at desc, id desc)'
    )

    this.schema.createTable('invoice_series', (table) => {
      tenantRecord(table, this)
      table.string('code', 10).notNullable()
      table.integer('next_number').notNullable().defaultTo(1)
      table.timestamp('created_at').notNullable().defaultTo(this.now())
      table.timestamp('updated_at').nullable()
      table.unique(['community_id', 'code'])
    })
    this.schema.raw(
      'alter table invoice_series add constraint invoice_series_next_number check (next_number >= 1)'
    )

    this.schema.createTable('invoices', (table) => {
      tenantRecord(table, this)
      table.integer('bid_id').unsigned().notNullable()
      table.string('series_code', 10).notNullable()
      table.integer('number').notNullable()
      table.date('issue_date').notNullable()
      table.date('due_date').notNullable()
      table.string('buyer_name', 201).notNullable()
      table.string('buyer_email', 254).nullable()
      table.string('buyer_address', 500).nullable()
      // The line, copied at issue time.
      table.string('car_make', 60).notNullable()
      table.string('car_model', 60).notNullable()
      table.smallint('car_year').notNullable()
      table.string('lot_title', 200).notNullable()
      table.integer('amount_cents').notNullable()
      table.decimal('vat_rate', 5, 2).notNullable()
      table.integer('vat_cents').notNullable()
      table.integer('total_cents').notNullable()
      table.decimal('eur_ron_rate', 10, 4).notNullable()
      table.date('rate_date').notNullable()
      table.bigInteger('total_ron_bani').notNullable()
      table.string('status', 10).notNullable().defaultTo('issued')
      table.timestamp('cancelled_at', { useTz: true }).nullable()
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').nullable()
      table
        .foreign(['community_id', 'bid_id'])
        .references(['community_id', 'id'])
        .inTable('bids')
        .onDelete('RESTRICT')
      table
        .foreign(['community_id', 'series_code'])
        .references(['community_id', 'code'])
        .inTable('invoice_series')
        .onDelete('RESTRICT')
      table.unique(['community_id', 'series_code', 'number'])
    })
    this.schema.raw(`
      alter table invoices
        add constraint invoices_number_positive check (number >= 1),
        add constraint invoices_dates check (due_date >= issue_date),
        add constraint invoices_vat_rate_range check (vat_rate between 0 and 100),
        add constraint invoices_amounts check (amount_cents > 0 and vat_cents >= 0 and total_cents = amount_cents + vat_cents),
        add constraint invoices_rate_positive check (eur_ron_rate > 0),
        add constraint invoices_status check (status in ('issued', 'cancelled')),
        add constraint invoices_cancelled_at check ((status = 'cancelled') = (cancelled_at is not null)),
        add column search text generated always as (lower(immutable_unaccent(
          series_code || ' ' || number::text || ' ' || series_code || number::text || ' ' ||
          buyer_name || ' ' || coalesce(buyer_email, '')
        ))) stored
    `)
    // A bid has at most one live invoice: the server's refusal of a second one rests on it.
    this.schema.raw(
      "create unique index invoices_one_issued_per_bid on invoices (bid_id) where status = 'issued'"
    )
    this.schema.raw('create index invoices_community_bid on invoices (community_id, bid_id)')
    this.schema.raw(
      'create index invoices_community_issued on invoices (community_id, issue_date desc, id desc)'
    )
    this.schema.raw(
      'create index invoices_community_search_trgm on invoices using gin (community_id, search gin_trgm_ops)'
    )
  }

  async down() {
    for (const name of ['invoices', 'invoice_series', 'bids', 'cars', 'lots']) {
      this.schema.dropTable(name)
    }
  }
}

import { BaseSchema } from '@adonisjs/lucid/schema'
import { tenantLink, tenantRecord } from '#database/schema_helpers'

/**
 * The EUR→RON exchange rate, products and segments (docs/tenant.md).
 *
 * - `exchange_rates`: one row a day (platform-wide), read by the product form and
 *   GET /ajax/exchange-rate, written by the daily job from the BNR feed.
 * - `products`: money in integer cents (never a float), soft-deleted through
 *   `deleted_at`; a stored, normalised search text of the name with a trigram
 *   index (like contacts) and one partial index per state filter.
 * - `segments` and `segment_products`: a segment's products; the composite
 *   foreign keys keep both sides in the segment's community.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('exchange_rates', (table) => {
      table.increments('id')
      // The day the National Bank of Romania published the rate for.
      table.date('date').notNullable().unique()
      table.decimal('eurron', 10, 4).notNullable()
      table.timestamp('created_at').notNullable().defaultTo(this.now())
    })
    this.schema.raw(
      'alter table exchange_rates add constraint exchange_rates_eurron_positive check (eurron > 0)'
    )

    this.schema.createTable('products', (table) => {
      tenantRecord(table, this)
      table.string('name', 200).notNullable()
      table.string('description_short', 250).notNullable()
      table.text('description_long').notNullable()
      table.string('product_type', 30).notNullable()
      table.string('product_payment_type', 30).notNullable()
      table.string('product_delivery_type', 30).notNullable()
      table.string('product_format_type', 30).notNullable()
      // EUR cents: at most 1,000,000.00 EUR.
      table.integer('price_cents').notNullable()
      table.integer('promo_price_cents').notNullable()
      table.string('external_link', 500).nullable()
      table.boolean('stripe_required').notNullable().defaultTo(false)
      table.boolean('membership_required').notNullable().defaultTo(false)
      table.boolean('subscription_required').notNullable().defaultTo(false)
      table.string('image').nullable()
      table.timestamp('deleted_at').nullable()
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').nullable()
    })
    this.schema.raw(`
      alter table products
        add constraint products_price_range check (price_cents between 0 and 100000000),
        add constraint products_promo_range check (promo_price_cents between 0 and price_cents),
        add column search text generated always as (lower(immutable_unaccent(name))) stored
    `)
    this.schema.raw(
      'create index products_community_search_trgm on products using gin (community_id, search gin_trgm_ops)'
    )
    this.schema.raw(
      'create index products_community_active on products (community_id, id) where deleted_at is null'
    )
    this.schema.raw(
      'create index products_community_deleted on products (community_id, id) where deleted_at is not null'
    )
    this.schema.raw(
      'create index products_community_name on products (community_id, lower(name), id)'
    )

    this.schema.createTable('segments', (table) => {
      tenantRecord(table, this)
      table.string('name', 150).notNullable()
      table.string('code', 50).notNullable()
      table.integer('priority').notNullable()
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').nullable()
    })
    this.schema.raw(
      'create unique index segments_community_code_unique on segments (community_id, lower(code))'
    )
    this.schema.raw(
      'create index segments_community_name on segments (community_id, lower(name), id)'
    )

    this.schema.createTable('segment_products', (table) => {
      tenantLink(table, [
        ['segment_id', 'segments'],
        ['product_id', 'products'],
      ])
    })
  }

  async down() {
    for (const name of ['segment_products', 'segments', 'products', 'exchange_rates']) {
      this.schema.dropTable(name)
    }
  }
}

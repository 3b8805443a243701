import { BaseSchema } from '@adonisjs/lucid/schema'
import { VAT_RATES_SEED } from '#database/data/vat_rates'

/**
 * VAT rates by date (docs/auction.md, "VAT rates"): `vat_rates`, platform-wide, seeded with the
 * rates of database/data/vat_rates.ts. On each invoice, what it states as issued: the exemption
 * of a 0 % rate (its VATEX code and reason) and the delivery date (the lot's close).
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('vat_rates', (table) => {
      table.increments('id')
      table.string('kind', 10).notNullable()
      table.decimal('percent', 5, 2).notNullable()
      table.date('valid_from').notNullable()
      table.date('valid_until').nullable()
      table.string('exemption_code', 30).nullable()
      table.string('exemption_reason', 200).nullable()
      table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(this.now())
    })
    this.schema.raw(`
      alter table vat_rates
        add constraint vat_rates_kind check (kind in ('standard', 'reduced', 'exempt')),
        add constraint vat_rates_percent check (percent >= 0 and percent < 100
          and (kind = 'exempt') = (percent = 0)),
        add constraint vat_rates_exemption check ((kind = 'exempt') = (exemption_reason is not null)),
        add constraint vat_rates_period check (valid_until is null or valid_until >= valid_from)
    `)
    this.defer(async (db) => {
      await db.table('vat_rates').multiInsert(
        VAT_RATES_SEED.map((rate) => ({
          kind: rate.kind,
          percent: rate.percent,
          valid_from: rate.validFrom,
          valid_until: rate.validUntil,
          exemption_code: rate.exemptionCode,
          exemption_reason: rate.exemptionReason,
        }))
      )
    })

    this.schema.alterTable('invoices', (table) => {
      table.string('vat_exemption_code', 30).nullable()
      table.string('vat_exemption_reason', 200).nullable()
      table.date('delivery_date').nullable()
    })
  }

  async down() {
    this.schema.alterTable('invoices', (table) => {
      table.dropColumn('vat_exemption_code')
      table.dropColumn('vat_exemption_reason')
      table.dropColumn('delivery_date')
    })
    this.schema.dropTable('vat_rates')
  }
}

import { BaseSchema } from '@adonisjs/lucid/schema'
import { COUNTIES } from '#shared/counties'

/**
 * Invoices a Romanian organization can rely on (docs/auction.md, "Rate, credit notes, parties"):
 * - `invoice_series.currency` (EUR or RON): the currency of the series' documents;
 * - `invoices.kind` (invoice or credit note) and `credited_invoice_id` (a credit note's
 *   original, at most one credit note per invoice), `currency`, `rate_source` (bnr or manual),
 *   the status `reversed` (stornată), credit notes with negative amounts;
 * - `seller` and `buyer` in the shapes of app/shared/invoice_parties.ts.
 * Old rows get what can be read from them: the seller from its billing details (the county's
 * code when its name is one), the buyer as a person with the copied address as its street,
 * the rate as BNR's when a stored BNR rate of that day and value exists, else manual.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('invoice_series', (table) => {
      table.string('currency', 3).notNullable().defaultTo('EUR')
    })
    this.schema.raw(
      `alter table invoice_series add constraint invoice_series_currency check (currency in ('EUR', 'RON'))`
    )

    this.schema.alterTable('invoices', (table) => {
      table.string('kind', 12).notNullable().defaultTo('invoice')
      table.integer('credited_invoice_id').unsigned().nullable()
      table.string('currency', 3).notNullable().defaultTo('EUR')
      table.string('rate_source', 6).notNullable().defaultTo('bnr')
      table.jsonb('buyer').nullable()
      table
        .foreign(['community_id', 'credited_invoice_id'])
        .references(['community_id', 'id'])
        .inTable('invoices')
        .onDelete('RESTRICT')
    })
    this.schema.raw(`
      alter table invoices
        drop constraint invoices_amounts,
        drop constraint invoices_status,
        add constraint invoices_kind check (kind in ('invoice', 'credit_note')),
        add constraint invoices_currency check (currency in ('EUR', 'RON')),
        add constraint invoices_rate_source check (rate_source in ('bnr', 'manual')),
        add constraint invoices_status check (status in ('issued', 'cancelled', 'reversed')),
        add constraint invoices_credit_note_original check (
          (kind = 'credit_note') = (credited_invoice_id is not null)),
        add constraint invoices_amounts check (total_cents = amount_cents + vat_cents and (
          (kind = 'invoice' and amount_cents > 0 and vat_cents >= 0) or
          (kind = 'credit_note' and amount_cents < 0 and vat_cents <= 0)))
    `)
    // An invoice is reversed once: the second credit note of an original is refused here too.
    this.schema.raw(
      'create unique index invoices_one_credit_note on invoices (community_id, credited_invoice_id) where credited_invoice_id is not null'
    )
    // A bid has at most one live invoice; its credit note does not count.
    this.schema.raw('drop index invoices_one_issued_per_bid')
    this.schema.raw(
      "create unique index invoices_one_issued_per_bid on invoices (bid_id) where status = 'issued' and kind = 'invoice'"
    )

    const counties = COUNTIES.map(
      (county) => `('${county.code}', lower(immutable_unaccent('${county.name}')))`
    ).join(', ')
    this.schema.raw(`
      update invoices set
        rate_source = case when exists (select 1 from exchange_rates r
          where r.date = invoices.rate_date and r.eurron = invoices.eur_ron_rate) then 'bnr' else 'manual' end,
        buyer = jsonb_build_object(
          'kind', 'person', 'name', buyer_name, 'email', buyer_email, 'cnp', null,
          'address', jsonb_build_object('street', coalesce(buyer_address, ''), 'city', '',
            'county', '', 'sector', null, 'zip_code', null, 'country', 'RO')),
        seller = jsonb_build_object(
          'name', coalesce(seller->>'name', ''),
          'community', coalesce(seller->>'community', ''),
          'cui', upper(coalesce(seller->'billing'->>'cui', '')),
          'vat_payer', upper(coalesce(seller->'billing'->>'cui', '')) like 'RO%',
          'reg_com', coalesce(seller->'billing'->>'reg_com', ''),
          'address', jsonb_build_object(
            'street', concat_ws(' ', seller->'billing'->>'street', seller->'billing'->>'street_no'),
            'city', coalesce(seller->'billing'->>'city', ''),
            'county', coalesce((select c.code from (values ${counties}) as c(code, name)
              where c.name = lower(immutable_unaccent(seller->'billing'->>'county'))
                 or c.code = upper(seller->'billing'->>'county')), ''),
            'sector', null,
            'zip_code', seller->'billing'->>'zip_code',
            'country', 'RO'),
          'iban', coalesce(seller->'billing'->>'iban', ''),
          'bank', coalesce(seller->'billing'->>'bank', ''))
      where seller->'billing' is not null`)
    this.schema.raw(`update invoices set buyer = jsonb_build_object(
        'kind', 'person', 'name', buyer_name, 'email', buyer_email, 'cnp', null,
        'address', jsonb_build_object('street', coalesce(buyer_address, ''), 'city', '',
          'county', '', 'sector', null, 'zip_code', null, 'country', 'RO'))
      where buyer is null`)
    this.schema.raw('alter table invoices alter column buyer set not null')
  }

  async down() {
    this.schema.raw('drop index invoices_one_credit_note')
    this.schema.raw('drop index invoices_one_issued_per_bid')
    this.schema.raw(
      "create unique index invoices_one_issued_per_bid on invoices (bid_id) where status = 'issued'"
    )
    this.schema.raw(`
      alter table invoices
        drop constraint invoices_amounts,
        drop constraint invoices_status,
        drop constraint invoices_kind,
        drop constraint invoices_currency,
        drop constraint invoices_rate_source,
        drop constraint invoices_credit_note_original,
        add constraint invoices_status check (status in ('issued', 'cancelled')),
        add constraint invoices_amounts check (amount_cents > 0 and vat_cents >= 0 and total_cents = amount_cents + vat_cents)
    `)
    this.schema.alterTable('invoices', (table) => {
      table.dropForeign(['community_id', 'credited_invoice_id'])
      table.dropColumn('kind')
      table.dropColumn('credited_invoice_id')
      table.dropColumn('currency')
      table.dropColumn('rate_source')
      table.dropColumn('buyer')
    })
    this.schema.alterTable('invoice_series', (table) => {
      table.dropColumn('currency')
    })
  }
}

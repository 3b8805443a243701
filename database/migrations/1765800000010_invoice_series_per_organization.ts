import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Invoice numbers per seller (docs/decisions.md, "Invoice series per organization"): the seller
 * is the organization (one CUI), so a series is the organization's, shared by its communities.
 * - `invoice_series` and `invoices` get `organization_id`, set from the row's community by a
 *   trigger on every insert (no writer can put another);
 * - the series of one organization and code merge into one row: the one with the largest
 *   `next_number` (the lowest id on a tie) is kept, its counter at least one past every number
 *   issued; where the merged rows disagree on the currency, the kept row's currency (that of the
 *   largest next number) wins and the others' is dropped;
 * - unique (organization_id, code) replaces (community_id, code); invoices point at their series
 *   by (organization_id, series_code);
 * - (organization_id, series_code, number) is unique from now on. Numbers issued twice before
 *   (communities of one organization each counting from 1) cannot be renumbered: every copy but
 *   the first (lowest id) is marked `legacy_duplicate_number` and left out of the index.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.raw(`
      create function organization_of_community() returns trigger language plpgsql as $$
      begin
        new.organization_id := (select organization_id from communities where id = new.community_id);
        return new;
      end $$
    `)
    for (const table of ['invoice_series', 'invoices']) {
      this.schema.alterTable(table, (t) => {
        t.integer('organization_id')
          .unsigned()
          .nullable()
          .references('id')
          .inTable('organizations')
          .onDelete('CASCADE')
      })
      this.schema.raw(`
        update ${table} set organization_id = communities.organization_id
        from communities where communities.id = ${table}.community_id
      `)
      this.schema.raw(`alter table ${table} alter column organization_id set not null`)
      this.schema.raw(`
        create trigger ${table}_organization before insert on ${table}
        for each row execute function organization_of_community()
      `)
    }

    this.schema.raw(
      'alter table invoices drop constraint invoices_community_id_series_code_foreign'
    )
    // One counter per organization and code: the largest, never below a number already issued.
    this.schema.raw(`
      with ranked as (
        select id, organization_id, code,
               row_number() over (partition by organization_id, code
                                  order by next_number desc, id) as rank,
               max(next_number) over (partition by organization_id, code) as largest
        from invoice_series
      ), kept as (
        update invoice_series set next_number = greatest(ranked.largest, coalesce((
            select max(number) + 1 from invoices
            where invoices.organization_id = ranked.organization_id
              and invoices.series_code = ranked.code), 1)),
          updated_at = now()
        from ranked where ranked.id = invoice_series.id and ranked.rank = 1
        returning invoice_series.id
      )
      delete from invoice_series using ranked
      where ranked.id = invoice_series.id and ranked.rank > 1
    `)
    this.schema.alterTable('invoice_series', (t) => {
      t.dropUnique(['community_id', 'code'])
      t.unique(['organization_id', 'code'])
    })

    this.schema.alterTable('invoices', (t) => {
      t.boolean('legacy_duplicate_number').notNullable().defaultTo(false)
      t.dropUnique(['community_id', 'series_code', 'number'])
      t.foreign(['organization_id', 'series_code'])
        .references(['organization_id', 'code'])
        .inTable('invoice_series')
        .onDelete('RESTRICT')
    })
    this.schema.raw(`
      update invoices set legacy_duplicate_number = true
      where exists (select 1 from invoices first
        where first.organization_id = invoices.organization_id
          and first.series_code = invoices.series_code
          and first.number = invoices.number
          and first.id < invoices.id)
    `)
    this.schema.raw(`
      create unique index invoices_organization_series_number
      on invoices (organization_id, series_code, number) where not legacy_duplicate_number
    `)
  }

  async down() {
    this.schema.raw('drop index invoices_organization_series_number')
    this.schema.alterTable('invoices', (t) => {
      t.dropForeign(['organization_id', 'series_code'])
      t.dropColumn('legacy_duplicate_number')
    })
    this.schema.alterTable('invoice_series', (t) => t.dropUnique(['organization_id', 'code']))
    // Each community that used a series gets its own row again, counting on from its numbers.
    this.schema.raw(`
      insert into invoice_series (community_id, organization_id, code, next_number, currency, created_at)
      select invoices.community_id, invoices.organization_id, invoices.series_code,
             max(invoices.number) + 1, min(series.currency), now()
      from invoices join invoice_series series
        on series.organization_id = invoices.organization_id and series.code = invoices.series_code
      where series.community_id <> invoices.community_id
      group by invoices.community_id, invoices.organization_id, invoices.series_code
    `)
    this.schema.alterTable('invoice_series', (t) => t.unique(['community_id', 'code']))
    this.schema.alterTable('invoices', (t) => {
      t.unique(['community_id', 'series_code', 'number'])
      t.foreign(['community_id', 'series_code'])
        .references(['community_id', 'code'])
        .inTable('invoice_series')
        .onDelete('RESTRICT')
    })
    for (const table of ['invoices', 'invoice_series']) {
      this.schema.raw(`drop trigger ${table}_organization on ${table}`)
      this.schema.alterTable(table, (t) => t.dropColumn('organization_id'))
    }
    this.schema.raw('drop function organization_of_community()')
  }
}

import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Every change of `exchange_rates` (the daily job in any process, an UPDATE
 * by hand) notifies `exchange_rates_changed`: each web process keeps the rate
 * it serves until then (app/services/exchange_rates/exchange_rate_service.ts).
 * One notification a statement, TRUNCATE included.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.raw(`
      create function exchange_rates_changed() returns trigger language plpgsql as $$
      begin
        perform pg_notify('exchange_rates_changed', '');
        return null;
      end $$`)
    this.schema.raw(`
      create trigger exchange_rates_changed
      after insert or update or delete or truncate on exchange_rates
      for each statement execute function exchange_rates_changed()`)
  }

  async down() {
    this.schema.raw('drop trigger exchange_rates_changed on exchange_rates')
    this.schema.raw('drop function exchange_rates_changed()')
  }
}

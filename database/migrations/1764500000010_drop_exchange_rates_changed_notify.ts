import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * The web processes no longer listen for changes of `exchange_rates`: each
 * request reads the newest row (app/services/exchange_rates/exchange_rate_service.ts),
 * so the trigger's NOTIFY has no listener left.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.raw('drop trigger if exists exchange_rates_changed on exchange_rates')
    this.schema.raw('drop function if exists exchange_rates_changed()')
  }

  async down() {
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
}

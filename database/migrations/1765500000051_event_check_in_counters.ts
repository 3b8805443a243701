import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * The check-in screen's two figures, present (checked in) and expected (confirmed and checked
 * in), kept beside `places_taken` and `waiting_count` by the same trigger, so a check-in reads
 * them from the event's row instead of counting its registrations (50,000 rows for a festival,
 * on every ticket at the door); filled from the registrations.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('events', (table) => {
      table.integer('confirmed_count').notNullable().defaultTo(0)
      table.integer('checked_in_count').notNullable().defaultTo(0)
    })
    this.schema.raw(`
      create or replace function event_registration_counters() returns trigger language plpgsql as $$
      declare
        taken integer := 0;
        waiting integer := 0;
        confirmed integer := 0;
        checked_in integer := 0;
      begin
        if tg_op in ('UPDATE', 'DELETE') then
          if old.status in ('held', 'confirmed', 'offered', 'checked_in') then taken := -1; end if;
          if old.status = 'waiting' then waiting := -1; end if;
          if old.status = 'confirmed' then confirmed := -1; end if;
          if old.status = 'checked_in' then checked_in := -1; end if;
        end if;
        if tg_op in ('UPDATE', 'INSERT') then
          if new.status in ('held', 'confirmed', 'offered', 'checked_in') then
            taken := taken + 1;
          end if;
          if new.status = 'waiting' then waiting := waiting + 1; end if;
          if new.status = 'confirmed' then confirmed := confirmed + 1; end if;
          if new.status = 'checked_in' then checked_in := checked_in + 1; end if;
        end if;
        if taken <> 0 or waiting <> 0 or confirmed <> 0 or checked_in <> 0 then
          update events set places_taken = places_taken + taken, waiting_count = waiting_count + waiting,
                 confirmed_count = confirmed_count + confirmed,
                 checked_in_count = checked_in_count + checked_in
           where id = case when tg_op = 'DELETE' then old.event_id else new.event_id end;
        end if;
        return null;
      end
      $$
    `)
    this.schema.raw(`
      update events set confirmed_count = counts.confirmed, checked_in_count = counts.checked_in
        from (
          select event_id,
                 count(*) filter (where status = 'confirmed')::int as confirmed,
                 count(*) filter (where status = 'checked_in')::int as checked_in
            from event_registrations group by event_id
        ) as counts
       where counts.event_id = events.id
    `)
  }

  async down() {
    this.schema.raw(`
      create or replace function event_registration_counters() returns trigger language plpgsql as $$
      declare
        taken integer := 0;
        waiting integer := 0;
      begin
        if tg_op in ('UPDATE', 'DELETE') then
          if old.status in ('held', 'confirmed', 'offered', 'checked_in') then taken := -1; end if;
          if old.status = 'waiting' then waiting := -1; end if;
        end if;
        if tg_op in ('UPDATE', 'INSERT') then
          if new.status in ('held', 'confirmed', 'offered', 'checked_in') then
            taken := taken + 1;
          end if;
          if new.status = 'waiting' then waiting := waiting + 1; end if;
        end if;
        if taken <> 0 or waiting <> 0 then
          update events set places_taken = places_taken + taken, waiting_count = waiting_count + waiting
           where id = case when tg_op = 'DELETE' then old.event_id else new.event_id end;
        end if;
        return null;
      end
      $$
    `)
    this.schema.alterTable('events', (table) => {
      table.dropColumn('confirmed_count')
      table.dropColumn('checked_in_count')
    })
  }
}

import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Each event's places taken (held, confirmed, offered, checked in) and waiting list's length,
 * kept by a trigger on `event_registrations` in the transaction that changes a registration's
 * state, so a registration reads them from the event's locked row instead of counting rows; filled
 * from the registrations. An index on the contacts' e-mails of every type, so a registration finds
 * its contact by one index lookup whatever the statistics.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('events', (table) => {
      table.integer('places_taken').notNullable().defaultTo(0)
      table.integer('waiting_count').notNullable().defaultTo(0)
    })
    this.schema.raw(`
      create function event_registration_counters() returns trigger language plpgsql as $$
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
    this.schema.raw(`
      create trigger event_registration_counters
        after insert or delete or update of status on event_registrations
        for each row execute function event_registration_counters()
    `)
    this.schema.raw(`
      update events set places_taken = counts.taken, waiting_count = counts.waiting
        from (
          select event_id,
                 count(*) filter (where status in ('held', 'confirmed', 'offered', 'checked_in'))::int
                   as taken,
                 count(*) filter (where status = 'waiting')::int as waiting
            from event_registrations group by event_id
        ) as counts
       where counts.event_id = events.id
    `)
    this.schema.raw(
      'create index contacts_community_email on contacts (community_id, lower(email))'
    )
  }

  async down() {
    this.schema.raw('drop index contacts_community_email')
    this.schema.raw('drop trigger event_registration_counters on event_registrations')
    this.schema.raw('drop function event_registration_counters()')
    this.schema.alterTable('events', (table) => {
      table.dropColumn('places_taken')
      table.dropColumn('waiting_count')
    })
  }
}

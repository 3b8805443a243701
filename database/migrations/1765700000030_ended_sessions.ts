import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Ended sessions stay ended (docs/security.md, "Ending sessions"): the id of every session row the
 * app ends is kept a day in `ended_sessions`, and the database refuses to insert a signed-in
 * session under such an id again. A request of that session still in flight writes its session
 * back at its end (the store's write is an upsert, an insert once the row is gone): that write is
 * dropped. A write without a signed-in user (a flash message on the sign-in page) goes through.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('ended_sessions', (table) => {
      table.string('id').primary()
      table.timestamp('ended_at').notNullable().defaultTo(this.now()).index()
    })
    this.schema.raw(`
      create function sessions_stay_ended() returns trigger language plpgsql as $$
      begin
        if new.data::jsonb -> 'message' -> 'auth_web' is not null
           and exists (select 1 from ended_sessions where id = new.id) then
          return null;
        end if;
        return new;
      end $$
    `)
    this.schema.raw(`
      create trigger sessions_stay_ended before insert on sessions
      for each row execute function sessions_stay_ended()
    `)
  }

  async down() {
    this.schema.raw('drop trigger sessions_stay_ended on sessions')
    this.schema.raw('drop function sessions_stay_ended()')
    this.schema.dropTable('ended_sessions')
  }
}

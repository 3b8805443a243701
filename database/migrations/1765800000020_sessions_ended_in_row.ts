import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Ended sessions stay ended (docs/security.md, "Ending sessions"): an ended session's row is not
 * deleted but marked (`ended_at`, no user, its data emptied), and a trigger keeps it so. A
 * request of that session still in flight writes its session back at its end (the store's
 * upsert, here its update): a write holding a signed-in user (`auth_web`, the `web` guard's key) is dropped, any other goes
 * through (that browser's sign-in page still shows its messages). The update waits for the
 * ending's row lock and the trigger sees the row as ended, whichever commits first. The row
 * goes when it expires, with the store's own clean-up.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.raw(`
      alter table sessions add column ended_at timestamptz;

      create function sessions_stay_ended() returns trigger language plpgsql as $$
      begin
        if position('"auth_web"' in coalesce(new.data, '')) > 0 then
          return null;
        end if;
        new.ended_at := old.ended_at;
        new.user_id := null;
        return new;
      end $$;
      create trigger sessions_stay_ended before update on sessions
        for each row when (old.ended_at is not null) execute function sessions_stay_ended();
    `)
  }

  async down() {
    this.schema.raw(`
      drop trigger sessions_stay_ended on sessions;
      drop function sessions_stay_ended();
      delete from sessions where ended_at is not null;
      alter table sessions drop column ended_at;
    `)
  }
}

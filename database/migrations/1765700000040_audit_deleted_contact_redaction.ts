import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * A deleted contact's audit entries lose the person's data too (docs/security.md, "A contact's
 * delete"): the redaction allowed for an erased contact's entries is allowed as well once the
 * contact's row is gone, so its delete redacts its earlier entries in the same transaction. The
 * redaction is the same narrow update (the label and the fields' values nulled, their names and
 * every other column kept); anything else is still refused.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.raw(
      guard(`(exists (select 1 from contacts where id = old.record_id and erased_at is not null)
             or not exists (select 1 from contacts where id = old.record_id))`)
    )
  }

  async down() {
    this.schema.raw(
      guard('exists (select 1 from contacts where id = old.record_id and erased_at is not null)')
    )
  }
}

/** The update guard of migration 1765600000100, its contact condition given. */
function guard(contactGone: string) {
  return `
      create or replace function audit_entries_update_guard() returns trigger language plpgsql as $$
      begin
        if old.record_type = 'contact'
           and ${contactGone}
           and new.record_label is null
           and new.changes is not distinct from audit_redacted_changes(old.changes)
           and (new.id, new.organization_id, new.community_id, new.user_id, new.user_name,
                new.user_email, new.action, new.record_type, new.record_id, new.ip,
                new.user_agent, new.created_at)
               is not distinct from
               (old.id, old.organization_id, old.community_id, old.user_id, old.user_name,
                old.user_email, old.action, old.record_type, old.record_id, old.ip,
                old.user_agent, old.created_at) then
          return new;
        end if;
        raise exception 'audit_entries is append-only: % refused', tg_op
          using errcode = 'insufficient_privilege';
      end
      $$;
  `
}

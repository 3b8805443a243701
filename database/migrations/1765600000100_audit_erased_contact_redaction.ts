import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * An erased contact's audit entries keep what happened, not who it was (docs/security.md, "Audit
 * trail"; docs/decisions.md): UPDATE gets a guard of its own, which lets one update through, the
 * redaction, and only for an entry about a contact whose `erased_at` is set, only to null its
 * label and its fields' values (their names stay), every other column unchanged. Anything else
 * is refused as before; DELETE keeps the retention's narrow path (`audit_entries_append_only`).
 */
export default class extends BaseSchema {
  async up() {
    this.schema.raw(`
      create or replace function audit_redacted_changes(changes jsonb) returns jsonb
        language sql immutable as $$
        select case
          when jsonb_typeof(changes -> 'fields') = 'object' then jsonb_set(changes, '{fields}',
            coalesce((select jsonb_object_agg(key, '[null, null]'::jsonb)
                      from jsonb_object_keys(changes -> 'fields') as key), '{}'::jsonb))
          else changes
        end
      $$;

      create or replace function audit_entries_update_guard() returns trigger language plpgsql as $$
      begin
        if old.record_type = 'contact'
           and exists (select 1 from contacts where id = old.record_id and erased_at is not null)
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

      drop trigger audit_entries_append_only on audit_entries;
      create trigger audit_entries_append_only before delete on audit_entries
        for each row execute function audit_entries_append_only();
      create trigger audit_entries_update_guard before update on audit_entries
        for each row execute function audit_entries_update_guard();
    `)
  }

  async down() {
    this.schema.raw(`
      drop trigger audit_entries_update_guard on audit_entries;
      drop trigger audit_entries_append_only on audit_entries;
      create trigger audit_entries_append_only before update or delete on audit_entries
        for each row execute function audit_entries_append_only();
      drop function if exists audit_entries_update_guard();
      drop function if exists audit_redacted_changes(jsonb);
    `)
  }
}

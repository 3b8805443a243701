import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * The audit trail (docs/security.md, "Audit trail"): one append-only table. The database itself
 * refuses UPDATE, TRUNCATE and DELETE on it, for every role; the one exception is the retention
 * cut (`AuditRetention.cut`, a queued job), which deletes in a transaction that has set
 * `audit.retention_cut` on, and only rows older than both the configured retention
 * (`audit.retention_days`) and a floor of 365 days written here.
 *
 * No foreign keys: an entry outlives its user, organization, community and record (a cascade or
 * a `set null` would be an update or a delete). The organization is filled from the community
 * when the writer knows only the community (a super-admin's change in a community).
 */
export default class extends BaseSchema {
  async up() {
    this.schema.raw(`
      create table audit_entries (
        id bigint generated always as identity primary key,
        organization_id integer,
        community_id integer,
        user_id integer,
        user_name varchar(200),
        user_email varchar(254),
        action varchar(40) not null,
        record_type varchar(40),
        record_id bigint,
        record_label varchar(300),
        changes jsonb,
        ip varchar(45),
        user_agent varchar(500),
        created_at timestamptz not null default now()
      )
    `)
    // The log screen: an organization's entries newest first (keyset on created_at, id), and
    // each filter beside it; the same without the organization for a super-admin's "all".
    this.schema.raw(`
      create index audit_entries_organization on audit_entries (organization_id, created_at desc, id desc);
      create index audit_entries_all on audit_entries (created_at desc, id desc);
      create index audit_entries_organization_user on audit_entries (organization_id, user_id, created_at desc, id desc);
      create index audit_entries_organization_action on audit_entries (organization_id, action, created_at desc, id desc);
      create index audit_entries_organization_record_type on audit_entries (organization_id, record_type, created_at desc, id desc);
      create index audit_entries_user on audit_entries (user_id, created_at desc, id desc);
      create index audit_entries_action on audit_entries (action, created_at desc, id desc);
      create index audit_entries_record_type on audit_entries (record_type, created_at desc, id desc);
      create index audit_entries_record on audit_entries (record_type, record_id, created_at desc, id desc);
    `)
    this.schema.raw(`
      create or replace function audit_entries_organization() returns trigger language plpgsql as $$
      begin
        if new.organization_id is null and new.community_id is not null then
          select organization_id into new.organization_id from communities where id = new.community_id;
        end if;
        return new;
      end
      $$;
      create trigger audit_entries_organization before insert on audit_entries
        for each row execute function audit_entries_organization();

      create or replace function audit_entries_append_only() returns trigger language plpgsql as $$
      declare
        retention_days integer := coalesce(nullif(current_setting('audit.retention_days', true), ''), '0')::integer;
      begin
        if tg_op = 'DELETE'
           and current_setting('audit.retention_cut', true) = 'on'
           and retention_days >= 365
           and old.created_at < now() - make_interval(days => retention_days) then
          return old;
        end if;
        raise exception 'audit_entries is append-only: % refused', tg_op
          using errcode = 'insufficient_privilege';
      end
      $$;
      create trigger audit_entries_append_only before update or delete on audit_entries
        for each row execute function audit_entries_append_only();

      create or replace function audit_entries_no_truncate() returns trigger language plpgsql as $$
      begin
        raise exception 'audit_entries is append-only: TRUNCATE refused'
          using errcode = 'insufficient_privilege';
      end
      $$;
      create trigger audit_entries_no_truncate before truncate on audit_entries
        for each statement execute function audit_entries_no_truncate();
    `)
  }

  async down() {
    this.schema.raw(`
      drop table if exists audit_entries;
      drop function if exists audit_entries_organization();
      drop function if exists audit_entries_append_only();
      drop function if exists audit_entries_no_truncate();
    `)
  }
}

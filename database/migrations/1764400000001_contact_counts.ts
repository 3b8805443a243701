import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * How many contacts of each type a community has, kept by the database itself
 * (docs/decisions.md, "Per-request cost", fifth pass): the contacts screen's
 * count is then a sum over a few rows instead of a count over every contact
 * of the community on each page view (20,000 contacts: ≈ 3 ms of PostgreSQL
 * CPU; 1,000,000: ≈ 20 ms).
 *
 * Every statement that inserts, deletes or moves contacts adds one row of
 * deltas per community and type, from statement triggers (one row a
 * statement, an import of 50,000 rows included), so that no two writers ever
 * wait on one counter row. The `contacts.compact-counts` queue job folds each
 * community's rows into one. TRUNCATE empties the counts.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.raw(`
      create table contact_counts (
        id bigserial primary key,
        community_id integer not null references communities (id) on delete cascade,
        type varchar(20) not null,
        delta bigint not null
      )`)
    this.schema.raw(
      'create index contact_counts_community on contact_counts (community_id, type) include (delta)'
    )
    this.schema.raw(`
      insert into contact_counts (community_id, type, delta)
      select community_id, type, count(*) from contacts group by community_id, type`)

    this.#trigger(
      'inserted',
      'insert',
      'new table as new_contacts',
      `insert into contact_counts (community_id, type, delta)
       select community_id, type, count(*) from new_contacts group by community_id, type`
    )
    // A community's deletion removes its contacts and then its counts (the foreign key): the
    // deltas of a community that no longer exists are not written.
    this.#trigger(
      'deleted',
      'delete',
      'old table as old_contacts',
      `insert into contact_counts (community_id, type, delta)
       select old_contacts.community_id, old_contacts.type, -count(*) from old_contacts
       where exists (select 1 from communities where communities.id = old_contacts.community_id)
       group by old_contacts.community_id, old_contacts.type`
    )
    // Most updates change neither the community nor the type: nothing is written then.
    this.#trigger(
      'updated',
      'update',
      'old table as old_contacts new table as new_contacts',
      `insert into contact_counts (community_id, type, delta)
       select community_id, type, sum(delta) from (
         select community_id, type, 1 as delta from new_contacts
         union all
         select community_id, type, -1 from old_contacts
       ) as moved
       group by community_id, type
       having sum(delta) <> 0`
    )
    this.#trigger('truncated', 'truncate', null, 'delete from contact_counts')
  }

  /** A statement trigger on contacts (`after <event>`, with its transition tables) running `statement`. */
  #trigger(name: string, event: string, transitionTables: string | null, statement: string) {
    this.schema.raw(`
      create function contact_counts_${name}() returns trigger language plpgsql as $$
      begin
        ${statement};
        return null;
      end $$`)
    this.schema.raw(`
      create trigger contact_counts_${name} after ${event} on contacts
      ${transitionTables ? `referencing ${transitionTables}` : ''}
      for each statement execute function contact_counts_${name}()`)
  }

  async down() {
    for (const event of ['inserted', 'deleted', 'updated', 'truncated']) {
      this.schema.raw(`drop trigger contact_counts_${event} on contacts`)
      this.schema.raw(`drop function contact_counts_${event}()`)
    }
    this.schema.raw('drop table contact_counts')
  }
}

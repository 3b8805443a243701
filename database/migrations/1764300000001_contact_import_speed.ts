import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * What a contact import pays per row (docs/decisions.md,
 * "Contact import"), without weakening what the schema guarantees:
 *
 * - contact_list_members loses its own `community_id → communities` key: the
 *   composite keys to contact_lists and contacts already require the
 *   community (each of those rows has it, by its own key) and delete the
 *   membership with it. One foreign-key check less per membership.
 * - contact_list_members.import_id is set only on memberships an import added
 *   to a contact it did not create (those of the contacts it created go with
 *   them when it is undone), so its index holds only those rows.
 * - contacts keep 15 % of each page free: a contact filled by an import (or
 *   edited) is rewritten on its own page (a HOT update), without a new entry
 *   in each of its ten indexes. Applies to pages written from now on.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.raw(
      'alter table contact_list_members drop constraint contact_list_members_community_id_foreign'
    )
    this.schema.raw('drop index contact_list_members_community_id_import_id_index')
    this.schema.raw(
      `create index contact_list_members_community_id_import_id_index
       on contact_list_members (community_id, import_id) where import_id is not null`
    )
    this.schema.raw('alter table contacts set (fillfactor = 85)')
  }

  async down() {
    this.schema.raw('alter table contacts reset (fillfactor)')
    this.schema.raw('drop index contact_list_members_community_id_import_id_index')
    this.schema.raw(
      `create index contact_list_members_community_id_import_id_index
       on contact_list_members (community_id, import_id)`
    )
    this.schema.raw(
      `alter table contact_list_members add constraint contact_list_members_community_id_foreign
       foreign key (community_id) references communities (id) on delete cascade`
    )
  }
}

import { compose } from '@adonisjs/core/helpers'
import { BaseModel, column, hasMany, scope } from '@adonisjs/lucid/orm'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import type { ModelQueryBuilderContract } from '@adonisjs/lucid/types/model'
import type { HasMany } from '@adonisjs/lucid/types/relations'
import { communityRecord } from '#models/mixins/community_record'
import { withTimestamps } from '#models/mixins/with_timestamps'
import { linkRowsOf } from '#models/tenant_links'
import ContactListMember from '#models/contact_list_member'
import { withAuditTrail } from '#models/mixins/with_audit_trail'

export default class ContactList extends compose(
  BaseModel,
  communityRecord,
  withTimestamps,
  withAuditTrail('contact_list')
) {
  static table = 'contact_lists'

  /** The list's rows of contact_list_members (by its full key, community first, as the index leads). */
  static members(list: ContactList, client?: QueryClientContract) {
    return linkRowsOf('contact_list_members', 'contact_list_id', list, client)
  }

  /** The number of its contacts, as `contact_count` (memberships by their community-led key). */
  static withContactCount = scope((query: ModelQueryBuilderContract<typeof ContactList>) => {
    query.withCount('memberships', (memberships) =>
      memberships
        .whereColumn('contact_list_members.community_id', 'contact_lists.community_id')
        .as('contact_count')
    )
  })

  @column()
  declare title: string

  @column()
  declare description: string

  @hasMany(() => ContactListMember)
  declare memberships: HasMany<typeof ContactListMember>
}

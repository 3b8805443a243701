import { compose } from '@adonisjs/core/helpers'
import { BaseModel, column, manyToMany, scope } from '@adonisjs/lucid/orm'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import type { ModelQueryBuilderContract } from '@adonisjs/lucid/types/model'
import type { ManyToMany } from '@adonisjs/lucid/types/relations'
import { communityRecord } from '#models/mixins/community_record'
import { withTimestamps } from '#models/mixins/with_timestamps'
import { linkRowsOf } from '#models/tenant_links'
import Contact from '#models/contact'

export default class ContactList extends compose(BaseModel, communityRecord, withTimestamps) {
  static table = 'contact_lists'

  /** The list's rows of contact_list_members (by its full key, community first, as the index leads). */
  static members(list: ContactList, client?: QueryClientContract) {
    return linkRowsOf('contact_list_members', 'contact_list_id', list, client)
  }

  /** The number of its contacts, as `contact_count` (memberships by their community-led key). */
  static withContactCount = scope((query: ModelQueryBuilderContract<typeof ContactList>) => {
    query.withCount('contacts', (contacts) =>
      contacts
        .whereColumn('contact_list_members.community_id', 'contact_lists.community_id')
        .as('contact_count')
    )
  })

  @column()
  declare title: string

  @column()
  declare description: string

  @manyToMany(() => Contact, {
    pivotTable: 'contact_list_members',
    pivotForeignKey: 'contact_list_id',
    pivotRelatedForeignKey: 'contact_id',
  })
  declare contacts: ManyToMany<typeof Contact>
}

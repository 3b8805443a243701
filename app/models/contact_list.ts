import { compose } from '@adonisjs/core/helpers'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import { communityRecord } from '#models/mixins/community_record'
import { withTimestamps } from '#models/mixins/with_timestamps'
import { linkRowsOf } from '#models/tenant_links'

export default class ContactList extends compose(BaseModel, communityRecord, withTimestamps) {
  static table = 'contact_lists'

  /** The list's rows of contact_list_members (by its full key, community first, as the index leads). */
  static members(list: ContactList, client?: QueryClientContract) {
    return linkRowsOf('contact_list_members', 'contact_list_id', list, client)
  }

  @column()
  declare title: string

  @column()
  declare description: string
}

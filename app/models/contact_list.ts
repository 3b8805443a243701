import { compose } from '@adonisjs/core/helpers'
import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import { withUid } from '#models/mixins/with_uid'
import { withTenantScope } from '#models/mixins/with_tenant_scope'
import { linkRowsOf } from '#models/tenant_links'

export default class ContactList extends compose(BaseModel, withUid, withTenantScope('community')) {
  static table = 'contact_lists'

  /** The list's rows of contact_list_members (by its full key, community first, as the index leads). */
  static members(list: ContactList, client?: QueryClientContract) {
    return linkRowsOf('contact_list_members', 'contact_list_id', list, client)
  }

  @column({ isPrimary: true })
  declare id: number

  @column()
  declare communityId: number

  @column()
  declare title: string

  @column()
  declare description: string

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime | null
}

import { compose } from '@adonisjs/core/helpers'
import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import { withUid } from '#models/mixins/with_uid'
import { withTenantScope } from '#models/mixins/with_tenant_scope'

/** A named list of a community's contacts ("Listele Mele"); contacts join it through contact_list_members. */
export default class ContactList extends compose(BaseModel, withUid, withTenantScope('community')) {
  static table = 'contact_lists'

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

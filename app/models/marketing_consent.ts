import { compose } from '@adonisjs/core/helpers'
import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import { withTenantScope } from '#models/mixins/with_tenant_scope'

/**
 * Consent for marketing e-mail (Legea 506/2004), append-only: each change is a row with the text
 * version the person saw, when and from where; the latest row is the state.
 */
export default class MarketingConsent extends compose(BaseModel, withTenantScope('community')) {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare communityId: number

  @column()
  declare contactId: number

  @column()
  declare given: boolean

  @column()
  declare textVersion: string

  @column()
  declare source: 'member' | 'admin' | 'import'

  @column()
  declare ip: string | null

  @column.dateTime()
  declare at: DateTime
}

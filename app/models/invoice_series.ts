import { compose } from '@adonisjs/core/helpers'
import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import { withUid } from '#models/mixins/with_uid'
import { withTenantScope } from '#models/mixins/with_tenant_scope'

/**
 * A community's invoice series ("FCT"): `nextNumber` is the number the next invoice takes,
 * incremented with update … returning inside the issuing transaction (no gaps, no duplicates).
 */
export default class InvoiceSeries extends compose(
  BaseModel,
  withUid,
  withTenantScope('community')
) {
  static table = 'invoice_series'

  @column({ isPrimary: true })
  declare id: number

  @column()
  declare communityId: number

  @column()
  declare code: string

  @column()
  declare nextNumber: number

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime | null
}

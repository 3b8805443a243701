import { compose } from '@adonisjs/core/helpers'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import { withTenantScope } from '#models/mixins/with_tenant_scope'
import type { ContactType } from '#models/contact'

/**
 * A row of deltas of a community's contact counts (docs/tenant.md, "Counts"): written by the
 * database's triggers on `contacts` and folded by the `contacts.compact-counts` job, never by
 * the app. A community has as many contacts of a type as the sum of its rows' deltas.
 */
export default class ContactCount extends compose(BaseModel, withTenantScope('community')) {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare communityId: number

  @column()
  declare type: ContactType

  @column()
  declare delta: number
}

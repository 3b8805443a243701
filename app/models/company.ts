import { compose } from '@adonisjs/core/helpers'
import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import { withUid } from '#models/mixins/with_uid'
import { withTenantScope } from '#models/mixins/with_tenant_scope'

export const COMPANY_TYPES = ['partener', 'sponsor', 'furnizor', 'client'] as const
export const COMPANY_STATUSES = ['activ', 'inactiv'] as const
export type CompanyType = (typeof COMPANY_TYPES)[number]
export type CompanyStatus = (typeof COMPANY_STATUSES)[number]

export default class Company extends compose(BaseModel, withUid, withTenantScope('community')) {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare communityId: number

  @column()
  declare name: string

  @column()
  declare website: string

  @column()
  declare type: CompanyType

  @column()
  declare status: CompanyStatus

  @column({ serializeAs: null })
  declare logo: string | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime | null
}

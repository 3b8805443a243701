import { compose } from '@adonisjs/core/helpers'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import { communityRecord } from '#models/mixins/community_record'
import { withTimestamps } from '#models/mixins/with_timestamps'
import { withAuditTrail } from '#models/mixins/with_audit_trail'

export const COMPANY_TYPES = ['partener', 'sponsor', 'furnizor', 'client'] as const
export const COMPANY_STATUSES = ['activ', 'inactiv'] as const
export type CompanyType = (typeof COMPANY_TYPES)[number]
export type CompanyStatus = (typeof COMPANY_STATUSES)[number]

export default class Company extends compose(
  BaseModel,
  communityRecord,
  withTimestamps,
  withAuditTrail('company')
) {
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
}

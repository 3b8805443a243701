import { compose } from '@adonisjs/core/helpers'
import { DateTime } from 'luxon'
import { BaseModel, column, manyToMany } from '@adonisjs/lucid/orm'
import type { ManyToMany } from '@adonisjs/lucid/types/relations'
import { withUid } from '#models/mixins/with_uid'
import { withTenantScope } from '#models/mixins/with_tenant_scope'
import { jsonColumn } from '#models/json_column'
import ContactList from '#models/contact_list'

export const CONTACT_TYPES = ['contact', 'event_contact'] as const

/** A contact's address: every part optional; the county as its ISO 3166-2:RO code. */
export type ContactAddress = {
  street?: string
  city?: string
  county?: string
  sector?: number
  zip_code?: string
}
export type ContactType = (typeof CONTACT_TYPES)[number]

/** A person of a community (docs/tenant.md). "Prenume" is first_name, "Nume" last_name. */
export default class Contact extends compose(BaseModel, withUid, withTenantScope('community')) {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare communityId: number

  @column()
  declare firstName: string

  @column()
  declare lastName: string

  @column()
  declare email: string | null

  @column()
  declare phoneNumber: string | null

  /** Free key/value pairs (keys in snake_case, values text). */
  @jsonColumn()
  declare extraData: Record<string, string>

  @column()
  declare type: ContactType

  /** The postal address, `{}` when none: an invoice's buyer is prefilled from it. */
  @jsonColumn()
  declare address: ContactAddress

  @column()
  declare importId: number | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime | null

  @manyToMany(() => ContactList, {
    pivotTable: 'contact_list_members',
    pivotForeignKey: 'contact_id',
    pivotRelatedForeignKey: 'contact_list_id',
  })
  declare lists: ManyToMany<typeof ContactList>

  get fullName() {
    return `${this.firstName} ${this.lastName}`.trim()
  }
}

import { compose } from '@adonisjs/core/helpers'
import type { DateTime } from 'luxon'
import { BaseModel, column, manyToMany } from '@adonisjs/lucid/orm'
import type { ManyToMany } from '@adonisjs/lucid/types/relations'
import { communityRecord } from '#models/mixins/community_record'
import { withTimestamps } from '#models/mixins/with_timestamps'
import { withPersonName } from '#models/mixins/with_person_name'
import { jsonColumn } from '#models/json_column'
import ContactList from '#models/contact_list'
import { withAuditTrail } from '#models/mixins/with_audit_trail'

/** `erased`: a contact whose personal data was erased (GDPR art. 17): no list shows it. */
export const CONTACT_TYPES = ['contact', 'event_contact', 'erased'] as const

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
export default class Contact extends compose(
  BaseModel,
  communityRecord,
  withTimestamps,
  withPersonName,
  withAuditTrail('contact', {
    // An erasure (GDPR) names the fields it emptied, never the values it removed; so does a
    // delete: the row is gone, so no erasure could redact its entry later (docs/security.md).
    name: (action, changes) =>
      changes.erased_at && changes.erased_at[0] === null ? 'gdpr_erase' : action,
    values: (action) => action !== 'gdpr_erase' && action !== 'delete',
    label: (row) => (row.$isDeleted ? row.uid : row.erasedAt ? null : row.fullName),
  })
) {
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

  /** When its personal data was erased (docs/security.md, "GDPR requests and consent"). */
  @column.dateTime()
  declare erasedAt: DateTime | null

  @manyToMany(() => ContactList, {
    pivotTable: 'contact_list_members',
    pivotForeignKey: 'contact_id',
    pivotRelatedForeignKey: 'contact_list_id',
  })
  declare lists: ManyToMany<typeof ContactList>
}

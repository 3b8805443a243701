import { compose } from '@adonisjs/core/helpers'
import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import { withTenantScope } from '#models/mixins/with_tenant_scope'

/**
 * Where a consent was recorded: `member` (the person, in the mobile app), `form` (a form the
 * person filled, recorded by the staff on the contact's page), `registration` (an event's
 * registration form), `import` (the import wizard, for every contact of the file), `admin`
 * (recorded by the staff before the source was asked).
 */
export const CONSENT_SOURCES = ['member', 'form', 'registration', 'import', 'admin'] as const
export type ConsentSource = (typeof CONSENT_SOURCES)[number]

/**
 * The legal basis of marketing to the person (GDPR art. 6(1)): their consent (a), or the
 * organization's legitimate interest for its own similar products to its customers (f, Legea
 * 506/2004 art. 12(2)).
 */
export const CONSENT_BASES = ['consent', 'legitimate_interest'] as const
export type ConsentBasis = (typeof CONSENT_BASES)[number]

/**
 * Consent for marketing e-mail (Legea 506/2004), append-only: each change is a row with its legal
 * basis, the text version the person saw, when, where it came from (source, the import, the
 * staff user who recorded it) and from which IP; the latest row is the state.
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
  declare basis: ConsentBasis

  @column()
  declare textVersion: string

  @column()
  declare source: ConsentSource

  @column()
  declare importId: number | null

  @column()
  declare recordedBy: number | null

  @column()
  declare ip: string | null

  @column.dateTime()
  declare at: DateTime
}

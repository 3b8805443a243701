import { compose } from '@adonisjs/core/helpers'
import type { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import { withTenantScope } from '#models/mixins/with_tenant_scope'
import { withTimestamps } from '#models/mixins/with_timestamps'

/**
 * An organization's OAuth credentials for ANAF's e-Factura API, set by a super-admin: the
 * client id, and the secret and tokens encrypted with the app's key (never read in clear
 * outside AnafTokens, app/services/efactura/anaf_tokens.ts).
 */
export default class AnafCredential extends compose(
  BaseModel,
  withTenantScope('organization'),
  withTimestamps
) {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare organizationId: number

  @column()
  declare clientId: string

  @column({ serializeAs: null })
  declare clientSecret: string

  @column({ serializeAs: null })
  declare refreshToken: string

  @column({ serializeAs: null })
  declare accessToken: string | null

  @column.dateTime()
  declare accessExpiresAt: DateTime | null

  @column.dateTime()
  declare refreshExpiresAt: DateTime | null
}

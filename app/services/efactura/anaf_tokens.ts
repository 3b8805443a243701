/**
 * An organization's ANAF credentials: saved encrypted (the framework's encryption service,
 * the app's key), read back only here; the access token refreshed before it expires, under the
 * credentials row's lock so that two workers never refresh (and rotate) it at once.
 */
import db from '@adonisjs/lucid/services/db'
import encryption from '@adonisjs/core/services/encryption'
import { DateTime } from 'luxon'
import AnafCredential from '#models/anaf_credential'
import { organizationScope } from '#models/mixins/with_tenant_scope'
import { AuditService } from '#services/audit/audit_service'
import efacturaConfig from '#config/efactura'
import {
  AnafTokenRefused,
  AnafUnavailable,
  refreshAccessToken,
} from '#services/efactura/anaf_client'

const PURPOSE = 'anaf-credentials'

const seal = (value: string) => encryption.encrypt(value, undefined, PURPOSE)

function open(value: string | null) {
  if (!value) return null
  return encryption.decrypt<string>(value, PURPOSE)
}

export type CredentialsInput = {
  clientId: string
  clientSecret: string
  refreshToken: string
}

export class AnafTokens {
  /**
   * Checks the credentials at ANAF's token endpoint (a refresh-token grant, as the job makes),
   * then sets (or replaces) them with the access token ANAF gave and the refresh token it
   * rotated to. Refused (AnafTokenRefused) or unreachable (AnafUnavailable): nothing is saved.
   */
  static async verifyAndSave(organizationId: number, input: CredentialsInput) {
    const tokens = await refreshAccessToken(input)
    await db.transaction(async (trx) => {
      const row = await AnafCredential.updateOrCreate(
        { organizationId },
        {
          clientId: input.clientId,
          clientSecret: seal(input.clientSecret),
          refreshToken: seal(tokens.refreshToken ?? input.refreshToken),
          accessToken: seal(tokens.accessToken),
          accessExpiresAt: DateTime.now().plus({ seconds: tokens.expiresIn }),
        },
        { client: trx }
      )
      // The client id only: the secret and the tokens are never written to the trail.
      await AuditService.record({
        action: 'anaf_credentials_set',
        record: { type: 'anaf_credentials', id: row.id, label: input.clientId },
        details: { client_id: input.clientId },
        organizationId,
        client: trx,
      })
    })
  }

  /** Removes them: nothing is sent for the organization any more. */
  static async remove(organizationId: number) {
    await db.transaction(async (trx) => {
      const removed = await AnafCredential.forTenant(organizationScope(organizationId))
        .useTransaction(trx)
        .delete()
      if (!Number(removed?.[0] ?? removed)) return
      await AuditService.record({
        action: 'anaf_credentials_remove',
        record: { type: 'anaf_credentials' },
        organizationId,
        client: trx,
      })
    })
  }

  /** When the organization's credentials were last set; null without any. */
  static async setOn(organizationId: number) {
    const row = await AnafCredential.forTenant(organizationScope(organizationId))
      .select('id', 'created_at', 'updated_at')
      .first()
    return row ? (row.updatedAt ?? row.createdAt) : null
  }

  /** Whether the organization has credentials (what the pages say). */
  static async has(organizationId: number) {
    const row = await AnafCredential.forTenant(organizationScope(organizationId))
      .select('id')
      .first()
    return row !== null
  }

  /**
   * A usable access token for the organization, refreshed first when it expires within the
   * margin (or when `force`: ANAF answered 401); null without credentials.
   */
  static async accessToken(organizationId: number, force = false): Promise<string | null> {
    const current = await AnafCredential.forTenant(organizationScope(organizationId)).first()
    if (!current) return null
    if (!force && fresh(current)) return open(current.accessToken)
    return db.transaction(async (trx) => {
      const row = await AnafCredential.forTenant(organizationScope(organizationId))
        .useTransaction(trx)
        .forUpdate()
        .first()
      if (!row) return null
      // Another worker refreshed it while this one waited for the lock.
      if (fresh(row) && (!force || row.accessToken !== current.accessToken)) {
        return open(row.accessToken)
      }
      const tokens = await refreshAccessToken({
        clientId: row.clientId,
        clientSecret: open(row.clientSecret) ?? '',
        refreshToken: open(row.refreshToken) ?? '',
      })
      row.accessToken = seal(tokens.accessToken)
      row.accessExpiresAt = DateTime.now().plus({ seconds: tokens.expiresIn })
      if (tokens.refreshToken) row.refreshToken = seal(tokens.refreshToken)
      // Saved inside the transaction that holds the row's lock (else it waits for itself).
      await row.useTransaction(trx).save()
      return tokens.accessToken
    })
  }
}

function fresh(row: AnafCredential) {
  return (
    row.accessToken !== null &&
    row.accessExpiresAt !== null &&
    row.accessExpiresAt > DateTime.now().plus({ seconds: efacturaConfig.refreshMarginSeconds })
  )
}

/**
 * Why ANAF did not take credentials being set, for the form and the command: `refused` (its
 * OAuth error: `invalid_client` concerns the client id and secret, any other the refresh token)
 * or `unreachable`; null for any other error.
 */
export function credentialsRefusal(error: unknown) {
  if (error instanceof AnafTokenRefused) {
    const client = error.code === 'invalid_client'
    return {
      reason: 'refused' as const,
      field: client ? ('client_id' as const) : ('refresh_token' as const),
      code: error.code,
    }
  }
  if (error instanceof AnafUnavailable) {
    return { reason: 'unreachable' as const, field: 'refresh_token' as const, code: error.message }
  }
  return null
}

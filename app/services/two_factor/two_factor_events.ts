/**
 * The one place where the second factor's events are logged and written to the audit trail
 * (docs/security.md, "Hooks for the audit trail"): a change's entry in the change's transaction.
 */
import logger from '@adonisjs/core/services/logger'
import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract, TransactionClientContract } from '@adonisjs/lucid/types/database'
import type User from '#models/user'
import { AuditService, type AuditWrite } from '#services/audit/audit_service'

/** The second factor's events; the audit trail names each (audit.two_factor_kinds). */
export const TWO_FACTOR_EVENT_KINDS = [
  'enabled',
  'disabled',
  'reset',
  'recovery_codes_regenerated',
  'recovery_code_used',
  'challenge_failed',
  'organization_required',
  'organization_not_required',
] as const

export type TwoFactorEventKind = (typeof TWO_FACTOR_EVENT_KINDS)[number]

/** What the log line says of an event (no secret, code or hash). */
export type TwoFactorEvent = {
  kind: TwoFactorEventKind
  /** The user whose second factor it is (null for an organization's switch). */
  userId: number | null
  /** Who did it, when not the user themselves (a super-admin's reset or switch). */
  actorId: number | null
  organizationId?: number
  ip: string | null
  userAgent: string | null
  at: Date
}

type TwoFactorEventOf = {
  /** The user whose second factor it is (null for an organization's switch). */
  user: User | null
  /** Who did it, when not the user themselves (a super-admin's reset or switch). */
  actor?: User | null
  organizationId?: number
  request?: { ip(): string; header(name: string): string | undefined | null } | null
}

/** Logs the event and returns its audit entry: `two_factor`, its kind in the details. */
function logged(kind: TwoFactorEventKind, of: TwoFactorEventOf): AuditWrite {
  const userId = of.user?.id ?? null
  const event: TwoFactorEvent = {
    kind,
    userId,
    actorId: of.actor?.id ?? null,
    ...(of.organizationId === undefined ? {} : { organizationId: of.organizationId }),
    ip: of.request?.ip() ?? null,
    userAgent: of.request?.header('user-agent') ?? null,
    at: new Date(),
  }
  logger.info({ twoFactor: event }, `two-factor: ${kind}`)
  return {
    action: 'two_factor',
    record: userId ? { type: 'user', id: userId } : { type: 'organization', id: of.organizationId },
    details: { kind },
    actor: AuditService.actorOfUser(of.actor ?? of.user, {
      ip: event.ip,
      userAgent: event.userAgent,
    }),
    organizationId: of.organizationId ?? null,
    organizationOfUser: userId,
  }
}

/** A change of the second factor: its entry is written in `client`, the change's transaction. */
export async function recordTwoFactorEvent(
  kind: Exclude<TwoFactorEventKind, 'challenge_failed'>,
  of: TwoFactorEventOf & { client: QueryClientContract }
) {
  await AuditService.record({ ...logged(kind, of), client: of.client })
}

/** `change` and its entry in one transaction: an entry that cannot be written undoes it. */
export async function changeTwoFactor(
  kind: Exclude<TwoFactorEventKind, 'challenge_failed'>,
  of: TwoFactorEventOf,
  change: (trx: TransactionClientContract) => Promise<unknown>
) {
  await db.transaction(async (trx) => {
    await change(trx)
    await recordTwoFactorEvent(kind, { ...of, client: trx })
  })
}

/** A refused code or password: nothing changed, so its entry never fails the request. */
export function recordTwoFactorRefusal(user: User, request: TwoFactorEventOf['request']) {
  void AuditService.recordQuietly(logged('challenge_failed', { user, request }), logger)
}

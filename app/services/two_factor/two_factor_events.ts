/**
 * The one place where the second factor's events happen (docs/security.md, "Hooks for the audit
 * trail"): the audit trail subscribes to `two_factor:event` (or replaces this function's body).
 */
import emitter from '@adonisjs/core/services/emitter'
import logger from '@adonisjs/core/services/logger'

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

declare module '@adonisjs/core/types' {
  interface EventsList {
    'two_factor:event': TwoFactorEvent
  }
}

export function recordTwoFactorEvent(
  kind: TwoFactorEventKind,
  details: {
    userId: number | null
    actorId?: number | null
    organizationId?: number
    request?: { ip(): string; header(name: string): string | undefined | null } | null
  }
) {
  const event: TwoFactorEvent = {
    kind,
    userId: details.userId,
    actorId: details.actorId ?? null,
    ...(details.organizationId === undefined ? {} : { organizationId: details.organizationId }),
    ip: details.request?.ip() ?? null,
    userAgent: details.request?.header('user-agent') ?? null,
    at: new Date(),
  }
  logger.info({ twoFactor: event }, `two-factor: ${kind}`)
  // Listeners run after the response; an error in one never fails the request.
  void emitter.emit('two_factor:event', event).catch((error) => {
    logger.error({ err: error }, 'two-factor event listener failed')
  })
}

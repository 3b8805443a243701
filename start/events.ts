/*
|--------------------------------------------------------------------------
| Event listeners
|--------------------------------------------------------------------------
*/
import emitter from '@adonisjs/core/services/emitter'
import logger from '@adonisjs/core/services/logger'
import type { HttpContext } from '@adonisjs/core/http'
import User from '#models/user'
import { HttpContext as RequestContext } from '@adonisjs/core/http'
import { AuditService, requestActor } from '#services/audit/audit_service'

/**
 * The audit trail's sign-ins and sign-outs, from the session guard's own events (every way in:
 * the password form, Google, a remembered session is no new sign-in). Failed sign-ins are
 * recorded by `User.verifyCredentials`.
 */
function actorOf(ctx: HttpContext, user: User) {
  return AuditService.actorOfUser(user, {
    ip: ctx.request.ip(),
    userAgent: ctx.request.header('user-agent') ?? null,
  })
}

emitter.on('session_auth:login_succeeded', async (event) => {
  const user = event.user as User
  await AuditService.recordQuietly(
    {
      action: 'sign_in',
      record: { type: 'user', id: user.id, label: user.fullName },
      details: { remember: !!event.rememberMeToken },
      actor: actorOf(event.ctx, user),
      organizationOfUser: user.id,
    },
    logger
  )
})

emitter.on('session_auth:logged_out', async (event) => {
  const user = event.user as User | null
  if (!user) return
  await AuditService.recordQuietly(
    {
      action: 'sign_out',
      record: { type: 'user', id: user.id, label: user.fullName },
      actor: actorOf(event.ctx, user),
      organizationOfUser: user.id,
    },
    logger
  )
})

/** The second factor's events (app/services/two_factor/two_factor_events.ts): one entry each. */
emitter.on('two_factor:event', async (event) => {
  const actorId = event.actorId ?? event.userId
  const actor = actorId ? await User.find(actorId) : null
  await AuditService.recordQuietly(
    {
      action: 'two_factor',
      record: event.userId
        ? { type: 'user', id: event.userId }
        : { type: 'organization', id: event.organizationId ?? null },
      details: { kind: event.kind },
      actor: AuditService.actorOfUser(actor, { ip: event.ip, userAgent: event.userAgent }),
      organizationId: event.organizationId ?? null,
      organizationOfUser: event.userId,
    },
    logger
  )
})

/** Sessions ended (app/services/auth/session_lifetime_service.ts): one entry per ending. */
emitter.on('session:ended', async (event) => {
  const actor = event.actorId ? await User.find(event.actorId) : null
  await AuditService.recordQuietly(
    {
      action: 'sessions_end',
      record: { type: 'user', id: event.userId },
      details: { reason: event.reason, sessions: event.sessionIds.length },
      // From the request that ended them, when a request did (its IP and browser).
      actor: AuditService.actorOfUser(actor, requestActor(RequestContext.get()) ?? {}),
      organizationOfUser: event.userId,
    },
    logger
  )
})

/** A fresh confirmation given or refused (app/services/confirmation/fresh_confirmation.ts). */
for (const kind of ['given', 'failed'] as const) {
  emitter.on(`confirmation:${kind}`, async (event) => {
    const user = await User.find(event.userId)
    await AuditService.recordQuietly(
      {
        action: kind === 'given' ? 'confirmation' : 'confirmation_failed',
        record: { type: 'user', id: event.userId, label: user?.fullName },
        details: { method: event.method },
        actor: AuditService.actorOfUser(user, { ip: event.ip, userAgent: event.userAgent }),
        organizationOfUser: event.userId,
      },
      logger
    )
  })
}

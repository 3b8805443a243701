/*
|--------------------------------------------------------------------------
| Event listeners
|--------------------------------------------------------------------------
*/
import emitter from '@adonisjs/core/services/emitter'
import logger from '@adonisjs/core/services/logger'
import type { HttpContext } from '@adonisjs/core/http'
import User from '#models/user'
import { AuditService } from '#services/audit/audit_service'

/**
 * The audit trail's sign-ins and sign-outs, from the session guard's own events (every way in:
 * the password form, Google, a remembered session is no new sign-in). Failed sign-ins are
 * recorded by `User.verifyCredentials`. The second factor's changes and the sessions ended are
 * written by their services, in the change's transaction.
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

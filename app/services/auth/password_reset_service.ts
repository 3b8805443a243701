import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import mail from '@adonisjs/mail/services/main'
import logger from '@adonisjs/core/services/logger'
import { appUrl } from '#config/app'
import PasswordResetNotification from '#mails/password_reset_notification'
import User from '#models/user'
import PasswordResetToken from '#models/password_reset_token'
import { SessionLifetimeService } from '#services/auth/session_lifetime_service'
import { hashLinkToken, newLinkToken, usableLink } from '#services/shared/link_tokens'
import { HttpContext } from '@adonisjs/core/http'
import { AuditService, requestActor } from '#services/audit/audit_service'

export const RESET_TOKEN_MINUTES = 60

/** Password reset links: single use, expiring, only their hash stored; a reset ends every session. */
export class PasswordResetService {
  static async request(email: string) {
    const user = await User.findByEmail(email)
    if (!user || user.status === 'inactive') return

    const token = newLinkToken()
    await PasswordResetToken.create({
      userId: user.id,
      tokenHash: hashLinkToken(token),
      expiresAt: DateTime.now().plus({ minutes: RESET_TOKEN_MINUTES }),
    })

    const link = `${appUrl}/reset/${token}?email=${encodeURIComponent(user.email)}`
    // A failure to send must not change the answer (it would tell that the
    // address has an account): it is logged for the operators instead.
    await mail
      .send(new PasswordResetNotification(user, link, RESET_TOKEN_MINUTES))
      .catch((error) =>
        logger.error({ err: error, userId: user.id }, 'password reset e-mail failed')
      )
  }

  static findUsable(token: string) {
    return usableLink(PasswordResetToken.query(), token, 'used_at').first()
  }

  static async reset(token: string, email: string, password: string) {
    return db.transaction(async (trx) => {
      const record = await usableLink(PasswordResetToken.query({ client: trx }), token, 'used_at')
        .forUpdate()
        .first()
      if (!record) return false
      const user = await User.find(record.userId, { client: trx })
      if (!user || user.email !== email.trim().toLowerCase()) return false

      user.password = password
      await user.save()
      record.usedAt = DateTime.now()
      await record.save()
      await PasswordResetToken.query({ client: trx })
        .where('user_id', user.id)
        .whereNull('used_at')
        .update({ usedAt: DateTime.now().toSQL() })
      await SessionLifetimeService.endAllFor(user, { client: trx, reason: 'password_changed' })
      // By the user themselves (the link proved it), from this request; the password redacted.
      const from = requestActor(HttpContext.get())
      await AuditService.record({
        action: 'update',
        record: { type: 'user', id: user.id, label: user.fullName },
        changes: { password: [null, null] },
        details: { via: 'password_reset' },
        actor: AuditService.actorOfUser(user, from ?? {}),
        organizationOfUser: user.id,
        client: trx,
      })
      return true
    })
  }
}

import { DateTime } from 'luxon'
import factory from '@adonisjs/lucid/factories'
import { hashLinkToken, newLinkToken } from '#services/shared/link_tokens'
import PasswordResetToken from '#models/password_reset_token'

/** An unused password reset of a user (merge `userId`), valid for an hour. */
export const PasswordResetTokenFactory = factory
  .define(PasswordResetToken, () => ({
    tokenHash: hashLinkToken(newLinkToken()),
    expiresAt: DateTime.now().plus({ hours: 1 }),
  }))
  .build()

/** A password reset of the user and the token of its /reset/{token} link. */
export async function createPasswordResetWithToken(userId: number) {
  const token = newLinkToken()
  const reset = await PasswordResetTokenFactory.merge({
    userId,
    tokenHash: hashLinkToken(token),
  }).create()
  return { reset, token }
}

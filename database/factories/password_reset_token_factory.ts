import { createHash, randomBytes } from 'node:crypto'
import { DateTime } from 'luxon'
import factory from '@adonisjs/lucid/factories'
import PasswordResetToken from '#models/password_reset_token'

/** What reset links store of their token (as PasswordResetService). */
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex')

/** An unused password reset of a user (merge `userId`), valid for an hour. */
export const PasswordResetTokenFactory = factory
  .define(PasswordResetToken, () => ({
    tokenHash: hashToken(randomBytes(32).toString('base64url')),
    expiresAt: DateTime.now().plus({ hours: 1 }),
  }))
  .build()

/** A password reset of the user and the token of its /reset/{token} link. */
export async function createPasswordResetWithToken(userId: number) {
  const token = randomBytes(32).toString('base64url')
  const reset = await PasswordResetTokenFactory.merge({
    userId,
    tokenHash: hashToken(token),
  }).create()
  return { reset, token }
}

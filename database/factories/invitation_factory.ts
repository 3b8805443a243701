import { createHash, randomBytes } from 'node:crypto'
import { DateTime } from 'luxon'
import factory from '@adonisjs/lucid/factories'
import Invitation from '#models/invitation'
import { unique } from '#database/factories/unique'

/** What invitations store of their token (as InvitationService.hashInvitationToken). */
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex')

/**
 * A delivered, pending invitation to be a super-admin (merge `organizationId`
 * and `role: 'org-admin'` for an organization), valid for seven days. The
 * token of its link is not stored: use `createInvitationWithToken`.
 */
export const InvitationFactory = factory
  .define(Invitation, () => ({
    firstName: 'Radu',
    lastName: unique('Invitat'),
    email: `${unique('invitat')}@example.test`,
    phoneNumber: '+40733000111',
    role: 'super-admin' as const,
    tokenHash: hashToken(randomBytes(32).toString('base64url')),
    expiresAt: DateTime.now().plus({ days: 7 }),
    deliveredAt: DateTime.now(),
  }))
  .state('verified', (invitation) => (invitation.verifiedAt = DateTime.now()))
  .build()

/** An invitation and the token of its /register/{token} link. */
export async function createInvitationWithToken(attributes: Partial<Invitation> = {}) {
  const token = randomBytes(32).toString('base64url')
  const invitation = await InvitationFactory.merge({
    ...attributes,
    tokenHash: hashToken(token),
  }).create()
  return { invitation, token }
}

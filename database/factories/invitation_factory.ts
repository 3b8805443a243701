import { DateTime } from 'luxon'
import factory from '@adonisjs/lucid/factories'
import { hashLinkToken, newLinkToken } from '#services/shared/link_tokens'
import Invitation from '#models/invitation'
import { unique } from '#database/factories/unique'

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
    tokenHash: hashLinkToken(newLinkToken()),
    expiresAt: DateTime.now().plus({ days: 7 }),
    deliveredAt: DateTime.now(),
  }))
  .state('verified', (invitation) => (invitation.verifiedAt = DateTime.now()))
  .build()

/** An invitation and the token of its /register/{token} link. */
export async function createInvitationWithToken(attributes: Partial<Invitation> = {}) {
  const token = newLinkToken()
  const invitation = await InvitationFactory.merge({
    ...attributes,
    tokenHash: hashLinkToken(token),
  }).create()
  return { invitation, token }
}

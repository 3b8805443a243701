import Member from '#models/member'
import { devicesOf, memberStatus } from '#services/members/contact_member_panel'

/**
 * The super-admin's view of an account (/mobile-app/members): its e-mail and name, the
 * communities it joined (each with its status), its devices. An erased account is none.
 */
export async function memberAccount(email: string) {
  const member = await Member.query()
    .where('email', email.toLowerCase())
    .whereNull('erased_at')
    .preload('communityMemberships', (memberships) =>
      memberships.preload('community', (community) => community.select('id', 'name'))
    )
    .first()
  if (!member) return null
  return {
    uid: member.uid,
    email: member.email,
    name: [member.firstName, member.lastName].filter(Boolean).join(' '),
    createdAt: member.createdAt.toISO(),
    communities: member.communityMemberships
      .map((membership) => ({
        name: membership.community.name,
        joinedAt: membership.joinedAt.toISO(),
        status: memberStatus(membership),
      }))
      .sort((a, b) => a.name.localeCompare(b.name, 'ro')),
    devices: await devicesOf(member),
  }
}

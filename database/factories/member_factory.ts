import { DateTime } from 'luxon'
import factory from '@adonisjs/lucid/factories'
import db from '@adonisjs/lucid/services/db'
import Member from '#models/member'
import CommunityMember from '#models/community_member'
import { ContactFactory } from '#database/factories/contact_factory'
import { unique } from '#database/factories/unique'

/** A member with a verified, unique e-mail. */
export const MemberFactory = factory
  .define(Member, () => ({
    email: `${unique('membru')}@example.com`,
    emailVerifiedAt: DateTime.now(),
    firstName: 'Ana',
    lastName: 'Membru',
    phoneNumber: null,
    locale: 'ro',
  }))
  .build()

/**
 * A member joined to a community, linked to a contact of the community with their e-mail (as
 * joining in the app does), and an access token for one device: `token` goes in `Authorization`.
 */
export async function memberOf(communityId: number, member?: Member) {
  member ??= await MemberFactory.create()
  const contact = await ContactFactory.merge({
    communityId,
    email: member.email,
    firstName: member.firstName ?? '',
    lastName: member.lastName ?? '',
  }).create()
  const membership = await CommunityMember.create({
    communityId,
    memberId: member.id,
    contactId: contact.id,
    joinedAt: DateTime.now(),
  })
  const accessToken = await Member.accessTokens.create(member, ['*'], { name: 'Telefon de test' })
  return { member, contact, membership, token: accessToken.value!.release() }
}

/**
 * One more device of the member (a token of its own), e.g. the one a test ends; `expiresIn`
 * (in seconds, negative: already expired) for an expired token.
 */
export async function deviceOf(memberId: number, name = 'Tabletă de test', expiresIn?: number) {
  const member = await Member.findOrFail(memberId)
  const token = await Member.accessTokens.create(member, ['*'], {
    name,
    ...(expiresIn !== undefined && { expiresIn }),
  })
  return { id: Number(token.identifier), token: token.value!.release() }
}

/** The members' tokens, for asserting that a revoke or a block ended them. */
export function tokensOf(memberId: number) {
  return db.from('member_access_tokens').where('tokenable_id', memberId)
}

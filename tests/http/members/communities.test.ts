/**
 * A member's communities (docs/members.md, "Communities"): the list, join (linked to the
 * community's contact of the member's e-mail, or a new contact; the e-mail's earlier event
 * registrations become the member's), leave (the contact stays) and join again; blocked: 401.
 */
import { describe, expect, test } from 'vitest'
import {
  count,
  createCommunity,
  createOrgAdmin,
  factories,
  query,
  unique,
} from '../../support/db.ts'
import { createContact } from '../helpers/contacts.ts'
import { createEvent } from '../helpers/events.ts'
import { createRegistration } from '../helpers/attendees.ts'
import { memberApi } from '../helpers/members.ts'

async function communityRow(communityId: number) {
  const [row] = await query<{ slug: string; name: string }>(
    `select slug, name from communities where id = $1`,
    [communityId]
  )
  return row
}

const slugOf = (communityId: number) => communityRow(communityId).then((row) => row.slug)

/** A member in a community of their own, with a token, and another community to join. */
async function world() {
  const { community, organization } = await createOrgAdmin(['events-module'])
  const { memberOf } = await factories()
  const joined = await memberOf(community.id)
  const other = await createCommunity(organization.id, ['events-module'])
  return { ...joined, home: community, other, slug: await slugOf(other.id) }
}

const membershipOf = async (communityId: number, memberId: number) => {
  const [row] = await query(
    `select contact_id, joined_at, left_at, blocked_at from community_members
      where community_id = $1 and member_id = $2`,
    [communityId, memberId]
  )
  return row
}

describe('joining', () => {
  test("links the community's contact of the member's e-mail; the e-mail's registrations become theirs", async () => {
    const { member, token, other, slug } = await world()
    const contact = await createContact(other.id, { email: member.email!.toUpperCase() })
    const event = await createEvent(other.id, { attendees_limit: 5 })
    const registration = await createRegistration(event, { email: member.email! })
    const stranger = await world()
    const elsewhere = await createRegistration(
      await createEvent(stranger.other.id, { attendees_limit: 5 }),
      { email: member.email! }
    )

    const answer = await memberApi('POST', `/api/member/communities/${slug}/join`, { token })
    expect(answer.status).toBe(201)
    const { name } = await communityRow(other.id)
    expect(answer.body).toEqual({ data: { slug, name, joined_at: expect.any(String) } })
    expect(await membershipOf(other.id, member.id)).toMatchObject({ contact_id: contact.id })
    // No contact more: the one of the e-mail is the member's.
    expect(await count('contacts', 'community_id = $1', [other.id])).toBe(1)
    const [mine] = await query(`select member_id from event_registrations where id = $1`, [
      registration.id,
    ])
    expect(mine.member_id).toBe(member.id)
    // Another community's registration of the same e-mail is not this join's.
    const [theirs] = await query(`select member_id from event_registrations where id = $1`, [
      elsewhere.id,
    ])
    expect(theirs.member_id).toBeNull()

    // Joining again changes nothing: 200.
    const again = await memberApi('POST', `/api/member/communities/${slug}/join`, { token })
    expect(again.status).toBe(200)
    expect(await count('community_members', 'community_id = $1', [other.id])).toBe(1)
  })

  test('without a contact of the e-mail, a new contact of the contacts screen with the profile', async () => {
    const { member, token, other, slug } = await world()
    // The event's organiser with that e-mail is no contact of the member.
    const eventContact = await createContact(other.id, {
      first_name: 'Org',
      email: member.email,
      type: 'event_contact',
    })
    const answer = await memberApi('POST', `/api/member/communities/${slug}/join`, { token })
    expect(answer.status).toBe(201)
    const { contact_id: contactId } = await membershipOf(other.id, member.id)
    expect(contactId).not.toBe(eventContact.id)
    const [contact] = await query(
      `select first_name, last_name, email, type from contacts where id = $1`,
      [contactId]
    )
    expect(contact).toEqual({
      first_name: 'Ana',
      last_name: 'Membru',
      email: member.email,
      type: 'contact',
    })
  })

  test('an unknown community is a 404, nothing written', async () => {
    const { member, token } = await world()
    const answer = await memberApi('POST', '/api/member/communities/nu-exista-deloc/join', {
      token,
    })
    expect(answer.status).toBe(404)
    expect(answer.body).toEqual({
      error: 'not_found',
      message: 'Comunitatea nu a fost găsită.',
    })
    expect(await count('community_members', 'member_id = $1', [member.id])).toBe(1)
  })

  test('blocked in the community: 401 blocked, nothing changed', async () => {
    const { member, token, home } = await world()
    await query(
      `update community_members set blocked_at = now() where community_id = $1 and member_id = $2`,
      [home.id, member.id]
    )
    const slug = await slugOf(home.id)
    const answer = await memberApi('POST', `/api/member/communities/${slug}/join`, {
      token,
      headers: { 'accept-language': 'en' },
    })
    expect(answer.status).toBe(401)
    expect(answer.body).toEqual({
      error: 'unauthenticated',
      reason: 'blocked',
      message: 'Your access to this community has been blocked.',
    })
    expect(await membershipOf(home.id, member.id)).toMatchObject({ left_at: null })
    const leave = await memberApi('DELETE', `/api/member/communities/${slug}`, { token })
    expect(leave.status).toBe(401)
    expect(leave.body.reason).toBe('blocked')
  })

  test.each([
    ['in the community', null],
    ['who left it', 'left_at'],
    ['blocked there', 'blocked_at'],
  ])(
    "another account's contact of the e-mail (a member %s, who changed e-mail) is never shared: 409, nothing written",
    async (_, state) => {
      const first = await world()
      const oldEmail = first.member.email!
      await query(`update members set email = $1 where id = $2`, [
        `${unique('schimbat')}@example.com`.toLowerCase(),
        first.member.id,
      ])
      if (state) {
        await query(`update community_members set ${state} = now() where member_id = $1`, [
          first.member.id,
        ])
      }
      const slug = await slugOf(first.home.id)
      const { MemberFactory, deviceOf } = await factories()
      const second = await MemberFactory.merge({ email: oldEmail }).create()
      const { token } = await deviceOf(second.id)
      const contacts = await count('contacts', 'community_id = $1', [first.home.id])
      const answer = await memberApi('POST', `/api/member/communities/${slug}/join`, { token })
      expect(answer.status).toBe(409)
      expect(answer.body).toEqual({
        error: 'email_in_use',
        message:
          'În această comunitate, adresa ta de e-mail aparține contactului altui cont. ' +
          'Scrie organizatorilor comunității ca să o corecteze, apoi alătură-te din nou.',
      })
      expect(await count('community_members', 'member_id = $1', [second.id])).toBe(0)
      expect(await count('contacts', 'community_id = $1', [first.home.id])).toBe(contacts)
      expect(await membershipOf(first.home.id, first.member.id)).toMatchObject({
        contact_id: first.contact.id,
      })
      const english = await memberApi('POST', `/api/member/communities/${slug}/join`, {
        token,
        headers: { 'accept-language': 'en' },
      })
      expect(english.status).toBe(409)
      expect(english.body.message).toBe(
        "In this community, your e-mail address belongs to another account's contact. " +
          "Ask the community's organisers to correct it, then join again."
      )
      // The staff correct the contact's e-mail: the new account joins with a contact of its own.
      await query(`update contacts set email = null where id = $1`, [first.contact.id])
      const joined = await memberApi('POST', `/api/member/communities/${slug}/join`, { token })
      expect(joined.status).toBe(201)
      const mine = await membershipOf(first.home.id, second.id)
      expect(mine.contact_id).not.toBe(first.contact.id)
    }
  )

  test('without a token: 401', async () => {
    const { slug } = await world()
    const answer = await memberApi('POST', `/api/member/communities/${slug}/join`)
    expect(answer.status).toBe(401)
    expect(answer.body.reason).toBe('token_invalid')
  })
})

describe('the list, leaving and coming back', () => {
  test('the list has the communities the member is in, with joined_at; leaving takes it off', async () => {
    const { member, token, home, other, slug } = await world()
    const homeSlug = await slugOf(home.id)
    await memberApi('POST', `/api/member/communities/${slug}/join`, { token })
    const listed = await memberApi('GET', '/api/member/communities', { token })
    expect(listed.status).toBe(200)
    expect(listed.body.data.map((community: { slug: string }) => community.slug)).toEqual([
      homeSlug,
      slug,
    ])
    expect(Date.parse(listed.body.data[1].joined_at)).toBeGreaterThan(Date.now() - 60_000)

    const left = await memberApi('DELETE', `/api/member/communities/${slug}`, { token })
    expect(left.status).toBe(204)
    const membership = await membershipOf(other.id, member.id)
    expect(membership.left_at).not.toBeNull()
    // The contact stays the community's.
    expect(await count('contacts', 'id = $1', [membership.contact_id])).toBe(1)
    const after = await memberApi('GET', '/api/member/communities', { token })
    expect(after.body.data.map((community: { slug: string }) => community.slug)).toEqual([homeSlug])

    // Left: the community's member routes answer 401 left; joining again clears it.
    const again = await memberApi('DELETE', `/api/member/communities/${slug}`, { token })
    expect(again).toMatchObject({ status: 401, body: { reason: 'left' } })
    const back = await memberApi('POST', `/api/member/communities/${slug}/join`, { token })
    expect(back.status).toBe(201)
    expect(await membershipOf(other.id, member.id)).toMatchObject({
      left_at: null,
      contact_id: membership.contact_id,
    })
  })

  test("another member's communities are not in the list; leaving one they are not in: 401", async () => {
    const mine = await world()
    const theirs = await world()
    const listed = await memberApi('GET', '/api/member/communities', { token: mine.token })
    const theirSlug = await slugOf(theirs.home.id)
    expect(listed.body.data.map((community: { slug: string }) => community.slug)).not.toContain(
      theirSlug
    )
    const answer = await memberApi('DELETE', `/api/member/communities/${theirSlug}`, {
      token: mine.token,
    })
    expect(answer).toMatchObject({ status: 401, body: { reason: 'not_a_member' } })
    expect(await membershipOf(theirs.home.id, theirs.member.id)).toMatchObject({ left_at: null })
  })
})

/**
 * POST /api/member/communities/{slug}/events/{uid}/registrations: a member registers as
 * themselves (docs/members.md, "Events and tickets"): their contact and verified e-mail, a ticket
 * at once (no double opt-in) or a waiting-list place, the same registration back when asked
 * again; the public registration's refusals.
 */
import { describe, expect, test } from 'vitest'
import { count, createOrgAdmin, factories, query, unique } from '../../support/db.ts'
import { createEvent } from '../helpers/events.ts'
import {
  createRegistration,
  registrationByEmail,
  ticketOf,
  waitForMails,
} from '../helpers/attendees.ts'
import { fieldErrors, memberApi, memberWorld, slugOf } from '../helpers/member_events.ts'
import { joinedMember } from '../helpers/members.ts'

const hours = (n: number) => new Date(Date.now() + n * 3_600_000)

function register(
  token: string | null,
  slug: string,
  uid: string,
  body: unknown = {},
  headers: Record<string, string> = {}
) {
  return memberApi(token, 'POST', `/communities/${slug}/events/${uid}/registrations`, body, headers)
}

type TicketAnswer = {
  data: {
    uid: string
    status: string
    waiting_position: number | null
    community: { slug: string }
    event: { uid: string; name: string; start_at: string; end_at: string }
    ticket: { code: string; qr_payload: string; checked_in_at: string | null } | null
  }
}

describe('a member registers for an event', () => {
  test('a ticket at once, on their contact, with the ticket e-mail; no confirmation link', async () => {
    const { community, slug, member, contact, membership, token } = await memberWorld()
    expect(membership.contactId).toBe(contact.id)
    const event = await createEvent(community.id, { attendees_limit: 2 })
    const reply = await register(token, slug, event.uid, { phone: '0722 333 444' })
    expect(reply.status).toBe(201)
    expect(reply.headers.get('set-cookie')).toBeNull()
    const { data } = (await reply.json()) as TicketAnswer
    const row = (await registrationByEmail(event.id, member.email!))!
    const ticket = (await ticketOf(row.id))!
    expect(row).toMatchObject({
      status: 'confirmed',
      member_id: member.id,
      contact_id: contact.id,
      first_name: 'Ana',
      last_name: 'Membru',
      phone: '+40722333444',
      source: 'api',
    })
    expect(row.email_confirmed_at).toBeInstanceOf(Date)
    expect(row.held_until).toBeNull()
    expect(data).toMatchObject({
      uid: row.uid,
      status: 'confirmed',
      waiting_position: null,
      community: { slug },
      event: { uid: event.uid, name: event.name },
      ticket: { qr_payload: ticket.code, code: ticket.code.replace(/(.{4})(?=.)/g, '$1-') },
    })
    const mails = await waitForMails(member.email!)
    expect(mails.map((mail) => mail.subject)).toEqual([`Biletul tău: ${event.name}`])
    expect(mails[0].html).toContain(data.ticket!.code)
  })

  test('a full event: the waiting list with the place in line, and its e-mail', async () => {
    const { community, slug, member, token } = await memberWorld()
    const event = await createEvent(community.id, { attendees_limit: 1 })
    await createRegistration(event, { email: `plin-${member.email}` })
    await createRegistration(event, { email: `asteapta-${member.email}` }, 'waiting')
    const reply = await register(token, slug, event.uid)
    expect(reply.status).toBe(201)
    const { data } = (await reply.json()) as TicketAnswer
    expect(data).toMatchObject({ status: 'waiting', waiting_position: 2, ticket: null })
    expect((await registrationByEmail(event.id, member.email!))!.status).toBe('waiting')
    const [mail] = await waitForMails(member.email!)
    expect(mail.subject).toBe(`Ești pe lista de așteptare: ${event.name}`)
  })

  test('asking again gives the same registration back, never a second one', async () => {
    const { community, slug, member, token } = await memberWorld()
    const event = await createEvent(community.id, { attendees_limit: 5 })
    const firstReply = await register(token, slug, event.uid)
    const first = (await firstReply.json()) as TicketAnswer
    const again = await register(token, slug, event.uid, { phone: '0722 999 888' })
    expect(again.status).toBe(200)
    const { data } = (await again.json()) as TicketAnswer
    expect(data.uid).toBe(first.data.uid)
    expect(data.ticket!.qr_payload).toBe(first.data.ticket!.qr_payload)
    expect(
      await count('event_registrations', 'event_id = $1 and lower(email) = $2', [
        event.id,
        member.email,
      ])
    ).toBe(1)
  })

  test('a place the e-mail held through the public registration is confirmed: the e-mail is verified', async () => {
    const { community, slug, member, token } = await memberWorld()
    const event = await createEvent(community.id, { attendees_limit: 5 })
    const held = await createRegistration(event, { email: member.email!.toUpperCase() }, 'held')
    const reply = await register(token, slug, event.uid)
    expect(reply.status).toBe(200)
    const { data } = (await reply.json()) as TicketAnswer
    expect(data).toMatchObject({ uid: held.uid, status: 'confirmed' })
    const row = (await registrationByEmail(event.id, member.email!))!
    expect(row).toMatchObject({ status: 'confirmed', member_id: member.id })
    expect((await ticketOf(row.id))!.code).toBe(data.ticket!.qr_payload)
  })

  test('a members-only event takes the member; a cancelled registration registers anew', async () => {
    const { community, slug, member, token } = await memberWorld()
    const event = await createEvent(community.id, { event_visibility: 'members' })
    const cancelled = await createRegistration(event, { email: member.email! }, 'cancelled')
    const reply = await register(token, slug, event.uid)
    expect(reply.status).toBe(201)
    expect(((await reply.json()) as TicketAnswer).data).toMatchObject({
      uid: cancelled.uid,
      status: 'confirmed',
    })
    expect((await registrationByEmail(event.id, member.email!))!.member_id).toBe(member.id)
  })
})

/**
 * Member A registered, then changed e-mail (their contact corrected by the staff); member B signs
 * in with A's old address and joins the community.
 */
async function addressTakenOver() {
  const world = await memberWorld()
  const oldEmail = world.member.email!
  const newEmail = `${unique('schimbat')}@example.com`.toLowerCase()
  const event = await createEvent(world.community.id, { attendees_limit: 5 })
  return {
    ...world,
    event,
    oldEmail,
    /** A's address changes, their contact too; B has the old one. */
    async changeHands() {
      await query(`update members set email = $1 where id = $2`, [newEmail, world.member.id])
      await query(`update contacts set email = $1 where id = $2`, [newEmail, world.contact.id])
      const { MemberFactory } = await factories()
      const other = await MemberFactory.merge({ email: oldEmail }).create()
      return joinedMember(world.community.id, other)
    },
  }
}

async function ticketAnswer(reply: Promise<Response>) {
  const answer = await reply
  return (await answer.json()) as TicketAnswer
}

describe("another member's registration of the same address", () => {
  test('is not handed over: 409, the registration, its ticket and its member unchanged', async () => {
    const { slug, token, member, event, oldEmail, changeHands } = await addressTakenOver()
    const mine = await ticketAnswer(register(token, slug, event.uid))
    const before = (await registrationByEmail(event.id, oldEmail))!
    const theirs = await changeHands()
    const reply = await register(theirs.token, slug, event.uid)
    expect(reply.status).toBe(409)
    expect(await reply.json()).toEqual({
      error: 'other_member',
      message: 'Adresa de e-mail este deja înscrisă la acest eveniment de alt cont.',
    })
    expect(await registrationByEmail(event.id, oldEmail)).toEqual(before)
    expect(before).toMatchObject({ member_id: member.id, status: 'confirmed' })
    const ticket = await ticketOf(before.id)
    expect(ticket!.code).toBe(mine.data.ticket!.qr_payload)
    // Nor listed among the other account's tickets, nor theirs to cancel.
    const tickets = await memberApi(theirs.token, 'GET', '/tickets')
    expect(await tickets.json()).toEqual({ data: [] })
    const cancel = await memberApi(theirs.token, 'DELETE', `/tickets/${before.uid}`)
    expect(cancel.status).toBe(404)
    expect(await registrationByEmail(event.id, oldEmail)).toMatchObject({ status: 'confirmed' })
  })

  test('a cancelled one stays the first member’s, in English by Accept-Language', async () => {
    const { slug, token, member, event, oldEmail, changeHands } = await addressTakenOver()
    const mine = await ticketAnswer(register(token, slug, event.uid))
    const cancelled = await memberApi(token, 'DELETE', `/tickets/${mine.data.uid}`)
    expect(cancelled.status).toBe(200)
    const before = (await registrationByEmail(event.id, oldEmail))!
    expect(before).toMatchObject({ status: 'cancelled', member_id: member.id })
    const theirs = await changeHands()
    const reply = await register(theirs.token, slug, event.uid, {}, { 'accept-language': 'en' })
    expect(reply.status).toBe(409)
    expect(await reply.json()).toEqual({
      error: 'other_member',
      message: 'This e-mail address is already registered for this event by another account.',
    })
    expect(await registrationByEmail(event.id, oldEmail)).toEqual(before)
  })
})

describe('refusals', () => {
  test.each([
    [
      { phone: 'nu e telefon' },
      'phone',
      'Introdu un număr de telefon valid (6–15 cifre, opțional cu + la început).',
    ],
    [{ phone: ['0722 111 222'] }, 'phone', null],
    [
      { consent_version: 'v'.repeat(41) },
      'consent_version',
      'Câmpul versiunea termenilor poate avea cel mult 40 de caractere.',
    ],
  ])('%j: 422 under %s, nothing written', async (body, field, message) => {
    const { community, slug, token } = await memberWorld()
    const event = await createEvent(community.id)
    const reply = await register(token, slug, event.uid, body)
    expect(reply.status).toBe(422)
    const errors = await fieldErrors(reply)
    expect(Object.keys(errors)).toEqual([field])
    if (message) expect(errors[field]).toBe(message)
    expect(await count('event_registrations', 'community_id = $1', [community.id])).toBe(0)
  })

  test('English messages by Accept-Language', async () => {
    const { community, slug, token } = await memberWorld()
    const event = await createEvent(community.id)
    const invalid = await register(
      token,
      slug,
      event.uid,
      { phone: 'x' },
      { 'accept-language': 'en' }
    )
    const errors = await fieldErrors(invalid)
    expect(errors.phone).toBe(
      'Enter a valid phone number (6–15 digits, optionally starting with +).'
    )
    const started = await createEvent(community.id, { start_at: hours(-1), end_at: hours(2) })
    const late = await register(
      token,
      slug,
      started.uid,
      {},
      { 'accept-language': 'en-GB,en;q=0.9' }
    )
    expect(late.status).toBe(409)
    expect(await late.json()).toEqual({
      error: 'closed',
      message: 'Registrations for this event are closed.',
    })
  })

  test('started: 409 closed; ended, private, unknown: 404; nothing written', async () => {
    const { community, slug, token } = await memberWorld()
    const started = await createEvent(community.id, { start_at: hours(-1), end_at: hours(2) })
    const closed = await register(token, slug, started.uid)
    expect(closed.status).toBe(409)
    expect(await closed.json()).toEqual({
      error: 'closed',
      message: 'Înscrierile la acest eveniment s-au închis.',
    })
    const ended = await createEvent(community.id, { start_at: hours(-5), end_at: hours(-2) })
    const hidden = await createEvent(community.id, { event_visibility: 'private' })
    for (const uid of [ended.uid, hidden.uid, '00000000-0000-4000-8000-000000000000']) {
      const reply = await register(token, slug, uid)
      expect(reply.status, uid).toBe(404)
      expect(((await reply.json()) as { error: string }).error).toBe('not_found')
    }
    expect(await count('event_registrations', 'community_id = $1', [community.id])).toBe(0)
  })

  test("another community's event: 404 under one's own community, 401 under the other's", async () => {
    const { slug, token } = await memberWorld()
    const other = await createOrgAdmin(['events-module'])
    const theirs = await createEvent(other.community.id)
    const underMine = await register(token, slug, theirs.uid)
    expect(underMine.status).toBe(404)
    const underTheirs = await register(token, await slugOf(other.community.id), theirs.uid)
    expect(underTheirs.status).toBe(401)
    expect(await underTheirs.json()).toMatchObject({
      error: 'unauthenticated',
      reason: 'not_a_member',
    })
    expect(await count('event_registrations', 'event_id = $1', [theirs.id])).toBe(0)
  })

  test('without the events module: 404; without a token or with a revoked one: 401', async () => {
    const { community } = await createOrgAdmin([])
    const { member, token } = await joinedMember(community.id)
    const event = await createEvent(community.id)
    const slug = await slugOf(community.id)
    const noModule = await register(token, slug, event.uid)
    expect(noModule.status).toBe(404)
    const anonymous = await register(null, slug, event.uid)
    expect(anonymous.status).toBe(401)
    expect(await anonymous.json()).toMatchObject({ reason: 'token_invalid' })
    await query(`delete from member_access_tokens where tokenable_id = $1`, [member.id])
    const revoked = await register(token, slug, event.uid)
    expect(revoked.status).toBe(401)
    expect(await revoked.json()).toMatchObject({ reason: 'token_invalid' })
    expect(await count('event_registrations', 'event_id = $1', [event.id])).toBe(0)
  })

  test('a blocked member is refused, nothing written', async () => {
    const { community, slug, membership, token } = await memberWorld()
    const event = await createEvent(community.id)
    await query(`update community_members set blocked_at = now() where id = $1`, [membership.id])
    const reply = await register(token, slug, event.uid)
    expect(reply.status).toBe(401)
    expect(await reply.json()).toMatchObject({ reason: 'blocked' })
    expect(await count('event_registrations', 'event_id = $1', [event.id])).toBe(0)
  })
})

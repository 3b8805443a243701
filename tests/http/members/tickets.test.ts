/**
 * GET /api/member/tickets and DELETE /api/member/tickets/{uid}: the member's registrations across
 * their communities with the QR payload, those of their verified e-mail made before included (and
 * linked); a cancellation frees the place for the waiting list (docs/members.md).
 */
import { describe, expect, test } from 'vitest'
import { createOrgAdmin, mailsTo, query, unique } from '../../support/db.ts'
import { createEvent } from '../helpers/events.ts'
import {
  createRegistration,
  registrationByEmail,
  ticketOf,
  waitForMails,
} from '../helpers/attendees.ts'
import { memberApi, memberWorld, slugOf } from '../helpers/member_events.ts'
import { joinedMember } from '../helpers/members.ts'

const hours = (n: number) => new Date(Date.now() + n * 3_600_000)

type Ticket = {
  uid: string
  status: string
  waiting_position: number | null
  community: { slug: string; name: string }
  event: { uid: string; name: string; start_at: string; end_at: string; address: string | null }
  ticket: { code: string; qr_payload: string; checked_in_at: string | null } | null
}

async function ticketsOf(token: string, headers: Record<string, string> = {}) {
  const reply = await memberApi(token, 'GET', '/tickets', undefined, headers)
  expect(reply.status).toBe(200)
  return ((await reply.json()) as { data: Ticket[] }).data
}

async function registrationByUid(uid: string) {
  const [row] = await query(`select * from event_registrations where uid = $1`, [uid])
  return row
}

describe('the member’s tickets', () => {
  test('made in the app and earlier by the same e-mail, in every community they are in, with the QR payload', async () => {
    const { community, slug, member, token } = await memberWorld()
    const second = await createOrgAdmin(['events-module'])
    await joinedMember(second.community.id, member)
    const stranger = await createOrgAdmin(['events-module'])

    const soon = await createEvent(community.id, { start_at: hours(24), end_at: hours(27) })
    const made = await memberApi(
      token,
      'POST',
      `/communities/${slug}/events/${soon.uid}/registrations`,
      {}
    )
    expect(made.status).toBe(201)
    const later = await createEvent(second.community.id, { start_at: hours(72), end_at: hours(75) })
    // Registered earlier through the public registration (no member), the same verified e-mail.
    const earlier = await createRegistration(later, { email: member.email!.toUpperCase() })
    const full = await createEvent(community.id, { start_at: hours(48), end_at: hours(50) })
    await createRegistration(full, { email: `altcineva-${member.email}` }, 'waiting')
    const waiting = await createRegistration(full, { email: member.email! }, 'waiting')
    // A community they are not in: its registration of the same e-mail is not theirs to see.
    const outside = await createRegistration(await createEvent(stranger.community.id), {
      email: member.email!,
    })

    const tickets = await ticketsOf(token)
    expect(tickets.map((ticket) => ticket.event.uid)).toEqual([later.uid, full.uid, soon.uid])
    const [fromEarlier, inLine, fromApp] = tickets
    expect(fromEarlier).toMatchObject({
      uid: earlier.uid,
      status: 'confirmed',
      community: { slug: await slugOf(second.community.id) },
      event: { name: later.name, address: later.address },
      ticket: { qr_payload: earlier.ticket!.code, checked_in_at: null },
    })
    expect(inLine).toMatchObject({
      uid: waiting.uid,
      status: 'waiting',
      waiting_position: 2,
      ticket: null,
    })
    expect(fromApp.ticket!.qr_payload).toMatch(/^[0-9A-HJKMNP-TV-Z]{16}$/)
    expect(new Date(fromApp.event.start_at).getTime()).toBe(new Date(soon.start_at).getTime())
    // Linked: they are the member's from now on; the other community's stays nobody's.
    expect(await registrationByUid(earlier.uid)).toMatchObject({ member_id: member.id })
    expect(await registrationByUid(waiting.uid)).toMatchObject({ member_id: member.id })
    expect(await registrationByUid(outside.uid)).toMatchObject({ member_id: null })
  })

  test('another member sees none of them', async () => {
    const { community, slug, token } = await memberWorld()
    const other = await joinedMember(community.id)
    const event = await createEvent(community.id)
    await memberApi(token, 'POST', `/communities/${slug}/events/${event.uid}/registrations`, {})
    expect(await ticketsOf(other.token)).toEqual([])
  })

  test('without a token: 401', async () => {
    const reply = await memberApi(null, 'GET', '/tickets')
    expect(reply.status).toBe(401)
    expect(await reply.json()).toMatchObject({ error: 'unauthenticated', reason: 'token_invalid' })
  })
})

describe('cancelling a ticket', () => {
  test('frees the place, offered at once to the first on the waiting list', async () => {
    const { community, slug, member, token } = await memberWorld()
    const event = await createEvent(community.id, { attendees_limit: 1 })
    const mine = await memberApi(
      token,
      'POST',
      `/communities/${slug}/events/${event.uid}/registrations`,
      {}
    )
    const { data } = (await mine.json()) as { data: Ticket }
    const next = await createRegistration(
      event,
      { email: `${unique('urmatorul')}@example.test` },
      'waiting'
    )

    const reply = await memberApi(token, 'DELETE', `/tickets/${data.uid}`)
    expect(reply.status).toBe(200)
    expect(((await reply.json()) as { data: Ticket }).data).toMatchObject({
      uid: data.uid,
      status: 'cancelled',
      ticket: null,
    })
    expect(await registrationByEmail(event.id, member.email!)).toMatchObject({
      status: 'cancelled',
      cancel_reason: 'attendee',
    })
    expect(await registrationByUid(next.uid)).toMatchObject({ status: 'offered' })
    const mails = await waitForMails(next.email)
    expect(mails.map((mail) => mail.subject)).toContain(`S-a eliberat un loc: ${event.name}`)
    const own = await waitForMails(member.email!, 2)
    expect(own.map((mail) => mail.subject)).toEqual([
      `Biletul tău: ${event.name}`,
      `Înscriere anulată: ${event.name}`,
    ])
  })

  test('a registration made earlier by the same e-mail can be cancelled too', async () => {
    const { community, member, token } = await memberWorld()
    const event = await createEvent(community.id)
    const earlier = await createRegistration(event, { email: member.email! })
    const reply = await memberApi(token, 'DELETE', `/tickets/${earlier.uid}`)
    expect(reply.status).toBe(200)
    expect(await registrationByUid(earlier.uid)).toMatchObject({
      status: 'cancelled',
      member_id: member.id,
    })
  })

  test('another member’s ticket: 404, nothing changed', async () => {
    const { community, token } = await memberWorld()
    const other = await joinedMember(community.id)
    const event = await createEvent(community.id)
    const theirs = await createRegistration(event, {
      email: other.member.email!,
      member_id: other.member.id,
    })
    const reply = await memberApi(token, 'DELETE', `/tickets/${theirs.uid}`)
    expect(reply.status).toBe(404)
    expect(await reply.json()).toEqual({ error: 'ticket_not_found', message: 'Biletul nu există.' })
    expect(await registrationByUid(theirs.uid)).toMatchObject({
      status: 'confirmed',
      updated_at: theirs.updated_at,
    })
  })

  test('checked in: 409 with the reason, in English when asked', async () => {
    const { community, member, token } = await memberWorld()
    const today = await createEvent(community.id, { start_at: hours(-1), end_at: hours(3) })
    const present = await createRegistration(today, { email: member.email!, member_id: member.id })
    await query(`update event_registrations set status = 'checked_in' where id = $1`, [present.id])
    const came = await memberApi(token, 'DELETE', `/tickets/${present.uid}`, undefined, {
      'accept-language': 'en',
    })
    expect(came.status).toBe(409)
    expect(await came.json()).toEqual({
      error: 'checked_in',
      message: 'You have already checked in; the registration can no longer be cancelled.',
    })
  })

  test('the event has ended: 409 `ended` in Romanian or English, nothing changed, nothing sent, nobody moved up; a cancelled one answers as it is', async () => {
    const { community, member, token } = await memberWorld()
    const past = await createEvent(community.id, {
      start_at: hours(-6),
      end_at: hours(-3),
      attendees_limit: 1,
    })
    const over = await createRegistration(past, { email: member.email!, member_id: member.id })
    const waiting = await createRegistration(
      past,
      { email: `${unique('asteapta')}@example.test` },
      'waiting'
    )
    const before = await registrationByUid(over.uid)
    const ticket = await ticketOf(over.id)
    const mailsBefore = await mailsTo(member.email!)

    const ended = await memberApi(token, 'DELETE', `/tickets/${over.uid}`)
    expect(ended.status).toBe(409)
    expect(await ended.json()).toEqual({
      error: 'ended',
      message: 'Evenimentul s-a încheiat; înscrierea nu mai poate fi anulată.',
    })
    const inEnglish = await memberApi(token, 'DELETE', `/tickets/${over.uid}`, undefined, {
      'accept-language': 'en',
    })
    expect(inEnglish.status).toBe(409)
    expect(await inEnglish.json()).toEqual({
      error: 'ended',
      message: 'The event has ended; the registration can no longer be cancelled.',
    })
    expect(await registrationByUid(over.uid)).toEqual(before)
    expect(await ticketOf(over.id)).toEqual(ticket)
    expect(await registrationByUid(waiting.uid)).toMatchObject({ status: 'waiting' })
    expect(await mailsTo(member.email!)).toEqual(mailsBefore)

    // Cancelled before the end: the same answer as cancelling it again before, nothing changed.
    const earlier = await createEvent(community.id, { start_at: hours(-30), end_at: hours(-27) })
    const gone = await createRegistration(earlier, { email: member.email!, member_id: member.id })
    await query(
      `update event_registrations set status = 'cancelled', cancelled_at = now() - interval '4 hours'
        where id = $1`,
      [gone.id]
    )
    const cancelled = await registrationByUid(gone.uid)
    const again = await memberApi(token, 'DELETE', `/tickets/${gone.uid}`)
    expect(again.status).toBe(200)
    expect(((await again.json()) as { data: Ticket }).data).toMatchObject({
      uid: gone.uid,
      status: 'cancelled',
    })
    expect(await registrationByUid(gone.uid)).toEqual(cancelled)
  })
})

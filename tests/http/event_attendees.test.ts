/**
 * The Participanți tab of the event editor (counts, table, add from the contacts, cancel, move
 * up, resend the ticket, exports) and the check-in at the door.
 */
import { beforeAll, describe, expect, inject, test } from 'vitest'
import { signedIn, TestClient } from '../support/client.ts'
import { count, createUser, db, mailsTo, query } from '../support/db.ts'
import { xlsxRows } from '../support/xlsx.ts'
import { createContact } from './helpers/contacts.ts'
import { createEvent, eventsWorld } from './helpers/events.ts'
import {
  createRegistration,
  createRegistrations,
  registrationForm,
  registrationLink,
  registrationsOf,
  ticketOf,
  waitForMails,
} from './helpers/attendees.ts'

let world: Awaited<ReturnType<typeof eventsWorld>>

beforeAll(async () => {
  world = await eventsWorld()
})

const tab = (uid: string, more = '') => `/events/${uid}?tab=attendees${more}`

/** The state of an event's first registration, as stored. */
async function firstStatus(eventId: number) {
  const [first] = await registrationsOf(eventId)
  return first.status
}

describe('the Participanți tab', () => {
  test('counts, rows with search, state filter, sort and page size', async () => {
    const event = await createEvent(world.community.id, { attendees_limit: 10 })
    await createRegistration(event, { first_name: 'Ștefan', last_name: 'Mureșan' })
    await createRegistration(event, { last_name: 'Zamfir' }, 'waiting')
    await createRegistration(event, {}, 'held')
    await createRegistrations(event, 12, (i) => ({ status: i < 2 ? 'cancelled' : 'confirmed' }))

    const page = await world.client.visit(tab(event.uid))
    expect(page.props.attendees.counts).toEqual({
      limit: 10,
      held: 1,
      confirmed: 11,
      waiting: 1,
      offered: 0,
      cancelled: 2,
      checked_in: 0,
    })
    expect(page.props.attendees.meta.total).toBe(15)
    expect(page.props.attendees.rows).toHaveLength(10)

    const found = await world.client.visit(tab(event.uid, '&search=stefan muresan'))
    expect(found.props.attendees.rows.map((row: any) => row.lastName)).toEqual(['Mureșan'])
    const waiting = await world.client.visit(tab(event.uid, '&status=waiting'))
    expect(waiting.props.attendees.rows.map((row: any) => row.lastName)).toEqual(['Zamfir'])
    const sorted = await world.client.visit(
      tab(event.uid, '&sort=last_name&direction=desc&per_page=20')
    )
    expect(sorted.props.attendees.rows[0].lastName).toBe('Zamfir')
    expect(sorted.props.attendees.rows).toHaveLength(15)
  })

  test('add a contact: confirmed with a ticket, then the waiting list once full; refusals', async () => {
    const event = await createEvent(world.community.id, { attendees_limit: 1 })
    const [ana, dan] = [
      await createContact(world.community.id, { first_name: 'Ana' }),
      await createContact(world.community.id, { first_name: 'Dan' }),
    ]
    const added = await world.client.submit(
      'POST',
      `/events/${event.uid}/attendees`,
      { attendee_contact_id: ana.id },
      { from: tab(event.uid) }
    )
    expect(added.page?.flash.success).toBe(
      `Ana ${ana.last_name} a fost înscris(ă) și a primit biletul.`
    )
    const rows = await registrationsOf(event.id)
    expect(rows).toMatchObject([{ contact_id: ana.id, status: 'confirmed', source: 'admin' }])
    expect(await ticketOf(rows[0].id)).toBeDefined()
    const [ticketMail] = await waitForMails(ana.email!)
    expect(ticketMail.subject).toBe(`Biletul tău: ${event.name}`)

    const full = await world.client.submit(
      'POST',
      `/events/${event.uid}/attendees`,
      { attendee_contact_id: dan.id },
      { from: tab(event.uid) }
    )
    expect(full.page?.flash.success).toBe(
      `Evenimentul este plin: Dan ${dan.last_name} a fost adăugat(ă) pe lista de așteptare.`
    )
    const again = await world.client.submit(
      'POST',
      `/events/${event.uid}/attendees`,
      { attendee_contact_id: ana.id },
      { from: tab(event.uid) }
    )
    expect(again.page?.props.errors.attendee_contact_id).toBe(
      'Contactul este deja înscris la acest eveniment.'
    )
    const foreign = await createContact(world.other.community.id)
    const refused = await world.client.submit(
      'POST',
      `/events/${event.uid}/attendees`,
      { attendee_contact_id: foreign.id },
      { from: tab(event.uid) }
    )
    expect(refused.page?.props.errors.attendee_contact_id).toBe('Contactul ales nu există.')
    const empty = await world.client.submit(
      'POST',
      `/events/${event.uid}/attendees`,
      {},
      { from: tab(event.uid) }
    )
    expect(empty.page?.props.errors.attendee_contact_id).toBe('Alege contactul de adăugat.')
    expect(await registrationsOf(event.id)).toHaveLength(2)
  })

  test('cancel offers the place to the first waiting; move up confirms when a place is free; resend', async () => {
    const event = await createEvent(world.community.id, { attendees_limit: 1 })
    const kept = await createRegistration(event)
    const first = await createRegistration(event, {}, 'waiting')
    const second = await createRegistration(event, {}, 'waiting')

    const full = await world.client.submit(
      'POST',
      `/attendees/${second.uid}/move-up`,
      {},
      {
        from: tab(event.uid),
      }
    )
    expect(full.page?.flash.error).toBe('Evenimentul nu mai are locuri libere.')

    const cancelled = await world.client.submit(
      'POST',
      `/attendees/${kept.uid}/cancel`,
      {},
      {
        from: tab(event.uid),
      }
    )
    expect(cancelled.location).toBe(`/events/${event.uid}?tab=attendees`)
    expect(cancelled.page?.flash.success).toBe(
      `Înscrierea lui Maria ${kept.last_name} a fost anulată.`
    )
    let rows = await registrationsOf(event.id)
    expect(rows.map((row) => row.status)).toEqual(['cancelled', 'offered', 'waiting'])
    const [offer] = await waitForMails(first.email)
    expect(offer.subject).toBe(`S-a eliberat un loc: ${event.name}`)

    await world.client.submit(
      'POST',
      `/attendees/${first.uid}/cancel`,
      {},
      { from: tab(event.uid) }
    )
    rows = await registrationsOf(event.id)
    expect(rows.map((row) => row.status)).toEqual(['cancelled', 'cancelled', 'offered'])
    const moved = await world.client.submit(
      'POST',
      `/attendees/${second.uid}/move-up`,
      {},
      {
        from: tab(event.uid),
      }
    )
    expect(moved.page?.flash.success).toBe(`Maria ${second.last_name} a primit un loc confirmat.`)
    rows = await registrationsOf(event.id)
    expect(rows[2].status).toBe('confirmed')

    const { length: before } = await waitForMails(second.email, 2)
    const resent = await world.client.submit(
      'POST',
      `/attendees/${second.uid}/resend`,
      {},
      {
        from: tab(event.uid),
      }
    )
    expect(resent.page?.flash.success).toBe(
      `Biletul a fost retrimis lui Maria ${second.last_name}.`
    )
    expect(await waitForMails(second.email, before + 1)).toHaveLength(before + 1)
    const noTicket = await world.client.submit(
      'POST',
      `/attendees/${first.uid}/resend`,
      {},
      {
        from: tab(event.uid),
      }
    )
    expect(noTicket.page?.flash.error).toBe(
      'Participantul nu are un bilet (înscrierea nu este confirmată).'
    )
  })

  test('CSV and XLSX of the current view, formula cells neutralised', async () => {
    const event = await createEvent(world.community.id)
    await createRegistration(event, { first_name: '=HYPERLINK("x")', last_name: 'Popa' })
    await createRegistration(event, { last_name: 'Ionescu' }, 'waiting')
    const csv = await world.client.request(
      'GET',
      `/events/${event.uid}/attendees/export/csv?status=confirmed`
    )
    expect(csv.status).toBe(200)
    const lines = csv.text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
    expect(lines[0]).toBe('Prenume;Nume;Email;Telefon;Stare;Înscris la;Prezent la')
    expect(lines).toHaveLength(2)
    expect(lines[1]).toMatch(
      /^"'=HYPERLINK\(""x""\)";Popa;.*;;Confirmat;\d\d-\d\d-\d{4} \d\d:\d\d;$/
    )
    const xlsx = await fetch(`${world.client.baseUrl}/events/${event.uid}/attendees/export/xlsx`, {
      headers: { cookie: world.client.cookieHeader() },
    })
    expect(xlsx.status).toBe(200)
    const rows = xlsxRows(Buffer.from(await xlsx.arrayBuffer()))
    expect(rows.map((row) => row.slice(0, 2))).toEqual([
      ['Prenume', 'Nume'],
      ['\'=HYPERLINK("x")', 'Popa'],
      ['Maria', expect.stringMatching(/^Ionescu/)],
    ])
  })

  test('another community’s event or registration: 404, nothing changed; wrong role and guest refused', async () => {
    const event = await createEvent(world.community.id, { attendees_limit: 1 })
    const registration = await createRegistration(event)
    const contact = await createContact(world.other.community.id)
    const inSibling = await createEvent(world.sibling.id)
    for (const [method, path, body] of [
      ['GET', tab(event.uid)],
      ['POST', `/events/${event.uid}/attendees`, { attendee_contact_id: contact.id }],
      ['GET', `/events/${event.uid}/attendees/export/csv`],
      ['GET', `/events/${event.uid}/check-in`],
      ['POST', `/events/${event.uid}/check-in`, { code: registration.ticket!.code }],
      ['POST', `/attendees/${registration.uid}/cancel`, {}],
      ['POST', `/attendees/${registration.uid}/move-up`, {}],
      ['POST', `/attendees/${registration.uid}/resend`, {}],
    ] as const) {
      const reply = await world.otherClient.request(method, path, { body, inertia: true })
      expect(reply.status, `${method} ${path}`).toBe(404)
      const refused = await world.superAdmin.request(method, path, { body, inertia: true })
      expect(refused.status, `${method} ${path}`).toBe(403)
      const guest = await new TestClient().request(method, path, { body, inertia: true })
      expect(guest.location, `${method} ${path}`).toBe('/login')
    }
    // The same organization's other community: its event is not this community's.
    const sibling = await world.client.request('GET', tab(inSibling.uid), { inertia: true })
    expect(sibling.status).toBe(404)
    expect(await registrationsOf(event.id)).toMatchObject([{ status: 'confirmed' }])
    expect((await ticketOf(registration.id))!.checked_in_at).toBeNull()
  })
})

describe('check-in at the door', () => {
  test('a typed code checks the attendee in once; the second time says when and by whom', async () => {
    const event = await createEvent(world.community.id)
    const registration = await createRegistration(event, { first_name: 'Ioana' })
    const code = registration.ticket!.code
    const screen = await world.client.visit(`/events/${event.uid}/check-in`)
    expect(screen.component).toBe('events/check_in')
    const typed = code.toLowerCase().replace(/(.{4})(?=.)/g, '$1-')
    const first = await world.client.submit(
      'POST',
      `/events/${event.uid}/check-in`,
      { code: typed },
      { from: `/events/${event.uid}/check-in` }
    )
    expect(first.page?.props.result).toMatchObject({
      outcome: 'checked_in',
      attendee: { firstName: 'Ioana' },
    })
    expect(first.page?.props.counts.checked_in).toBe(1)
    const ticket = (await ticketOf(registration.id))!
    expect(ticket.checked_in_by).toBe(world.user.id)
    const [checked] = await registrationsOf(event.id)
    expect(checked.status).toBe('checked_in')

    const second = await world.client.submit('POST', `/events/${event.uid}/check-in`, { code })
    expect(new Date(second.page?.props.result.checkedInAt).getTime()).toBe(
      ticket.checked_in_at!.getTime()
    )
    expect(second.page?.props.result).toMatchObject({
      outcome: 'already',
      checkedInBy: world.user.fullName,
    })
  })

  test('the screen counts present and expected from the event, after each check-in and cancellation', async () => {
    const event = await createEvent(world.community.id)
    const [first, second, third] = await Promise.all(
      ['Radu', 'Sorina', 'Vlad'].map((name) => createRegistration(event, { first_name: name }))
    )
    const path = `/events/${event.uid}/check-in`
    const screen = await world.client.visit(path)
    expect(screen.props.counts).toMatchObject({ confirmed: 3, checked_in: 0 })
    const checked = await world.client.submit(
      'POST',
      path,
      { code: first.ticket!.code },
      { from: path }
    )
    expect(checked.page?.props.counts).toMatchObject({ confirmed: 2, checked_in: 1 })
    const cancelled = await world.client.submit(
      'POST',
      `/attendees/${second.uid}/cancel`,
      undefined,
      {
        from: `/events/${event.uid}?tab=attendees`,
      }
    )
    expect(cancelled.page?.flash.success).toBeTruthy()
    const again = await world.client.submit(
      'POST',
      path,
      { code: third.ticket!.code },
      { from: path }
    )
    expect(again.page?.props.counts).toMatchObject({ confirmed: 0, checked_in: 2 })
  })

  test('two staff with one ticket at once: checked in once', async () => {
    const event = await createEvent(world.community.id)
    const registration = await createRegistration(event)
    const colleague = await createUser({ role: 'org-admin', organizationId: world.organization.id })
    const other = await signedIn(colleague)
    const path = `/events/${event.uid}/check-in`
    const answers = await Promise.all(
      [world.client, other].map((client) =>
        client.submit('POST', path, { code: registration.ticket!.code })
      )
    )
    expect(answers.map((answer) => answer.page?.props.result.outcome).sort()).toEqual([
      'already',
      'checked_in',
    ])
    expect(
      await count('event_tickets', 'registration_id = $1 and checked_in_at is not null', [
        registration.id,
      ])
    ).toBe(1)
  })

  test('refused: a cancelled registration, another event’s ticket, another community’s, an unknown code', async () => {
    const event = await createEvent(world.community.id)
    const cancelled = await createRegistration(event)
    await query(`update event_registrations set status = 'cancelled' where id = $1`, [cancelled.id])
    const elsewhere = await createRegistration(await createEvent(world.community.id))
    const foreign = await createRegistration(await createEvent(world.other.community.id))
    const path = `/events/${event.uid}/check-in`
    for (const [code, outcome] of [
      [cancelled.ticket!.code, 'cancelled'],
      [elsewhere.ticket!.code, 'other_event'],
      [foreign.ticket!.code, 'unknown'],
      ['ZZZZZZZZZZZZZZZZ', 'unknown'],
    ] as const) {
      const answer = await world.client.submit('POST', path, { code })
      expect(answer.page?.props.result.outcome, code).toBe(outcome)
    }
    const empty = await world.client.submit('POST', path, { code: '' }, { from: path })
    expect(empty.page?.props.errors.code).toBe('Câmpul cod este obligatoriu.')
    for (const registration of [cancelled, elsewhere, foreign]) {
      expect((await ticketOf(registration.id))!.checked_in_at).toBeNull()
    }
    expect(await mailsTo('nimeni@example.test')).toHaveLength(0)
  })

  test('a ticket kept from before a cancellation: registered again, waiting, offered or held, it is refused, nothing changed; confirmed again, it enters', async () => {
    const event = await createEvent(world.community.id, { attendees_limit: 2 })
    const [{ slug }] = await query<{ slug: string }>(`select slug from communities where id = $1`, [
      world.community.id,
    ])
    const kept = await createRegistration(event, { first_name: 'Radu' })
    const seated = await createRegistration(event)
    const path = `/events/${event.uid}/check-in`
    const cancelled = await world.client.submit(
      'POST',
      `/attendees/${kept.uid}/cancel`,
      undefined,
      {
        from: tab(event.uid),
      }
    )
    expect(cancelled.page?.flash.success).toBeTruthy()
    await createRegistration(event, {}, 'held')
    // Registered again through the app while the event is full: the waiting list.
    const again = await fetch(
      `${inject('baseUrl')}/api/communities/${slug}/events/${event.uid}/registrations`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(registrationForm({ first_name: 'Radu', email: kept.email })),
      }
    )
    expect(again.status).toBe(201)
    const figures = async () => {
      const [row] = await query(
        `select places_taken, waiting_count, confirmed_count, checked_in_count from events
          where id = $1`,
        [event.id]
      )
      return row
    }
    const before = await figures()
    expect(before).toEqual({
      places_taken: 2,
      waiting_count: 1,
      confirmed_count: 1,
      checked_in_count: 0,
    })
    const statusOf = () => firstStatus(event.id)
    expect(await statusOf()).toBe('waiting')
    const refused = await world.client.submit('POST', path, { code: kept.ticket!.code })
    expect(refused.page?.props.result).toMatchObject({
      outcome: 'not_confirmed',
      attendee: { firstName: 'Radu' },
      checkedInAt: null,
    })
    expect(refused.page?.props.counts).toEqual({ limit: 2, confirmed: 1, checked_in: 0 })
    expect(await statusOf()).toBe('waiting')
    expect(await figures()).toEqual(before)

    // A place freed: offered to them, the old ticket still refused.
    await world.client.submit('POST', `/attendees/${seated.uid}/cancel`, undefined, {
      from: tab(event.uid),
    })
    expect(await statusOf()).toBe('offered')
    const offered = await world.client.submit('POST', path, { code: kept.ticket!.code })
    expect(offered.page?.props.result.outcome).toBe('not_confirmed')
    expect(await statusOf()).toBe('offered')

    // The offer accepted: the same ticket, now of a confirmed place, enters.
    const page = await registrationLink(kept.uid)
    const accepted = await new TestClient().submit(
      'POST',
      await registrationLink(kept.uid, 'registrations.accept'),
      {},
      { from: page }
    )
    expect(accepted.page?.flash.success).toBe('Ai acceptat locul. Biletul a fost trimis pe email.')
    expect(await statusOf()).toBe('confirmed')
    const entered = await world.client.submit('POST', path, { code: kept.ticket!.code })
    expect(entered.page?.props.result.outcome).toBe('checked_in')
    expect(entered.page?.props.counts).toEqual({ limit: 2, confirmed: 0, checked_in: 1 })
    expect(await statusOf()).toBe('checked_in')
    expect((await ticketOf(kept.id))!.checked_in_by).toBe(world.user.id)

    // Registered again with a place free: held until the e-mail is confirmed, refused at the door.
    const open = await createEvent(world.community.id, { attendees_limit: 5 })
    const held = await createRegistration(open, { first_name: 'Ilinca' })
    await world.client.submit('POST', `/attendees/${held.uid}/cancel`, undefined, {
      from: tab(open.uid),
    })
    await fetch(`${inject('baseUrl')}/api/communities/${slug}/events/${open.uid}/registrations`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(registrationForm({ first_name: 'Ilinca', email: held.email })),
    })
    expect(await firstStatus(open.id)).toBe('held')
    const door = `/events/${open.uid}/check-in`
    const unconfirmed = await world.client.submit('POST', door, { code: held.ticket!.code })
    expect(unconfirmed.page?.props.result.outcome).toBe('not_confirmed')
    expect(unconfirmed.page?.props.counts).toEqual({ limit: 5, confirmed: 0, checked_in: 0 })
    expect(await firstStatus(open.id)).toBe('held')
    expect((await ticketOf(held.id))!.checked_in_at).toBeNull()
  })

  test('a cancellation that commits while the check-in waits for the event: refused, not checked in over it', async () => {
    const event = await createEvent(world.community.id, { attendees_limit: 1 })
    const registration = await createRegistration(event)
    const path = `/events/${event.uid}/check-in`
    // A registration change in progress: the event's row locked, as the app's changes lock it.
    const change = await db().connect()
    try {
      await change.query('begin')
      await change.query('select id from events where id = $1 for update', [event.id])
      const door = world.client.submit('POST', path, { code: registration.ticket!.code })
      // Until the check-in waits for a lock this transaction holds.
      const {
        rows: [own],
      } = await change.query('select pg_backend_pid() as pid')
      const deadline = Date.now() + 10_000
      while (Date.now() < deadline) {
        const waiting = await query(
          `select pid from pg_stat_activity where datname = current_database()
              and wait_event_type = 'Lock' and pid <> $1`,
          [own.pid]
        )
        if (waiting.length > 0) break
        await new Promise((resolve) => setTimeout(resolve, 50))
      }
      await change.query(
        `update event_registrations set status = 'cancelled', cancelled_at = now() where id = $1`,
        [registration.id]
      )
      await change.query('commit')
      const answer = await door
      expect(answer.page?.props.result.outcome).toBe('cancelled')
      expect(answer.page?.props.counts).toEqual({ limit: 1, confirmed: 0, checked_in: 0 })
    } finally {
      await change.query('rollback').catch(() => {})
      change.release()
    }
    expect(await firstStatus(event.id)).toBe('cancelled')
    expect((await ticketOf(registration.id))!.checked_in_at).toBeNull()
  })
})

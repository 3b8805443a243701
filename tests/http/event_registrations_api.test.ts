/**
 * POST /api/communities/{slug}/events/{uid}/registrations and the links of its e-mails: the
 * mobile app registers a person (no session); the e-mail confirms the place (double opt-in);
 * a full event puts them on the waiting list; a cancellation offers the place to the next.
 */
import { beforeAll, describe, expect, inject, test } from 'vitest'
import { TestClient } from '../support/client.ts'
import { count, createOrgAdmin, query, unique } from '../support/db.ts'
import { createContact } from './helpers/contacts.ts'
import { createEvent } from './helpers/events.ts'
import {
  createRegistration,
  legacyRegistrationToken,
  linkIn,
  registrationLink,
  registrationByEmail,
  registrationForm,
  registrationsOf,
  ticketOf,
  waitForMails,
} from './helpers/attendees.ts'

const baseUrl = inject('baseUrl')
const hours = (n: number) => new Date(Date.now() + n * 3_600_000)

/** The app's request: JSON, no cookies. */
function register(slug: string, uid: string, body: unknown, headers: Record<string, string> = {}) {
  return fetch(`${baseUrl}/api/communities/${slug}/events/${uid}/registrations`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'origin': 'https://app.example', ...headers },
    body: JSON.stringify(body),
    redirect: 'manual',
  })
}

async function slugOf(communityId: number) {
  const [row] = await query<{ slug: string }>(`select slug from communities where id = $1`, [
    communityId,
  ])
  return row.slug
}

/** A community of its own (the per-IP limit counts per community) with one public event. */
async function world(fields: Record<string, unknown> = {}) {
  const { community } = await createOrgAdmin(['events-module'])
  const event = await createEvent(community.id, { attendees_limit: 2, ...fields })
  return { community, event, slug: await slugOf(community.id) }
}

const email = () => `${unique('ana')}@example.test`.toLowerCase()

/** The answer to every registration that is not refused, new or not. */
const RECEIVED = {
  data: {
    message:
      'Îți mulțumim! Verifică emailul: ți-am trimis acolo starea înscrierii și pașii următori.',
  },
}

/** The e-mails queued for a registration (each request's e-mail is queued before it answers). */
async function mailJobsOf(registrationId: number) {
  const rows = await query<{ kind: string }>(
    `select data->>'kind' as kind from pgboss.job
      where name = 'event-registration.mail' and (data->>'registrationId')::int = $1
      order by created_on`,
    [registrationId]
  )
  return rows.map((row) => row.kind)
}

describe('registration through the public API', () => {
  test('a place held until the e-mail is confirmed, then a ticket with its QR; the contact is created', async () => {
    const { community, event, slug } = await world()
    const address = email()
    const reply = await register(slug, event.uid, registrationForm({ email: address }))
    expect(reply.status).toBe(201)
    expect(reply.headers.get('set-cookie')).toBeNull()
    expect(reply.headers.get('access-control-allow-origin')).toBe('*')
    expect(await reply.json()).toEqual(RECEIVED)

    const row = (await registrationByEmail(event.id, address))!
    expect(row).toMatchObject({ status: 'held', first_name: 'Elena', phone: '+40722111222' })
    expect(row.consent_version).toBe('termeni-2026-01')
    expect(row.consent_at).toBeInstanceOf(Date)
    expect(row.held_until!.getTime() - Date.now()).toBeGreaterThan(29 * 60_000)
    const [contact] = await query(`select * from contacts where id = $1`, [row.contact_id])
    expect(contact).toMatchObject({
      community_id: community.id,
      type: 'contact',
      email: address,
      first_name: 'Elena',
    })
    expect(await ticketOf(row.id)).toBeUndefined()

    const [confirmation] = await waitForMails(address)
    expect(confirmation.subject).toBe(`Confirmă înscrierea la ${event.name}`)
    const visitor = new TestClient()
    const confirmed = await visitor.request('GET', linkIn(confirmation.html, 'confirm'))
    expect(confirmed.status).toBe(302)
    expect((await registrationByEmail(event.id, address))!.status).toBe('confirmed')
    const ticket = (await ticketOf(row.id))!
    expect(ticket.code).toMatch(/^[0-9A-HJKMNP-TV-Z]{16}$/)

    const mails = await waitForMails(address, 2)
    expect(mails[1].subject).toBe(`Biletul tău: ${event.name}`)
    expect(mails[1].html).toContain('src="data:image/png;base64,')
    expect(mails[1].html).toContain(ticket.code.replace(/(.{4})(?=.)/g, '$1-'))
    const page = await visitor.visit(linkIn(mails[1].html))
    expect(page.component).toBe('registrations/show')
    expect(page.props.registration.status).toBe('confirmed')
    expect(page.props.ticket!.code).toBe(ticket.code.replace(/(.{4})(?=.)/g, '$1-'))
    expect(page.props.ticket!.qr).toMatch(/^data:image\/png;base64,/)
  })

  test('asking again answers exactly as a new registration; the state goes to the address once in the window', async () => {
    const { community, event, slug } = await world()
    const address = email()
    const contact = await createContact(community.id, {
      first_name: 'Ana',
      last_name: 'Popa',
      email: address,
      type: 'contact',
    })
    const first = await register(slug, event.uid, registrationForm({ email: address }))
    const repeats = [
      await register(
        slug,
        event.uid,
        registrationForm({ email: address.toUpperCase(), first_name: 'Alta' })
      ),
      await register(slug, event.uid, registrationForm({ email: address })),
    ]
    const fresh = await register(slug, event.uid, registrationForm({ email: email() }))
    for (const reply of [first, ...repeats, fresh]) {
      expect(reply.status).toBe(201)
      expect(reply.headers.get('content-type')).toBe(fresh.headers.get('content-type'))
      expect(await reply.json()).toEqual(RECEIVED)
    }

    // Never a second place; the existing contact is linked.
    const all = await registrationsOf(event.id)
    const rows = all.filter((row) => row.email === address)
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ status: 'held', contact_id: contact.id, first_name: 'Elena' })
    expect(await count('contacts', 'community_id = $1', [community.id])).toBe(2)
    // The registration's e-mail, then its state (the confirmation link again) once, not per request.
    expect(await mailJobsOf(rows[0].id)).toEqual(['confirm', 'confirm'])
    const mails = await waitForMails(address, 2)
    expect(mails.map((mail) => mail.subject)).toEqual(
      Array(2).fill(`Confirmă înscrierea la ${event.name}`)
    )
    expect(linkIn(mails[1].html)).toBe(linkIn(mails[0].html))
  })

  test('a repeat tells the state only by e-mail: the ticket, the place in line, the check-in', async () => {
    const { event, slug } = await world({ attendees_limit: 0 })
    const confirmed = await createRegistration(event, { email: email() })
    const waiting = await createRegistration(event, { email: email() }, 'waiting')
    const present = await createRegistration(event, { email: email() })
    await query(`update event_registrations set status = 'checked_in' where id = $1`, [present.id])
    await query(`update event_tickets set checked_in_at = now() where id = $1`, [
      present.ticket!.id,
    ])
    for (const row of [confirmed, waiting, present]) {
      const reply = await register(slug, event.uid, registrationForm({ email: row.email }))
      expect(reply.status).toBe(201)
      expect(await reply.json()).toEqual(RECEIVED)
    }

    const [ticket] = await waitForMails(confirmed.email)
    expect(ticket.subject).toBe(`Biletul tău: ${event.name}`)
    expect(ticket.html).toContain(confirmed.ticket!.code.replace(/(.{4})(?=.)/g, '$1-'))
    const [line] = await waitForMails(waiting.email)
    expect(line.subject).toBe(`Ești pe lista de așteptare: ${event.name}`)
    expect(line.html).toContain('Locul tău pe lista de așteptare: 1.')
    const [came] = await waitForMails(present.email)
    expect(came.subject).toBe(`Ai intrat la ${event.name}`)
    expect(await registrationsOf(event.id)).toHaveLength(3)
  })

  test('a phone as people type it is stored in E.164; written three ways, it is one contact', async () => {
    const { community, event, slug } = await world({ attendees_limit: 5 })
    for (const typed of ['0722 111 222', '0722-111-222', '+40 722 111 222']) {
      const address = email()
      const reply = await register(
        slug,
        event.uid,
        registrationForm({ email: address, phone: typed })
      )
      expect(reply.status, typed).toBe(201)
      expect((await registrationByEmail(event.id, address))!.phone, typed).toBe('+40722111222')
    }
    const contacts = await query(
      `select phone_number from contacts where community_id = $1 and type = 'contact'`,
      [community.id]
    )
    expect(contacts).toEqual([{ phone_number: '+40722111222' }])
  })

  test('a contact whose Romanian phone was saved the national way is found by that phone', async () => {
    const { community, event, slug } = await world()
    const contact = await createContact(community.id, {
      first_name: 'Ana',
      last_name: 'Popa',
      email: null,
      phone_number: '0744555666',
      type: 'contact',
    })
    const address = email()
    const reply = await register(
      slug,
      event.uid,
      registrationForm({ email: address, phone: '+40 744 555 666' })
    )
    expect(reply.status).toBe(201)
    expect(await registrationByEmail(event.id, address)).toMatchObject({
      contact_id: contact.id,
      phone: '+40744555666',
    })
    expect(await count('contacts', 'community_id = $1', [community.id])).toBe(1)
  })

  test('a full event: the waiting list in order, the place in line by e-mail; the events answer says so', async () => {
    const { event, slug } = await world({ attendees_limit: 1 })
    const people = [email(), email(), email()]
    for (const address of people) {
      const reply = await register(slug, event.uid, registrationForm({ email: address }))
      expect(await reply.json()).toEqual(RECEIVED)
    }
    const rows = await Promise.all(people.map((address) => registrationByEmail(event.id, address)))
    expect(rows.map((row) => row!.status)).toEqual(['held', 'waiting', 'waiting'])
    const [waiting] = await waitForMails(people[2])
    expect(waiting.subject).toBe(`Ești pe lista de așteptare: ${event.name}`)
    expect(waiting.html).toContain('Locul tău pe lista de așteptare: 2.')

    const listing = await fetch(`${baseUrl}/api/communities/${slug}/events`)
    const listed = (await listing.json()) as any
    expect(listed.data[0]).toMatchObject({
      uid: event.uid,
      places_left: 0,
      full: true,
      waiting_list: true,
    })
    expect(JSON.stringify(listed)).not.toContain(people[0])
  })

  test('a cancellation from the e-mail offers the place to the first waiting; accepting it gives a ticket', async () => {
    const { event, slug } = await world({ attendees_limit: 1 })
    const [first, second, third] = [email(), email(), email()]
    for (const address of [first, second, third]) {
      await register(slug, event.uid, registrationForm({ email: address }))
    }
    const [confirmation] = await waitForMails(first)
    const visitor = new TestClient()
    const page = await visitor.visit(linkIn(confirmation.html))
    const cancelled = await visitor.submit(
      'POST',
      page.props.links.cancel,
      {},
      {
        from: linkIn(confirmation.html),
      }
    )
    expect(page.props.registration.status).toBe('held')
    expect(cancelled.page?.flash.success).toBe('Înscrierea a fost anulată.')
    expect((await registrationByEmail(event.id, first))!.status).toBe('cancelled')
    const offered = (await registrationByEmail(event.id, second))!
    expect(offered.status).toBe('offered')
    expect(offered.offer_expires_at!.getTime() - Date.now()).toBeGreaterThan(23 * 3_600_000)
    expect((await registrationByEmail(event.id, third))!.status).toBe('waiting')

    const mails = await waitForMails(second, 2)
    expect(mails[1].subject).toBe(`S-a eliberat un loc: ${event.name}`)
    const link = linkIn(mails[1].html)
    const offer = await visitor.visit(link)
    const { links } = offer.props
    const accepted = await visitor.submit('POST', links.accept, {}, { from: link })
    expect(accepted.page?.flash.success).toBe('Ai acceptat locul. Biletul a fost trimis pe email.')
    expect((await registrationByEmail(event.id, second))!.status).toBe('confirmed')
    expect(await ticketOf(offered.id)).toBeDefined()
  })

  test('the cancel link of an ended event (still signed for days after) refuses, nothing changed', async () => {
    const { event } = await world({ start_at: hours(-6), end_at: hours(-3) })
    const came = await createRegistration(event)
    const before = await registrationByEmail(event.id, came.email)
    const visitor = new TestClient()
    const page = await registrationLink(came.uid)
    const refused = await visitor.submit(
      'POST',
      await registrationLink(came.uid, 'registrations.cancel'),
      {},
      { from: page }
    )
    expect(refused.page?.flash.error).toBe(
      'Evenimentul s-a încheiat; înscrierea nu mai poate fi anulată.'
    )
    expect(await registrationByEmail(event.id, came.email)).toEqual(before)
  })

  test('a forged link is a 404; an ended hold refuses its confirmation, nothing changed', async () => {
    const { community, event } = await world()
    const held = await createRegistration(event, { held_until: hours(-1) }, 'held')
    const visitor = new TestClient()
    const forged = await visitor.request(
      'GET',
      `/event-registrations/${held.uid}/${'A'.repeat(43)}/confirm`
    )
    expect(forged.status).toBe(404)
    const other = await createRegistration(event, {}, 'held')
    // Another registration's token does not open this one.
    const otherLink = await registrationLink(other.uid)
    const swapped = otherLink.replace(other.uid, held.uid)
    const page = await visitor.request('GET', swapped)
    expect(page.status).toBe(404)

    // The link of the held registration itself, as its e-mail carries it.
    const link = await registrationLink(held.uid)
    const confirm = await registrationLink(held.uid, 'registrations.confirm')
    const refused = await visitor.submit('GET', confirm, undefined, { from: link })
    expect(refused.page?.flash.error).toBe(
      'Linkul a expirat: rezervarea sau oferta nu mai este valabilă.'
    )
    expect((await registrationByEmail(event.id, held.email))!.status).not.toBe('confirmed')
    expect(await ticketOf(held.id)).toBeUndefined()
    expect(await count('event_tickets', 'community_id = $1', [community.id])).toBe(0)
  })
})

describe("a registration's signed links", () => {
  const days = (n: number) => new Date(Date.now() + n * 86_400_000)

  test('open until a week after the event; then, and tampered with, they are a 404', async () => {
    const { event } = await world()
    const held = await createRegistration(event, { held_until: hours(1) }, 'held')
    const visitor = new TestClient()
    const link = await registrationLink(held.uid)
    expect(link).toMatch(/^\/event-registrations\/[0-9a-f-]{36}\?expires=\d+&signature=/)
    const page = await visitor.visit(link)
    expect(page.props.registration.status).toBe('held')

    const url = new URL(link, baseUrl)
    const later = new URL(url)
    later.searchParams.set('expires', String(Number(url.searchParams.get('expires')) + 86_400))
    const otherSignature = new URL(url)
    otherSignature.searchParams.set('signature', `${url.searchParams.get('signature')}x`)
    const unsigned = new URL(url)
    unsigned.searchParams.delete('signature')
    const cancel = new URL(await registrationLink(held.uid, 'registrations.cancel'), baseUrl)
    for (const tampered of [later, otherSignature, unsigned]) {
      const answer = await visitor.request('GET', tampered.pathname + tampered.search)
      expect(answer.status, tampered.search).toBe(404)
    }
    // The page's signature does not cancel.
    const cancelled = await visitor.request('POST', `${cancel.pathname}${url.search}`)
    expect(cancelled.status).toBe(404)
    expect((await registrationByEmail(event.id, held.email))!.status).toBe('held')

    const { event: past } = await world({ start_at: days(-9), end_at: days(-8) })
    const old = await createRegistration(past, {})
    const ended = await visitor.request('GET', await registrationLink(old.uid))
    expect(ended.status).toBe(404)
    const { event: recent } = await world({ start_at: days(-7), end_at: days(-6) })
    const lately = await createRegistration(recent, {})
    const opened = await visitor.visit(await registrationLink(lately.uid))
    expect(opened.props.registration.status).toBe('confirmed')
  })

  test('a link e-mailed before they were signed leads to the signed one', async () => {
    const { event } = await world()
    const held = await createRegistration(event, { held_until: hours(1) }, 'held')
    const visitor = new TestClient()
    const token = legacyRegistrationToken(held.uid)
    const page = await visitor.request('GET', `/event-registrations/${held.uid}/${token}`)
    expect(page.status).toBe(302)
    expect(page.location).toBe(await registrationLink(held.uid))
    const confirm = await visitor.request(
      'GET',
      `/event-registrations/${held.uid}/${token}/confirm`
    )
    expect(confirm.location).toBe(await registrationLink(held.uid, 'registrations.confirm'))
    const followed = await visitor.request('GET', confirm.location!)
    expect(followed.status).toBe(302)
    expect((await registrationByEmail(event.id, held.email))!.status).toBe('confirmed')

    const other = await createRegistration(event, {}, 'held')
    const swapped = `/event-registrations/${held.uid}/${legacyRegistrationToken(other.uid)}`
    const refused = await visitor.request('GET', swapped)
    expect(refused.status).toBe(404)
  })
})

describe('refusals', () => {
  let slug: string
  let event: { id: number; uid: string; community_id: number }
  let communityId: number

  beforeAll(async () => {
    const made = await world({ attendees_limit: 0 })
    ;({ slug, event } = made)
    communityId = made.community.id
  })

  test.each([
    [{ first_name: '' }, 'first_name', 'Câmpul prenume este obligatoriu.'],
    [
      { last_name: 'x'.repeat(101) },
      'last_name',
      'Câmpul nume poate avea cel mult 100 de caractere.',
    ],
    [{ email: 'nu-e-email' }, 'email', 'Introdu o adresă de email validă.'],
    [
      { phone: '12ab' },
      'phone',
      'Introdu un număr de telefon valid (6–15 cifre, opțional cu + la început).',
    ],
    [{ consent: false }, 'consent', 'Trebuie să fii de acord cu termenii comunității.'],
    [{ consent: undefined }, 'consent', 'Trebuie să fii de acord cu termenii comunității.'],
    [
      { consent_version: 'v'.repeat(41) },
      'consent_version',
      'Câmpul versiunea termenilor poate avea cel mult 40 de caractere.',
    ],
  ])(
    '%j: 422 with the Romanian message under %s, nothing written',
    async (fields, field, message) => {
      const reply = await register(slug, event.uid, registrationForm({ email: email(), ...fields }))
      expect(reply.status).toBe(422)
      const body = (await reply.json()) as { errors: { field: string; message: string }[] }
      expect(body.errors.find((error) => error.field === field)?.message).toBe(message)
      expect(await count('event_registrations', 'community_id = $1', [communityId])).toBe(0)
    }
  )

  test('English messages when the app asks in English', async () => {
    const reply = await register(
      slug,
      event.uid,
      registrationForm({ email: 'nu', consent: false }),
      {
        'accept-language': 'en',
      }
    )
    const body = (await reply.json()) as { errors: { field: string; message: string }[] }
    expect(body.errors.find((error) => error.field === 'consent')?.message).toBe(
      "You must accept the community's terms."
    )
    const closed = await world({ start_at: hours(-1), end_at: hours(2) })
    const late = await register(closed.slug, closed.event.uid, registrationForm(), {
      'accept-language': 'en-GB,en;q=0.9',
    })
    expect(late.status).toBe(409)
    expect(await late.json()).toEqual({
      error: 'closed',
      message: 'Registrations for this event are closed.',
    })
  })

  test('private, members-only, ended, deleted, module-less, another community’s event: 404, nothing written', async () => {
    const { community, slug: ownSlug } = await world()
    const members = await createEvent(community.id, { event_visibility: 'members' })
    const hidden = await createEvent(community.id, { event_visibility: 'private' })
    const ended = await createEvent(community.id, { start_at: hours(-5), end_at: hours(-4) })
    const deleted = await createEvent(community.id)
    await query(`delete from events where id = $1`, [deleted.id])
    const plain = await createOrgAdmin([])
    const noModule = await createEvent(plain.community.id)
    const started = await createEvent(community.id, { start_at: hours(-1), end_at: hours(1) })
    for (const [path, uid] of [
      [ownSlug, members.uid],
      [ownSlug, hidden.uid],
      [ownSlug, ended.uid],
      [ownSlug, deleted.uid],
      [await slugOf(plain.community.id), noModule.uid],
      [ownSlug, event.uid],
      ['nu-exista-deloc', event.uid],
    ]) {
      const reply = await register(path, uid, registrationForm({ email: email() }))
      expect(reply.status).toBe(404)
      expect(await reply.json()).toEqual({
        error: 'not_found',
        message: 'Evenimentul nu există sau nu primește înscrieri.',
      })
    }
    const reply = await register(ownSlug, started.uid, registrationForm({ email: email() }))
    expect(reply.status).toBe(409)
    expect(((await reply.json()) as any).message).toBe(
      'Înscrierile la acest eveniment s-au închis.'
    )
    expect(
      await count('event_registrations', 'community_id in ($1, $2)', [
        community.id,
        plain.community.id,
      ])
    ).toBe(0)
  })

  test('the limits per IP address and per e-mail and event answer 429 in JSON with Retry-After', async () => {
    const limited = await world({ attendees_limit: 0 })
    const other = await createEvent(limited.community.id, { attendees_limit: 0 })
    const address = email()
    const answers = []
    for (let i = 0; i < 11; i++) {
      answers.push(
        await register(limited.slug, limited.event.uid, registrationForm({ email: address }))
      )
    }
    expect(answers.slice(0, 10).map((reply) => reply.status)).toEqual(Array(10).fill(201))
    expect(answers[10].status).toBe(429)
    expect(Number(answers[10].headers.get('retry-after'))).toBeGreaterThan(0)
    expect(await answers[10].json()).toMatchObject({
      error: 'too_many_requests',
      message: expect.stringMatching(
        /^Prea multe înscrieri într-un timp scurt\. Încearcă din nou peste /
      ),
    })
    // A stranger's requests for one event do not keep the address from another.
    const elsewhere = await register(limited.slug, other.uid, registrationForm({ email: address }))
    expect(elsewhere.status).toBe(201)
    expect((await registrationByEmail(other.id, address))!.status).toBe('held')
    // 60 a minute per community from one address: the 61st is refused before anything is read.
    const bodies = Array.from({ length: 48 }, () => ({}))
    for (const body of bodies) await register(limited.slug, limited.event.uid, body)
    const blocked = await register(
      limited.slug,
      limited.event.uid,
      registrationForm({ email: email() })
    )
    expect(blocked.status).toBe(429)
    expect(await count('event_registrations', 'event_id = $1', [limited.event.id])).toBe(1)
    const row = (await registrationByEmail(limited.event.id, address))!
    expect(await mailJobsOf(row.id)).toEqual(['confirm', 'confirm'])
  })

  test('the per-IP limit is one per community; its 429 speaks the caller’s language', async () => {
    const limited = await world()
    const neighbour = await world()
    for (let i = 0; i < 60; i++) await register(limited.slug, limited.event.uid, {})
    const blocked = await register(limited.slug, limited.event.uid, registrationForm(), {
      'accept-language': 'en',
    })
    expect(blocked.status).toBe(429)
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(blocked.headers.get('access-control-allow-origin')).toBe('*')
    expect(await blocked.json()).toMatchObject({
      error: 'too_many_requests',
      message: expect.stringMatching(/^Too many registrations/),
    })
    const elsewhere = await register(
      neighbour.slug,
      neighbour.event.uid,
      registrationForm({ email: email() })
    )
    expect(elsewhere.status).toBe(201)
  })

  test('a body nested deeper than the parser takes, or malformed: a plain 400 in the API’s shape', async () => {
    const deep = '{"first_name":' + '['.repeat(100_000) + ']'.repeat(100_000) + '}'
    for (const text of [deep, '{"email":']) {
      const reply = await fetch(
        `${baseUrl}/api/communities/${slug}/events/${event.uid}/registrations`,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: text,
        }
      )
      expect(reply.status).toBe(400)
      expect(await reply.json()).toEqual({
        error: 'bad_request',
        message: 'Datele trimise nu au putut fi citite (nu sunt un formular sau un JSON valid).',
      })
    }
    expect(await count('event_registrations', 'community_id = $1', [communityId])).toBe(0)
  })
})

/**
 * GDPR requests and consent (docs/security.md, "GDPR requests and consent"): a contact's data as
 * a page and as JSON, its erasure (what goes, what the law keeps, the register's entry), a
 * consent recorded by the staff, the request register (list, add, mark done) and the dashboard's
 * due requests; each route's validation rules, another tenant's rows and the wrong roles.
 */
import { beforeAll, describe, expect, test } from 'vitest'
import { DateTime } from 'luxon'
import { TestClient, signedIn } from '../../support/client.ts'
import { count, createUser, factories, query, unique } from '../../support/db.ts'
import { signedInOrgAdmin, type TenantWorld } from '../helpers/tenant.ts'
import { addMembers, createContact, createList } from '../helpers/contacts.ts'
import { createEvent } from '../helpers/events.ts'
import { createRegistration } from '../helpers/attendees.ts'
import { createInvoice, createWonCar } from '../helpers/auction.ts'
import { memberActivity } from '../helpers/member_events.ts'
import { joinedMember } from '../helpers/members.ts'
import { deviceNames } from '../helpers/member_admin.ts'
import { orgDay } from '../../support/org_dates.ts'
import { imported, start, utf8 } from '../helpers/contact_imports.ts'

let world: TenantWorld
let client: TestClient

beforeAll(async () => {
  ;({ world, client } = await signedInOrgAdmin())
})

/** A member's contact with one row of every kind the export and the erasure reach. */
async function fullContact(communityId: number) {
  const f = await factories()
  const joined = await joinedMember(communityId)
  const { member, contact } = joined
  await memberActivity(member, contact)
  const list = await createList(communityId, unique('Voluntari'))
  await addMembers(list, [contact])
  const contactImport = await f.ContactImportFactory.merge({
    communityId,
    fileName: 'voluntari-2025.csv',
  }).create()
  await query(`update contacts set import_id = $1 where id = $2`, [contactImport.id, contact.id])
  const event = await createEvent(communityId, { name: unique('Gala') })
  const registration = await createRegistration(event, {
    contact_id: contact.id,
    email: contact.email!,
    member_id: member.id,
  })
  const { bids } = await createWonCar(communityId, [
    { contact_id: contact.id, amount_cents: 500_000 },
  ])
  const invoice = await createInvoice(communityId, {
    // A series of its own: each test's invoice is number 1 of it.
    series_code: `G${Math.floor(Math.random() * 1e8)}`,
    bid_id: bids[0].id,
    buyer_email: contact.email!,
    buyer_name: `${contact.firstName} ${contact.lastName}`,
  })
  await query(
    `insert into marketing_consents (community_id, contact_id, given, basis, text_version, source, ip, at)
     values ($1, $2, true, 'consent', 'newsletter-v2', 'member', '10.0.0.1', now())`,
    [communityId, contact.id]
  )
  return { ...joined, list, contactImport, event, registration, invoice }
}

async function contactRow(id: number) {
  const [row] = await query(`select * from contacts where id = $1`, [id])
  return row
}

describe('GET /contacts/{uid}/data and /data/download', () => {
  test('the page and the JSON hold every kind of data about the contact', async () => {
    const full = await fullContact(world.community.id)
    const page = await client.visit(`/contacts/${full.contact.uid}/data`)
    expect(page.component).toBe('gdpr/contact_data')
    const reply = await client.request('GET', `/contacts/${full.contact.uid}/data/download`)
    expect(reply.status).toBe(200)
    expect(reply.headers.get('content-disposition')).toBe(
      `attachment; filename="date-contact-${full.contact.uid}.json"`
    )
    const data = JSON.parse(reply.text)
    const { exported_at: exportedAt, ...shown } = data
    expect(page.props.data).toEqual(shown)
    expect(Date.parse(exportedAt)).toBeGreaterThan(Date.now() - 60_000)
    expect(data.contact).toMatchObject({
      uid: full.contact.uid,
      email: full.contact.email,
      first_name: full.contact.firstName,
    })
    expect(data.lists).toEqual([
      { title: full.list.title, added_at: expect.any(String), import: null },
    ])
    expect(data.segments.map((row: any) => row.source).sort()).toEqual(['manual', 'quiz'])
    expect(data.imports).toEqual([
      expect.objectContaining({ file_name: 'voluntari-2025.csv', created_the_contact: true }),
    ])
    expect(data.registrations).toEqual([
      expect.objectContaining({
        uid: full.registration.uid,
        event: full.event.name,
        status: 'confirmed',
        ticket: expect.objectContaining({ code: expect.any(String) }),
      }),
    ])
    expect(data.member_accounts).toHaveLength(1)
    expect(data.member_accounts[0].account).toMatchObject({
      uid: full.member.uid,
      email: full.member.email,
    })
    expect(data.member_accounts[0].devices).toEqual([
      expect.objectContaining({ name: 'Telefon de test' }),
    ])
    // Never a token or its hash.
    expect(reply.text).not.toMatch(/"(hash|token)"/)
    expect(data.quiz_answers).toHaveLength(1)
    expect(data.quiz_answers[0].answers).toHaveLength(1)
    expect(data.invoices).toEqual([
      expect.objectContaining({ number: `${full.invoice.series_code}-${full.invoice.number}` }),
    ])
    expect(data.marketing_consents).toEqual([
      expect.objectContaining({
        given: true,
        basis: 'consent',
        text_version: 'newsletter-v2',
        source: 'member',
        ip: '10.0.0.1',
      }),
    ])
    expect(data.requests).toEqual([])
    // The audit trail's entries about the contact: what was done to the record, its values;
    // neither the staff's IP nor the exports of these data.
    await client.submit(
      'POST',
      `/contacts/${full.contact.uid}`,
      {
        first_name: 'Ruxandra',
        last_name: full.contact.lastName,
        email: full.contact.email,
      },
      { from: `/contacts/${full.contact.uid}` }
    )
    const again = await client.request('GET', `/contacts/${full.contact.uid}/data/download`)
    const after = JSON.parse(again.text)
    expect(after.audit_entries).toEqual([
      {
        when: expect.any(String),
        action: 'update',
        changes: { first_name: { before: full.contact.firstName, after: 'Ruxandra' } },
      },
    ])
    expect(JSON.stringify(after.audit_entries)).not.toMatch(/127\.0\.0\.1|"ip"|user_agent/)
  })

  test("another community's or organization's contact: 404; a super-admin 403; a guest to /login", async () => {
    const sibling = await createContact(world.sibling.id)
    const other = await createContact(world.other.community.id)
    for (const contact of [sibling, other]) {
      for (const path of [
        `/contacts/${contact.uid}/data`,
        `/contacts/${contact.uid}/data/download`,
      ]) {
        const reply = await client.request('GET', path, { inertia: true })
        expect(reply.status, path).toBe(404)
      }
    }
    const mine = await createContact(world.community.id)
    const admin = await signedIn(await createUser({ role: 'super-admin' }))
    const refused = await admin.request('GET', `/contacts/${mine.uid}/data`, { inertia: true })
    expect(refused.status).toBe(403)
    const guest = await new TestClient().request('GET', `/contacts/${mine.uid}/data`, {
      inertia: true,
    })
    expect(guest.location).toBe('/login')
  })
})

describe('POST /contacts/{uid}/erase', () => {
  test('replaces the personal data, removes the rest and the member account, keeps the invoice; the register records it done', async () => {
    const full = await fullContact(world.community.id)
    const { contact, member } = full
    // The dev mailbox's copies (/mailbox) of e-mails to the contact, to a registration of theirs
    // under another address, and to someone else.
    const otherAddress = `${unique('alt')}@example.test`
    await createRegistration(full.event, { contact_id: contact.id, email: otherAddress })
    const someoneElse = `${unique('altcineva')}@example.test`
    for (const to of [contact.email!.toUpperCase(), otherAddress, someoneElse]) {
      await query(
        `insert into mailbox_messages ("from", "to", subject, html, text, created_at)
         values ('noreply@example.test', $1, 'Biletul tău', '<p>Gala</p>', 'Gala', now())`,
        [to]
      )
    }
    const { page } = await client.submit(
      'POST',
      `/contacts/${contact.uid}/erase`,
      { requester_name: 'Ana Cerere', received_on: orgDay(-3), note: 'Cerere prin email.' },
      { from: `/contacts/${contact.uid}` }
    )
    expect(page?.component).toBe('contacts/show')
    expect(page?.flash.success).toBe(
      'Datele contactului au fost șterse și ștergerea a fost trecută în registru. Păstrate, cum cere legea (Legea contabilității nr. 82/1991, art. 25; Codul fiscal, art. 319): o factură în care persoana este cumpărător.'
    )
    const row = await contactRow(contact.id)
    expect(row).toMatchObject({
      first_name: 'Contact',
      last_name: 'șters',
      email: null,
      phone_number: null,
      extra_data: {},
      address: {},
      type: 'erased',
      import_id: null,
    })
    expect(row.erased_at).not.toBeNull()
    for (const table of [
      'contact_list_members',
      'segment_contacts',
      'quiz_responses',
      'marketing_consents',
      'event_registrations',
    ]) {
      expect(await count(table, 'contact_id = $1', [contact.id]), table).toBe(0)
    }
    expect(await count('event_registrations', 'id = $1', [full.registration.id])).toBe(0)
    for (const to of [contact.email!, otherAddress]) {
      expect(await count('mailbox_messages', 'lower("to") = $1', [to.toLowerCase()]), to).toBe(0)
    }
    expect(await count('mailbox_messages', '"to" = $1', [someoneElse])).toBe(1)
    // The member account was this community's only one: erased as the member's own erasure does.
    const [account] = await query(
      `select email, first_name, erased_at from members where id = $1`,
      [member.id]
    )
    expect(account).toMatchObject({ email: null, first_name: null })
    expect(account.erased_at).not.toBeNull()
    expect(await deviceNames(member.id)).toEqual([])
    expect(await count('community_members', 'member_id = $1', [member.id])).toBe(0)
    // The invoice keeps its buyer as issued, and its bid the (erased) contact.
    const [invoice] = await query(`select buyer_email, buyer_name from invoices where id = $1`, [
      full.invoice.id,
    ])
    expect(invoice).toEqual({ buyer_email: contact.email, buyer_name: full.invoice.buyer_name })
    // Nothing searchable left of them in the contact's row.
    const { search } = await contactRow(contact.id)
    for (const word of [contact.lastName, contact.email!]) {
      expect(search).not.toContain(word.toLowerCase())
    }
    // The register: the request, received when said, done now by the org-admin, with the note.
    const [request] = await query(`select * from gdpr_requests where contact_id = $1`, [contact.id])
    expect(request).toMatchObject({
      organization_id: world.organization.id,
      kind: 'erasure',
      requester_name: 'Ana Cerere',
      done_by: world.user.id,
    })
    expect(DateTime.fromJSDate(request.received_on).toISODate()).toBe(orgDay(-3))
    expect(request.note).toContain('Cerere prin email.')
    expect(request.note).toContain('o factură în care persoana este cumpărător')
    expect(request.done_at).not.toBeNull()
    expect(page?.props.gdpr.erasedAt).not.toBeNull()
    expect(page?.props.gdpr.erasureNote).toBe(request.note)

    // Erased again: refused, nothing more written.
    const again = await client.submit(
      'POST',
      `/contacts/${contact.uid}/erase`,
      { requester_name: 'Ana Cerere', received_on: orgDay(0) },
      { from: `/contacts/${contact.uid}` }
    )
    expect(again.page?.flash.error).toBe('Datele acestui contact au fost deja șterse.')
    expect(await count('gdpr_requests', 'contact_id = $1', [contact.id])).toBe(1)
  })

  test('an open erasure request about the contact is the one marked done', async () => {
    const contact = await createContact(world.community.id)
    await client.submit('POST', '/gdpr/requests', {
      kind: 'erasure',
      requester_name: 'Ion Cerere',
      received_on: orgDay(-10),
      contact_id: contact.id,
    })
    await client.submit('POST', `/contacts/${contact.uid}/erase`, {
      requester_name: 'Altcineva',
      received_on: orgDay(0),
    })
    const requests = await query(`select * from gdpr_requests where contact_id = $1`, [contact.id])
    expect(requests).toHaveLength(1)
    expect(requests[0]).toMatchObject({ requester_name: 'Ion Cerere', done_by: world.user.id })
  })

  test("the contact's earlier audit entries keep what happened, not who: label and values gone, field names kept", async () => {
    const lastName = unique('Popescu')
    const email = `${unique('maria')}@example.test`
    await client.submit(
      'POST',
      '/contacts',
      { first_name: 'Maria', last_name: lastName, email },
      { from: '/contacts' }
    )
    const [{ id, uid }] = await query<{ id: number; uid: string }>(
      `select id, uid from contacts where community_id = $1 and last_name = $2`,
      [world.community.id, lastName]
    )
    await client.submit(
      'POST',
      `/contacts/${uid}`,
      { first_name: 'Marioara', last_name: lastName, email, phone_number: '0722 123 456' },
      { from: '/contacts' }
    )
    const entriesOf = () =>
      query<{ action: string; record_label: string | null; changes: any; user_id: number }>(
        `select action, record_label, changes, user_id from audit_entries
          where record_type = 'contact' and record_id = $1 order by id`,
        [id]
      )
    const before = await entriesOf()
    expect(before.map((entry) => entry.action)).toEqual(['create', 'update'])
    expect(JSON.stringify(before)).toContain(lastName)

    await client.submit('POST', `/contacts/${uid}/erase`, {
      requester_name: 'Maria',
      received_on: orgDay(0),
    })
    const after = await entriesOf()
    // Who did what and when stays; nothing of the person does.
    expect(after.map((entry) => [entry.action, entry.user_id])).toEqual([
      ['create', world.user.id],
      ['update', world.user.id],
      ['gdpr_erase', world.user.id],
    ])
    for (const word of [lastName, email, 'Maria', 'Marioara', '722']) {
      expect(JSON.stringify(after)).not.toContain(word)
    }
    expect(after.map((entry) => entry.record_label)).toEqual([null, null, null])
    expect(Object.keys(after[1].changes.fields).sort()).toEqual(
      Object.keys(before[1].changes.fields).sort()
    )
    expect(Object.values(after[1].changes.fields)).toEqual(
      Object.keys(before[1].changes.fields).map(() => [null, null])
    )
    // The trigger lets through that redaction only: the entries stay append-only otherwise,
    // and a contact not erased keeps its values.
    await expect(
      query(
        `update audit_entries set action = 'x' where record_type = 'contact' and record_id = $1`,
        [id]
      )
    ).rejects.toThrow(/append-only/)
    const alive = await createContact(world.community.id)
    await client.submit(
      'POST',
      `/contacts/${alive.uid}`,
      { first_name: 'Viu', last_name: 'Încă', email: alive.email },
      { from: '/contacts' }
    )
    await expect(
      query(
        `update audit_entries set record_label = null, changes = audit_redacted_changes(changes)
          where record_type = 'contact' and record_id = $1`,
        [alive.id]
      )
    ).rejects.toThrow(/append-only/)
  })

  test('a member account used in another community: only its membership here goes', async () => {
    const { member, contact } = await joinedMember(world.community.id)
    await joinedMember(world.other.community.id, member)
    await client.submit('POST', `/contacts/${contact.uid}/erase`, {
      requester_name: 'Ana',
      received_on: orgDay(0),
    })
    const [account] = await query(`select email, erased_at from members where id = $1`, [member.id])
    expect(account).toEqual({ email: member.email, erased_at: null })
    expect(await count('community_members', 'member_id = $1', [member.id])).toBe(1)
    // Its devices stay (one added by each join of the helper).
    expect(await deviceNames(member.id)).toEqual(['Telefon de test', 'Telefon de test'])
  })

  test.each([
    [{ received_on: orgDay(0) }, 'requester_name', 'Scrie cine a făcut cererea.'],
    [
      { requester_name: '  ', received_on: orgDay(0) },
      'requester_name',
      'Scrie cine a făcut cererea.',
    ],
    [{ requester_name: 'Ana' }, 'received_on', 'Câmpul data primirii este obligatoriu.'],
    [
      { requester_name: 'Ana', received_on: orgDay(2) },
      'received_on',
      'Data primirii nu poate fi în viitor.',
    ],
    [
      { requester_name: 'Ana', received_on: orgDay(0), note: 'x'.repeat(2001) },
      'note',
      'Câmpul nota poate avea cel mult 2.000 de caractere.',
    ],
  ])('refused: %j → the message under %s, nothing changed', async (body, field, message) => {
    const contact = await createContact(world.community.id)
    const { page } = await client.submit('POST', `/contacts/${contact.uid}/erase`, body, {
      from: `/contacts/${contact.uid}`,
    })
    expect(page?.props.errors[field]).toBe(message)
    expect(await contactRow(contact.id)).toMatchObject({ email: contact.email, erased_at: null })
    expect(await count('gdpr_requests', 'contact_id = $1', [contact.id])).toBe(0)
  })

  test("another community's or organization's contact: 404, nothing changed; a super-admin 403", async () => {
    const body = { requester_name: 'Ana', received_on: orgDay(0) }
    for (const communityId of [world.sibling.id, world.other.community.id]) {
      const contact = await createContact(communityId)
      const reply = await client.request('POST', `/contacts/${contact.uid}/erase`, {
        body,
        inertia: true,
      })
      expect(reply.status).toBe(404)
      expect(await contactRow(contact.id)).toMatchObject({ email: contact.email, erased_at: null })
    }
    const mine = await createContact(world.community.id)
    const admin = await signedIn(await createUser({ role: 'super-admin' }))
    const refused = await admin.request('POST', `/contacts/${mine.uid}/erase`, {
      body,
      inertia: true,
    })
    expect(refused.status).toBe(403)
    expect(await contactRow(mine.id)).toMatchObject({ erased_at: null })
  })
})

describe('POST /contacts/{uid}/consents', () => {
  test('appends a row (basis, source, text version, who, IP); the page shows the latest first', async () => {
    const contact = await createContact(world.community.id)
    const form = { given: true, basis: 'consent', source: 'form', text_version: 'formular-2025' }
    const { page } = await client.submit('POST', `/contacts/${contact.uid}/consents`, form, {
      from: `/contacts/${contact.uid}`,
    })
    expect(page?.flash.success).toBe('Acordul a fost înregistrat.')
    await client.submit('POST', `/contacts/${contact.uid}/consents`, {
      ...form,
      given: false,
      source: 'registration',
    })
    const rows = await query(
      `select given, basis, source, text_version, recorded_by, ip from marketing_consents where contact_id = $1 order by id`,
      [contact.id]
    )
    expect(rows).toEqual([
      expect.objectContaining({ given: true, source: 'form', recorded_by: world.user.id }),
      expect.objectContaining({ given: false, source: 'registration', basis: 'consent' }),
    ])
    expect(rows[0].ip).toBeTruthy()
    const shown = await client.visit(`/contacts/${contact.uid}`)
    expect(shown.props.gdpr.consents.map((row: any) => row.given)).toEqual([false, true])
    // Each on the contact's timeline ("Istoric"): who, from where, what was recorded.
    expect(shown.props.timeline).toEqual([
      expect.objectContaining({
        action: 'marketing_consent',
        recordType: 'contact',
        recordId: contact.id,
        userEmail: world.user.email,
        ip: expect.any(String),
        details: {
          given: false,
          basis: 'consent',
          source: 'registration',
          text_version: 'formular-2025',
        },
      }),
      expect.objectContaining({
        action: 'marketing_consent',
        details: { given: true, basis: 'consent', source: 'form', text_version: 'formular-2025' },
      }),
    ])
  })

  test.each([
    [{ basis: 'consent', source: 'form', text_version: 'v1' }, 'given'],
    [{ given: true, basis: 'whim', source: 'form', text_version: 'v1' }, 'basis'],
    [{ given: true, basis: 'consent', source: 'import', text_version: 'v1' }, 'source'],
    [{ given: true, basis: 'consent', source: 'form' }, 'text_version'],
    [
      { given: true, basis: 'consent', source: 'form', text_version: 'v'.repeat(41) },
      'text_version',
    ],
  ])('refused: %j → under %s, nothing written', async (body, field) => {
    const contact = await createContact(world.community.id)
    const { page } = await client.submit('POST', `/contacts/${contact.uid}/consents`, body, {
      from: `/contacts/${contact.uid}`,
    })
    expect(page?.props.errors[field]).toEqual(expect.any(String))
    expect(await count('marketing_consents', 'contact_id = $1', [contact.id])).toBe(0)
    expect(
      await count('audit_entries', `action = 'marketing_consent' and record_id = $1`, [contact.id])
    ).toBe(0)
  })

  test("another community's or organization's contact: 404, nothing written; a super-admin 403", async () => {
    const body = { given: true, basis: 'consent', source: 'form', text_version: 'v1' }
    for (const communityId of [world.sibling.id, world.other.community.id]) {
      const contact = await createContact(communityId)
      const reply = await client.request('POST', `/contacts/${contact.uid}/consents`, {
        body,
        inertia: true,
      })
      expect(reply.status).toBe(404)
      expect(await count('marketing_consents', 'contact_id = $1', [contact.id])).toBe(0)
    }
    const mine = await createContact(world.community.id)
    const admin = await signedIn(await createUser({ role: 'super-admin' }))
    const refused = await admin.request('POST', `/contacts/${mine.uid}/consents`, {
      body,
      inertia: true,
    })
    expect(refused.status).toBe(403)
    expect(await count('marketing_consents', 'contact_id = $1', [mine.id])).toBe(0)
  })

  test('an erased contact: refused with a message, nothing written', async () => {
    const contact = await createContact(world.community.id)
    await client.submit('POST', `/contacts/${contact.uid}/erase`, {
      requester_name: 'Ana',
      received_on: orgDay(0),
    })
    const { page } = await client.submit(
      'POST',
      `/contacts/${contact.uid}/consents`,
      { given: true, basis: 'consent', source: 'form', text_version: 'v1' },
      { from: `/contacts/${contact.uid}` }
    )
    expect(page?.flash.error).toBe('Datele acestui contact au fost deja șterse.')
    expect(await count('marketing_consents', 'contact_id = $1', [contact.id])).toBe(0)
  })
})

describe('the request register: GET, POST /gdpr/requests, POST /gdpr/requests/{uid}/done', () => {
  test('adds a request due one month after receipt, lists it, marks it done; the dashboard shows the due ones', async () => {
    const { world: own, client: admin } = await signedInOrgAdmin()
    const contact = await createContact(own.community.id)
    const received = DateTime.fromISO(orgDay(-25))
    const { page } = await admin.submit(
      'POST',
      '/gdpr/requests',
      {
        kind: 'access',
        requester_name: 'Maria Solicitant',
        requester_email: 'maria@exemplu.ro',
        received_on: received.toISODate(),
        contact_id: contact.id,
        note: 'Prin poștă.',
      },
      { from: '/gdpr/requests' }
    )
    expect(page?.flash.success).toBe('Cererea a fost înregistrată.')
    expect(page?.component).toBe('gdpr/requests')
    expect(page?.props.requests).toEqual([
      expect.objectContaining({
        kind: 'access',
        requesterName: 'Maria Solicitant',
        requesterEmail: 'maria@exemplu.ro',
        receivedOn: received.toISODate(),
        dueOn: received.plus({ months: 1 }).toISODate(),
        state: 'due_soon',
        doneAt: null,
        contact: expect.objectContaining({ uid: contact.uid }),
      }),
    ])
    const overdue = await admin.submit('POST', '/gdpr/requests', {
      kind: 'objection',
      requester_name: 'Vasile Întârziat',
      received_on: orgDay(-40),
    })
    expect(overdue.status).toBe(302)
    const later = await admin.submit('POST', '/gdpr/requests', {
      kind: 'rectification',
      requester_name: 'Ioana Liniștită',
      received_on: orgDay(0),
    })
    expect(later.status).toBe(302)

    const dashboard = await admin.visit('/')
    expect(
      dashboard.props.dueGdprRequests.map((row: any) => [row.requesterName, row.overdue])
    ).toEqual([
      ['Vasile Întârziat', true],
      ['Maria Solicitant', false],
    ])

    const uid = page?.props.requests[0].uid
    const done = await admin.submit(
      'POST',
      `/gdpr/requests/${uid}/done`,
      { note: 'Trimis exportul JSON.' },
      { from: '/gdpr/requests' }
    )
    expect(done.page?.flash.success).toBe('Cererea a fost marcată rezolvată.')
    const [row] = await query(`select * from gdpr_requests where uid = $1`, [uid])
    expect(row).toMatchObject({ done_by: own.user.id, note: 'Trimis exportul JSON.' })
    expect(row.done_at).not.toBeNull()
    const listed = done.page?.props.requests.find((request: any) => request.uid === uid)
    expect(listed).toMatchObject({ state: 'done', doneBy: expect.any(String) })
    // The open ones first.
    expect(done.page?.props.requests.at(-1).uid).toBe(uid)

    const twice = await admin.submit(
      'POST',
      `/gdpr/requests/${uid}/done`,
      {},
      { from: '/gdpr/requests' }
    )
    expect(twice.page?.flash.error).toBe('Cererea era deja rezolvată.')
    const [same] = await query(`select done_at from gdpr_requests where uid = $1`, [uid])
    expect(same.done_at).toEqual(row.done_at)
  })

  test.each([
    [{ requester_name: 'Ana', received_on: orgDay(0) }, 'kind', 'Alege tipul cererii.'],
    [{ kind: 'whim', requester_name: 'Ana', received_on: orgDay(0) }, 'kind', undefined],
    [{ kind: 'access', received_on: orgDay(0) }, 'requester_name', 'Scrie cine a făcut cererea.'],
    [
      {
        kind: 'access',
        requester_name: 'Ana',
        requester_email: 'nu-e-email',
        received_on: orgDay(0),
      },
      'requester_email',
      'Introdu o adresă de email validă.',
    ],
    [{ kind: 'access', requester_name: 'Ana' }, 'received_on', undefined],
    [
      { kind: 'access', requester_name: 'Ana', received_on: orgDay(1) },
      'received_on',
      'Data primirii nu poate fi în viitor.',
    ],
    [
      { kind: 'access', requester_name: 'Ana', received_on: orgDay(0), contact_id: 'x' },
      'contact_id',
      'Alege un contact al comunității.',
    ],
  ])('refused: %j → the message under %s, nothing written', async (body, field, message) => {
    const { world: own, client: admin } = await signedInOrgAdmin()
    const { page } = await admin.submit('POST', '/gdpr/requests', body, { from: '/gdpr/requests' })
    if (message) expect(page?.props.errors[field]).toBe(message)
    else expect(page?.props.errors[field]).toEqual(expect.any(String))
    expect(await count('gdpr_requests', 'organization_id = $1', [own.organization.id])).toBe(0)
  })

  test('a contact of another community or organization is refused under contact_id, nothing written', async () => {
    const { world: own, client: admin } = await signedInOrgAdmin()
    for (const communityId of [own.sibling.id, own.other.community.id]) {
      const contact = await createContact(communityId)
      const { page } = await admin.submit(
        'POST',
        '/gdpr/requests',
        { kind: 'access', requester_name: 'Ana', received_on: orgDay(0), contact_id: contact.id },
        { from: '/gdpr/requests' }
      )
      expect(page?.props.errors.contact_id).toBe('Alege un contact al comunității.')
    }
    expect(await count('gdpr_requests', 'organization_id = $1', [own.organization.id])).toBe(0)
  })

  test("another organization's request: not listed, 404 when marked done, nothing changed", async () => {
    const { client: other } = await signedInOrgAdmin()
    const { page } = await other.submit(
      'POST',
      '/gdpr/requests',
      { kind: 'access', requester_name: unique('Străin'), received_on: orgDay(0) },
      { from: '/gdpr/requests' }
    )
    const theirs = page?.props.requests[0]
    const mine = await client.visit('/gdpr/requests')
    expect(mine.props.requests.map((row: any) => row.uid)).not.toContain(theirs.uid)
    const reply = await client.request('POST', `/gdpr/requests/${theirs.uid}/done`, {
      body: {},
      inertia: true,
    })
    expect(reply.status).toBe(404)
    const [row] = await query(`select done_at from gdpr_requests where uid = $1`, [theirs.uid])
    expect(row.done_at).toBeNull()
  })

  test('a super-admin is refused with 403 and a guest goes to /login', async () => {
    const admin = await signedIn(await createUser({ role: 'super-admin' }))
    for (const [method, path] of [
      ['GET', '/gdpr/requests'],
      ['POST', '/gdpr/requests'],
    ] as const) {
      const refused = await admin.request(method, path, { inertia: true })
      expect(refused.status).toBe(403)
      const guest = await new TestClient().request(method, path, { inertia: true })
      expect(guest.location).toBe('/login')
    }
  })
})

describe('the import wizard: the marketing basis of the file', () => {
  const csv = utf8(
    ['Prenume,Nume,Email', 'Ana,Nouă,ana.noua@exemplu.ro', 'Ion,Vechi,ion.vechi@exemplu.ro'].join(
      '\n'
    )
  )
  const mapping = { Prenume: 'prenume', Nume: 'nume', Email: 'email' }

  test('recorded for every contact the import created or matched (source import, the import, who); undo removes them', async () => {
    const { world: own, client: admin } = await signedInOrgAdmin()
    const existing = await createContact(own.community.id, {
      first_name: 'Ion',
      last_name: 'Vechi',
      email: 'ion.vechi@exemplu.ro',
    })
    const list = await createList(own.community.id)
    const report = await imported(admin, 'abonati.csv', csv, {
      columnMapping: mapping,
      selectedLists: [list.id],
      marketingBasis: 'consent',
      consentTextVersion: 'newsletter-2025',
    } as never)
    expect(report).toMatchObject({ status: 'done', created: 1 })
    const rows = await query(
      `select c.email, m.given, m.basis, m.source, m.text_version, m.import_id, m.recorded_by
         from marketing_consents m join contacts c on c.id = m.contact_id
        where m.community_id = $1 order by c.email`,
      [own.community.id]
    )
    const [{ id: importId }] = await query(`select id from imports where uid = $1`, [report.uid])
    const expected = {
      given: true,
      basis: 'consent',
      source: 'import',
      text_version: 'newsletter-2025',
      import_id: importId,
      recorded_by: own.user.id,
    }
    expect(rows).toEqual([
      { email: 'ana.noua@exemplu.ro', ...expected },
      { email: existing.email, ...expected },
    ])
    // The contact's page shows it, and its export names the import.
    const page = await admin.visit(`/contacts/${existing.uid}`)
    expect(page.props.gdpr.consents).toEqual([
      expect.objectContaining({
        basis: 'consent',
        source: 'import',
        textVersion: 'newsletter-2025',
      }),
    ])
    await admin.submit(
      'POST',
      `/contacts/imports/${report.uid}/undo`,
      {},
      { from: '/contacts/imports' }
    )
    expect(await count('marketing_consents', 'community_id = $1', [own.community.id])).toBe(0)
  })

  test('a matched contact whose latest row is a withdrawal stays withdrawn; the others get the row', async () => {
    const { world: own, client: admin } = await signedInOrgAdmin()
    const withdrawn = await createContact(own.community.id, {
      first_name: 'Ion',
      last_name: 'Vechi',
      email: 'ion.vechi@exemplu.ro',
    })
    const consentedAgain = await createContact(own.community.id, {
      first_name: 'Maria',
      last_name: 'Veche',
      email: 'maria.veche@exemplu.ro',
    })
    // Ion gave consent in the app, then withdrew it; Maria objected, then consented again.
    await query(
      `insert into marketing_consents (community_id, contact_id, given, basis, text_version, source, at)
       values ($1, $2, true, 'consent', 'v1', 'member', now() - interval '2 days'),
              ($1, $2, false, 'consent', 'v1', 'member', now() - interval '1 day'),
              ($1, $3, false, 'legitimate_interest', '', 'form', now() - interval '2 days'),
              ($1, $3, true, 'consent', 'v1', 'form', now() - interval '1 day')`,
      [own.community.id, withdrawn.id, consentedAgain.id]
    )
    const list = await createList(own.community.id)
    const report = await imported(
      admin,
      'abonati-vechi.csv',
      utf8(
        [
          'Prenume,Nume,Email',
          'Ana,Nouă,ana.noua@exemplu.ro',
          'Ion,Vechi,ion.vechi@exemplu.ro',
          'Maria,Veche,maria.veche@exemplu.ro',
        ].join('\n')
      ),
      {
        columnMapping: mapping,
        selectedLists: [list.id],
        marketingBasis: 'consent',
        consentTextVersion: 'newsletter-2019',
      } as never
    )
    expect(report).toMatchObject({ status: 'done', created: 1 })
    const imports = await query(
      `select c.email from marketing_consents m join contacts c on c.id = m.contact_id
        where m.community_id = $1 and m.source = 'import' order by c.email`,
      [own.community.id]
    )
    expect(imports.map((row) => row.email)).toEqual([
      'ana.noua@exemplu.ro',
      'maria.veche@exemplu.ro',
    ])
    // The contact's page: Ion's state is still the withdrawal; Maria's the import.
    const ion = await admin.visit(`/contacts/${withdrawn.uid}`)
    expect(ion.props.gdpr.consents[0]).toMatchObject({ given: false, source: 'member' })
    const maria = await admin.visit(`/contacts/${consentedAgain.uid}`)
    expect(maria.props.gdpr.consents[0]).toMatchObject({
      given: true,
      source: 'import',
      textVersion: 'newsletter-2019',
    })
  })

  test('none (or not sent, as before): nothing recorded', async () => {
    const { world: own, client: admin } = await signedInOrgAdmin()
    const list = await createList(own.community.id)
    for (const basis of ['none', undefined]) {
      await query(`delete from contacts where community_id = $1`, [own.community.id])
      const report = await imported(admin, 'abonati.csv', csv, {
        columnMapping: mapping,
        selectedLists: [list.id],
        ...(basis ? { marketingBasis: basis } : {}),
      } as never)
      expect(report).toMatchObject({ status: 'done', created: 2 })
    }
    expect(await count('marketing_consents', 'community_id = $1', [own.community.id])).toBe(0)
  })

  test.each([
    [{ marketingBasis: 'whim' }, 'marketingBasis'],
    [{ marketingBasis: 'consent' }, 'consentTextVersion'],
    [
      { marketingBasis: 'legitimate_interest', consentTextVersion: 'v'.repeat(41) },
      'consentTextVersion',
    ],
  ])('refused: %j → 422 under %s, nothing written', async (fields, field) => {
    const { world: own, client: admin } = await signedInOrgAdmin()
    const list = await createList(own.community.id)
    const reply = await start(admin, 'abonati.csv', csv, {
      columnMapping: mapping,
      selectedLists: [list.id],
      ...fields,
    } as never)
    expect(reply.status).toBe(422)
    expect(reply.json().errors.map((error: { field: string }) => error.field)).toContain(field)
    expect(await count('imports', 'community_id = $1', [own.community.id])).toBe(0)
  })
})

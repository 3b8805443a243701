/**
 * The audit trail of the staff's everyday changes (docs/security.md, "Audit trail"): a contact's
 * delete names the fields it had, never their values nor the person's name; an event's
 * attendees added, cancelled, moved up and checked in, on the event's timeline; a segment's
 * contacts added and removed by hand; an organization's niches. Each entry in its change's
 * transaction (the entry and the changed row share their transaction id, `xmin`), none for a
 * refused change.
 */
import { beforeAll, describe, expect, test } from 'vitest'
import { signedIn } from '../support/client.ts'
import { createCommunity, createOrganization, createUser, query } from '../support/db.ts'
import { createContact } from './helpers/contacts.ts'
import { createEvent, eventsWorld } from './helpers/events.ts'
import { createRegistration, registrationsOf } from './helpers/attendees.ts'
import { createSegment } from './helpers/segments.ts'
import { twoIndustries } from './helpers/organizations.ts'
import { imported, utf8 } from './helpers/contact_imports.ts'
import { signedInOrgAdmin } from './helpers/tenant.ts'
import { entriesOf, xminOf, type AuditEntryRow } from './helpers/audit.ts'

let world: Awaited<ReturnType<typeof eventsWorld>>

beforeAll(async () => {
  world = await eventsWorld()
})

describe("a contact's delete", () => {
  const person = () => ({
    first_name: 'Ileana',
    last_name: `Cosânzeana${Math.random().toString(36).slice(2, 8)}`,
    email: `ileana.${Math.random().toString(36).slice(2, 8)}@example.test`,
    phone_number: '+40722111333',
    address: { street: 'Str. Zorilor 9', city: 'Cluj-Napoca' },
    extra_data: { ocupatie: 'brutăriță' },
  })

  /** Nothing of the person anywhere in the entry. */
  function expectNothingOf(entry: AuditEntryRow, contact: Record<string, unknown>) {
    const stored = JSON.stringify(entry)
    for (const value of [
      contact.first_name,
      contact.last_name,
      contact.email,
      contact.phone_number,
      'Zorilor',
      'brutăriță',
    ]) {
      expect(stored).not.toContain(String(value))
    }
  }

  test('a single delete: who, when, which contact (its uid) and which fields it had, no values', async () => {
    const contact = await createContact(world.community.id, person())
    // Another organization's org-admin: refused (404), nothing deleted, nothing written.
    const refused = await world.otherClient.request('DELETE', `/contacts/${contact.uid}`, {
      inertia: true,
    })
    expect(refused.status).toBe(404)
    expect(await entriesOf('contact', contact.id)).toEqual([])

    await world.client.submit('DELETE', `/contacts/${contact.uid}`, {}, { from: '/contacts' })
    const [entry] = await entriesOf('contact', contact.id)
    expect(entry).toMatchObject({
      action: 'delete',
      user_id: world.user.id,
      organization_id: world.organization.id,
      community_id: world.community.id,
      record_label: contact.uid,
    })
    expect(entry.changes?.fields).toEqual({
      first_name: [null, null],
      last_name: [null, null],
      email: [null, null],
      phone_number: [null, null],
      address: [null, null],
      extra_data: [null, null],
      type: [null, null],
    })
    expectNothingOf(entry, contact)

    // The log shows the contact by its uid, the fields by name.
    const log = await world.client.visit('/audit?record_type=contact&action=delete')
    const row = log.props.entries.find((item: { recordId: number }) => item.recordId === contact.id)
    expect(row).toMatchObject({ recordLabel: contact.uid, user: world.user.fullName })
    expect(row.fields.email).toEqual([null, null])
  })

  test('a bulk delete: one entry per contact, the fields it had, no values', async () => {
    const full = await createContact(world.community.id, person())
    const bare = await createContact(world.community.id, {
      first_name: 'Doar',
      last_name: `Nume${Math.random().toString(36).slice(2, 8)}`,
      email: null,
      phone_number: null,
    })
    await world.client.submit(
      'POST',
      '/contacts/bulk/delete',
      { uids: [full.uid, bare.uid] },
      { from: '/contacts' }
    )
    const [first] = await entriesOf('contact', full.id)
    expect(first).toMatchObject({
      action: 'delete',
      user_id: world.user.id,
      record_label: full.uid,
    })
    expect(first.changes?.fields).toEqual({
      first_name: [null, null],
      last_name: [null, null],
      email: [null, null],
      phone_number: [null, null],
    })
    expectNothingOf(first, full)
    const [second] = await entriesOf('contact', bare.id)
    expect(second.record_label).toBe(bare.uid)
    expect(second.changes?.fields).toEqual({ first_name: [null, null], last_name: [null, null] })
    expect(JSON.stringify(second)).not.toContain(bare.last_name)
  })
})

describe("a deleted contact's earlier entries", () => {
  /** A change by the staff, so that an entry holds the person's values before → after. */
  async function changedByHand(communityId: number, client = world.client) {
    const contact = await createContact(communityId, {
      first_name: 'Ileana',
      last_name: `Cosânzeana${Math.random().toString(36).slice(2, 8)}`,
      email: `ileana.${Math.random().toString(36).slice(2, 8)}@example.test`,
    })
    await client.submit(
      'POST',
      `/contacts/${contact.uid}`,
      { first_name: 'Ileana', last_name: 'Zâna', email: contact.email },
      { from: '/contacts' }
    )
    const [update] = await entriesOf('contact', contact.id, 'update')
    expect(update.changes?.fields?.last_name).toEqual([contact.last_name, 'Zâna'])
    expect(update.record_label).toContain('Zâna')
    return contact
  }

  /** The entry stays (who did what, to which fields), the person's data does not. */
  async function expectRedacted(contact: {
    id: number
    last_name: string | null
    email: string | null
  }) {
    const [update] = await entriesOf('contact', contact.id, 'update')
    expect(update).toMatchObject({ action: 'update', user_id: world.user.id, record_label: null })
    expect(update.changes?.fields?.last_name).toEqual([null, null])
    for (const value of [contact.last_name, contact.email, 'Zâna']) {
      expect(JSON.stringify(update)).not.toContain(String(value))
    }
  }

  test('a single delete redacts them in its transaction; its own entry keeps the uid', async () => {
    const contact = await changedByHand(world.community.id)
    await world.client.submit('DELETE', `/contacts/${contact.uid}`, {}, { from: '/contacts' })
    await expectRedacted(contact)
    const [deleted] = await entriesOf('contact', contact.id, 'delete')
    expect(deleted.record_label).toBe(contact.uid)
  })

  test('a bulk delete redacts them too', async () => {
    const contact = await changedByHand(world.community.id)
    await world.client.submit(
      'POST',
      '/contacts/bulk/delete',
      { uids: [contact.uid] },
      { from: '/contacts' }
    )
    await expectRedacted(contact)
    const [deleted] = await entriesOf('contact', contact.id, 'delete')
    expect(deleted.record_label).toBe(contact.uid)
  })

  test("a deleted community's contacts: their entries are redacted with it", async () => {
    const community = await createCommunity(world.organization.id)
    await world.client.submit(
      'POST',
      '/community/switch',
      { community: community.uid },
      { from: '/' }
    )
    const contact = await changedByHand(community.id)
    await world.client.submit(
      'POST',
      '/community/switch',
      { community: world.community.uid },
      { from: '/' }
    )
    const superAdmin = await signedIn(await createUser({ role: 'super-admin' }))
    await superAdmin.submit(
      'DELETE',
      `/communities/${community.uid}`,
      {},
      {
        from: `/organizations/${world.organization.uid}/communities`,
      }
    )
    expect(await query('select 1 from communities where id = $1', [community.id])).toEqual([])
    await expectRedacted(contact)
  })

  test("an import's undo redacts what the staff changed on its contacts since", async () => {
    const { client: own } = await signedInOrgAdmin()
    const email = `ileana.${Math.random().toString(36).slice(2, 8)}@example.test`
    const report = await imported(
      own,
      'undo.csv',
      utf8(`Prenume,Nume,Email\nIleana,Cosânzeana,${email}\n`),
      {
        columnMapping: { Prenume: 'prenume', Nume: 'nume', Email: 'email' },
        newList: { title: 'Import anulat', description: '' },
      }
    )
    const [contact] = await query<{ id: number; uid: string }>(
      `select id, uid from contacts where email = $1`,
      [email]
    )
    await own.submit(
      'POST',
      `/contacts/${contact.uid}`,
      { first_name: 'Ileana', last_name: 'Zâna', email },
      { from: '/contacts' }
    )
    await own.submit(
      'POST',
      `/contacts/imports/${report.uid}/undo`,
      {},
      {
        from: '/contacts/imports',
      }
    )
    const [update] = await entriesOf('contact', contact.id, 'update')
    expect(update.record_label).toBeNull()
    expect(update.changes?.fields?.last_name).toEqual([null, null])
    expect(JSON.stringify(update)).not.toContain(email)
    expect(JSON.stringify(update)).not.toContain('Zâna')
  })

  test('a contact still there: its entries cannot be redacted by anyone (the database refuses)', async () => {
    const contact = await changedByHand(world.community.id)
    await expect(
      query(
        `update audit_entries set record_label = null, changes = audit_redacted_changes(changes)
          where record_type = 'contact' and record_id = $1`,
        [contact.id]
      )
    ).rejects.toThrow(/append-only/)
    const [update] = await entriesOf('contact', contact.id, 'update')
    expect(update.record_label).toContain('Zâna')
  })
})

describe("an event's attendees", () => {
  const tab = (uid: string) => `/events/${uid}?tab=attendees`

  test('added, cancelled and moved up by the staff: on the event, status before → after, the contact by uid', async () => {
    const event = await createEvent(world.community.id, { attendees_limit: 1 })
    const ana = await createContact(world.community.id, { first_name: 'Ana' })
    const dan = await createContact(world.community.id, { first_name: 'Dan' })
    for (const contact of [ana, dan]) {
      await world.client.submit(
        'POST',
        `/events/${event.uid}/attendees`,
        { attendee_contact_id: contact.id },
        { from: tab(event.uid) }
      )
    }
    let [first, second] = await registrationsOf(event.id)
    const added = await entriesOf('event', event.id, 'attendee_add')
    expect(added).toHaveLength(2)
    expect(added[0]).toMatchObject({
      user_id: world.user.id,
      community_id: world.community.id,
      organization_id: world.organization.id,
      record_label: event.name,
    })
    expect(added.map((entry) => [entry.changes?.fields, entry.changes?.details])).toEqual([
      [{ status: [null, 'confirmed'] }, { contact: ana.uid }],
      [{ status: [null, 'waiting'] }, { contact: dan.uid }],
    ])
    expect(JSON.stringify(added)).not.toContain(ana.email!)
    expect(added[1].xmin).toBe(await xminOf('event_registrations', second.id))

    // Refused: added again, moved up while full. Nothing written.
    await world.client.submit(
      'POST',
      `/events/${event.uid}/attendees`,
      { attendee_contact_id: ana.id },
      { from: tab(event.uid) }
    )
    await world.client.submit(
      'POST',
      `/attendees/${second.uid}/move-up`,
      {},
      { from: tab(event.uid) }
    )
    expect(await entriesOf('event', event.id)).toHaveLength(2)

    await world.client.submit(
      'POST',
      `/attendees/${first.uid}/cancel`,
      {},
      { from: tab(event.uid) }
    )
    ;[first, second] = await registrationsOf(event.id)
    const [cancelled] = await entriesOf('event', event.id, 'attendee_cancel')
    expect(cancelled.changes).toEqual({
      fields: { status: ['confirmed', 'cancelled'] },
      details: { contact: ana.uid },
    })
    expect(cancelled.xmin).toBe(await xminOf('event_registrations', first.id))
    // The freed place was offered to Dan (the system's, not audited); the staff move him up.
    expect(second.status).toBe('offered')
    await world.client.submit(
      'POST',
      `/attendees/${second.uid}/move-up`,
      {},
      { from: tab(event.uid) }
    )
    const [moved] = await entriesOf('event', event.id, 'attendee_move_up')
    expect(moved).toMatchObject({ user_id: world.user.id })
    expect(moved.changes).toEqual({
      fields: { status: ['offered', 'confirmed'] },
      details: { contact: dan.uid },
    })
    // Cancelled twice: nothing changes, nothing more written.
    await world.client.submit(
      'POST',
      `/attendees/${first.uid}/cancel`,
      {},
      { from: tab(event.uid) }
    )
    expect(await entriesOf('event', event.id)).toHaveLength(4)

    // The event's timeline shows them, newest first, the statuses by name.
    const page = await world.client.visit(tab(event.uid))
    expect(
      page.props.timeline.map((row: { action: string; fields: unknown; details: unknown }) => [
        row.action,
        row.fields,
        row.details,
      ])
    ).toEqual([
      ['attendee_move_up', { status: ['offered', 'confirmed'] }, { contact: dan.uid }],
      ['attendee_cancel', { status: ['confirmed', 'cancelled'] }, { contact: ana.uid }],
      ['attendee_add', { status: [null, 'waiting'] }, { contact: dan.uid }],
      ['attendee_add', { status: [null, 'confirmed'] }, { contact: ana.uid }],
    ])
  })

  test('a check-in: one entry per check-in, in its transaction; a ticket used again writes none', async () => {
    const event = await createEvent(world.community.id)
    const contact = await createContact(world.community.id)
    const registration = await createRegistration(event, { contact_id: contact.id })
    const code = registration.ticket!.code
    const from = { from: `/events/${event.uid}/check-in` }
    await world.client.submit('POST', `/events/${event.uid}/check-in`, { code }, from)
    await world.client.submit('POST', `/events/${event.uid}/check-in`, { code }, from)
    await world.client.submit('POST', `/events/${event.uid}/check-in`, { code: 'NOPE' }, from)
    const entries = await entriesOf('event', event.id)
    expect(entries).toHaveLength(1)
    expect(entries[0]).toMatchObject({ action: 'attendee_check_in', user_id: world.user.id })
    expect(entries[0].changes).toEqual({
      fields: { status: ['confirmed', 'checked_in'] },
      details: { contact: contact.uid },
    })
    expect(entries[0].xmin).toBe(await xminOf('event_registrations', registration.id))
    const page = await world.client.visit(tab(event.uid))
    expect(page.props.timeline[0]).toMatchObject({
      action: 'attendee_check_in',
      fields: { status: ['confirmed', 'checked_in'] },
    })
  })
})

describe("a segment's contacts by hand", () => {
  test('added and removed: on the segment, the contact by uid; a refused one writes none', async () => {
    const segment = await createSegment(world.community.id)
    const contact = await createContact(world.community.id)
    const path = `/segments/${segment.uid}/contacts`
    await world.client.submit('POST', path, { segment_contact_id: contact.id }, { from: path })
    // Already in by hand: refused, nothing more written.
    await world.client.submit('POST', path, { segment_contact_id: contact.id }, { from: path })
    const [added] = await entriesOf('segment', segment.id)
    expect(added).toMatchObject({
      action: 'segment_add',
      user_id: world.user.id,
      community_id: world.community.id,
      record_label: segment.name,
    })
    expect(added.changes?.fields).toEqual({ contact: [null, contact.uid] })
    const [link] = await query<{ xmin: string }>(
      `select xmin::text from segment_contacts where segment_id = $1 and contact_id = $2`,
      [segment.id, contact.id]
    )
    expect(added.xmin).toBe(link.xmin)
    expect(await entriesOf('segment', segment.id)).toHaveLength(1)

    await world.client.submit('DELETE', `${path}/${contact.uid}`, {}, { from: path })
    // Not in it by hand any more: nothing removed, nothing written.
    await world.client.submit('DELETE', `${path}/${contact.uid}`, {}, { from: path })
    const entries = await entriesOf('segment', segment.id)
    expect(entries.map((entry) => [entry.action, entry.changes?.fields])).toEqual([
      ['segment_add', { contact: [null, contact.uid] }],
      ['segment_remove', { contact: [contact.uid, null] }],
    ])
  })
})

describe("an organization's niches", () => {
  test('niches alone changed: a settings change, their names before → after, on its timeline', async () => {
    const superAdminUser = await createUser({ role: 'super-admin' })
    const superAdmin = await signedIn(superAdminUser)
    const organization = await createOrganization()
    const [industry, other] = await twoIndustries()
    const names = await query<{ id: number; name: string }>(
      `select id, name from niches where id = any($1::int[]) order by name`,
      [industry.niches]
    )
    const url = `/organizations/${organization.uid}/settings`
    await superAdmin.submit('PATCH', url, { industry_id: industry.id, niche_ids: industry.niches })
    await superAdmin.submit('PATCH', url, { niche_ids: [names[0].id] })
    // Refused (another industry's niche): nothing written.
    await superAdmin.submit('PATCH', url, { niche_ids: [other.niches[0]] }, { from: url })
    // The same niches again: nothing changes, nothing written.
    await superAdmin.submit('PATCH', url, { niche_ids: [names[0].id] })

    const settings = await entriesOf('organization', organization.id, 'settings_change')
    expect(settings.map((entry) => entry.changes?.fields)).toEqual([
      { niches: [[], names.map((niche) => niche.name)] },
      { niches: [names.map((niche) => niche.name), [names[0].name]] },
    ])
    expect(settings[1]).toMatchObject({
      user_id: superAdminUser.id,
      organization_id: organization.id,
      record_label: organization.name,
    })
    // The niche kept was inserted by the first change, with its entry.
    const [pivot] = await query<{ xmin: string }>(
      `select xmin::text from organization_niches where organization_id = $1`,
      [organization.id]
    )
    expect(settings[0].xmin).toBe(pivot.xmin)

    const page = await superAdmin.visit(`/organizations/${organization.uid}`)
    expect(page.props.timeline[0]).toMatchObject({
      action: 'settings_change',
      fields: { niches: [names.map((niche) => niche.name), [names[0].name]] },
    })
  })
})

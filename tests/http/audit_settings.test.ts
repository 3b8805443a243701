/**
 * The audit trail beyond the models' own columns (docs/security.md, "Audit trail"): settings
 * (modules, impact areas, a community's look), list memberships, a member blocked or signed out,
 * e-Factura sent again, images set and removed; each entry in its change's transaction (the
 * entry's row and the changed row share their transaction id, `xmin`), none for a refused
 * change. And how the log shows JSON columns: by key, only what changed, secrets never.
 */
import { beforeAll, describe, expect, test } from 'vitest'
import { signedIn, type TestClient } from '../support/client.ts'
import { createOrgAdmin, createUser, factories, query, unique } from '../support/db.ts'
import { createContact, createList } from './helpers/contacts.ts'
import { impactAreas } from './helpers/community_settings.ts'
import { moduleBySlug } from './helpers/communities.ts'
import { joinedMember } from './helpers/members.ts'
import { createInvoice, createWonCar } from './helpers/auction.ts'
import { fileForm, png } from './helpers/users.ts'
import { entriesOf } from './helpers/audit.ts'

/** The transaction that last wrote a row (its `xmin`). */
async function xminOf(sql: string, params: unknown[]) {
  const [row] = await query<{ xmin: string }>(sql, params)
  return row.xmin
}

let owner: Awaited<ReturnType<typeof createOrgAdmin>>
let orgAdmin: TestClient
let superAdminUser: Awaited<ReturnType<typeof createUser>>
let superAdmin: TestClient

beforeAll(async () => {
  owner = await createOrgAdmin(['events-module'])
  orgAdmin = await signedIn(owner.user)
  superAdminUser = await createUser({ role: 'super-admin' })
  superAdmin = await signedIn(superAdminUser)
})

describe('settings changed', () => {
  test("a module switched on and off: the community's modules before → after, in the switch's transaction", async () => {
    const feeds = await moduleBySlug('feeds-module')
    const events = await moduleBySlug('events-module')
    const path = `/communities/${owner.community.uid}/modules`
    await superAdmin.submit('POST', path, { module_id: feeds.id, isActive: true })
    // Sent twice: nothing changes, nothing more is written.
    await superAdmin.submit('POST', path, { module_id: feeds.id, isActive: true })
    const [on] = await entriesOf('community', owner.community.id)
    expect(on).toMatchObject({
      action: 'settings_change',
      user_id: superAdminUser.id,
      community_id: owner.community.id,
      organization_id: owner.organization.id,
    })
    expect(on.changes?.fields).toEqual({
      modules: [[events.name], [events.name, feeds.name].sort()],
    })
    expect(on.xmin).toBe(
      await xminOf(
        `select xmin::text from community_modules where community_id = $1 and module_id = $2`,
        [owner.community.id, feeds.id]
      )
    )
    await superAdmin.submit('POST', path, { module_id: feeds.id, isActive: false })
    const entries = await entriesOf('community', owner.community.id)
    expect(entries).toHaveLength(2)
    expect(entries[1].changes?.fields?.modules).toEqual([
      [events.name, feeds.name].sort(),
      [events.name],
    ])
    // Refused (no such module): no entry.
    await superAdmin.submit('POST', path, { module_id: 999_999_999, isActive: true })
    expect(await entriesOf('community', owner.community.id)).toHaveLength(2)
  })

  test('impact areas and the public contact: before → after by name; a refused form writes nothing', async () => {
    const { user, community } = await createOrgAdmin(['events-module'])
    const client = await signedIn(user)
    const [first, second] = await impactAreas()
    await client.submit('POST', '/community/settings/other-info', {
      impact_areas: [
        { main_impact_area_id: first.id, child_impact_area_ids: [first.children[0].id] },
      ],
      public_contact: { email: 'public@comunitate.ro' },
    })
    const entries = await entriesOf('community', community.id)
    const settings = entries.filter((entry) => entry.action === 'settings_change')
    expect(settings.map((entry) => entry.changes?.fields)).toEqual([
      { public_contact: [{}, { email: 'public@comunitate.ro' }] },
      { impact_areas: [[], [first.name, first.children[0].name].sort()] },
    ])
    expect(new Set(settings.map((entry) => entry.xmin)).size).toBe(1)
    await client.submit(
      'POST',
      '/community/settings/other-info',
      {
        impact_areas: [
          { main_impact_area_id: first.id, child_impact_area_ids: [second.children[0].id] },
        ],
      },
      { from: '/community/settings' }
    )
    expect(await entriesOf('community', community.id)).toHaveLength(entries.length)
  })

  test("the community's colours: a settings change shown per key on /audit", async () => {
    const { user, community } = await createOrgAdmin(['events-module'])
    const client = await signedIn(user)
    await client.submit('POST', '/community/styles/branding', {
      branding: { primary_color: '#334455' },
    })
    const [entry] = await entriesOf('community', community.id)
    expect(entry.action).toBe('settings_change')
    const log = await client.visit('/audit?action=settings_change')
    const row = log.props.entries.find(
      (item: { recordId: number }) => item.recordId === community.id
    )
    expect(row.fields).toEqual({ 'branding.primary_color': [null, '#334455'] })
  })
})

describe('list memberships', () => {
  test("contacts added to and removed from a list: one entry on each one's timeline, only those that changed", async () => {
    const list = await createList(owner.community.id, unique('Voluntari'))
    const [a, b] = [
      await createContact(owner.community.id),
      await createContact(owner.community.id),
    ]
    await orgAdmin.submit('POST', '/contacts/bulk/add-to-list', { uids: [a.uid], list: list.uid })
    await orgAdmin.submit('POST', '/contacts/bulk/add-to-list', {
      uids: [a.uid, b.uid],
      list: list.uid,
    })
    await orgAdmin.submit('POST', '/contacts/bulk/remove-from-list', {
      uids: [a.uid],
      list: list.uid,
    })
    const ofA = await entriesOf('contact', a.id)
    expect(ofA.map((entry) => [entry.action, entry.changes?.fields])).toEqual([
      ['list_add', { list: [null, list.title] }],
      ['list_remove', { list: [list.title, null] }],
    ])
    expect(ofA[0].user_id).toBe(owner.user.id)
    const ofB = await entriesOf('contact', b.id)
    expect(ofB.map((entry) => entry.action)).toEqual(['list_add'])
    expect(ofB[0].xmin).toBe(
      await xminOf(
        `select xmin::text from contact_list_members where contact_list_id = $1 and contact_id = $2`,
        [list.id, b.id]
      )
    )
    // Another organization's contact among the uids: 404, nothing added, nothing written.
    const foreign = await createOrgAdmin([])
    const stranger = await createContact(foreign.community.id)
    const c = await createContact(owner.community.id)
    await orgAdmin.submit('POST', '/contacts/bulk/add-to-list', {
      uids: [c.uid, stranger.uid],
      list: list.uid,
    })
    expect(await entriesOf('contact', c.id)).toEqual([])
    const page = await orgAdmin.visit(`/contacts/${b.uid}`)
    expect(page.props.timeline[0]).toMatchObject({
      action: 'list_add',
      fields: { list: [null, list.title] },
    })
  })
})

describe("a member's account", () => {
  test('blocked and unblocked: before → after on the contact, in the same transaction; a refused block writes nothing', async () => {
    const { contact, membership } = await joinedMember(owner.community.id)
    const from = { from: `/contacts/${contact.uid}` }
    await orgAdmin.submit('POST', `/contacts/${contact.uid}/member/block`, undefined, from)
    const [blocked] = await entriesOf('contact', contact.id)
    expect(blocked).toMatchObject({ action: 'member_block', user_id: owner.user.id })
    const [row] = await query<{ blocked_at: Date; xmin: string }>(
      `select blocked_at, xmin::text from community_members where id = $1`,
      [membership.id]
    )
    expect(blocked.xmin).toBe(row.xmin)
    const [before, after] = blocked.changes!.fields!.blocked_at as [null, string]
    expect(before).toBeNull()
    expect(Date.parse(after)).toBe(row.blocked_at.getTime())
    // Already blocked: refused, nothing written.
    await orgAdmin.submit('POST', `/contacts/${contact.uid}/member/block`, undefined, from)
    expect(await entriesOf('contact', contact.id)).toHaveLength(1)
    await orgAdmin.submit('DELETE', `/contacts/${contact.uid}/member/block`, undefined, from)
    const entries = await entriesOf('contact', contact.id)
    expect(entries.map((entry) => entry.action)).toEqual(['member_block', 'member_unblock'])
    expect(entries[1].changes?.fields?.blocked_at).toEqual([after, null])
  })

  test('every device signed out: one entry with the count, the tokens gone', async () => {
    const f = await factories()
    const { member, contact } = await joinedMember(owner.community.id)
    await f.addDevice(member, 'Tabletă')
    await orgAdmin.submit('DELETE', `/contacts/${contact.uid}/member/devices`, undefined, {
      from: `/contacts/${contact.uid}`,
    })
    const entries = await entriesOf('contact', contact.id)
    expect(entries.map((entry) => [entry.action, entry.changes?.details])).toEqual([
      ['device_revoke', { devices: 2 }],
    ])
    const tokens = await query(`select id from member_access_tokens where tokenable_id = $1`, [
      member.id,
    ])
    expect(tokens).toEqual([])
  })
})

describe('e-Factura sent again', () => {
  test('a refused document sent again: the state before → after on the invoice, in the same transaction; twice writes nothing', async () => {
    const bidder = await createContact(owner.community.id)
    const { bids } = await createWonCar(owner.community.id, [
      { contact_id: bidder.id, amount_cents: 1_000_000 },
    ])
    const invoice = await createInvoice(owner.community.id, { bid_id: bids[0].id, number: 901 })
    await query(
      `insert into efactura_submissions (community_id, invoice_id, created_at, state, upload_index)
       values ($1, $2, now(), 'refused', '77')`,
      [owner.community.id, invoice.id]
    )
    const path = `/administrare/invoices/${invoice.uid}/efactura/resend`
    await orgAdmin.submit('POST', path, {}, { from: `/administrare/invoices/${invoice.uid}` })
    await orgAdmin.submit('POST', path, {}, { from: `/administrare/invoices/${invoice.uid}` })
    const timeline = await entriesOf('invoice', invoice.id)
    const entries = timeline.filter((entry) => entry.action === 'efactura_resend')
    expect(entries).toHaveLength(1)
    expect(entries[0]).toMatchObject({ user_id: owner.user.id, community_id: owner.community.id })
    expect(entries[0].changes?.fields).toEqual({ state: ['refused', 'to_send'] })
    expect(entries[0].xmin).toBe(
      await xminOf(`select xmin::text from efactura_submissions where invoice_id = $1`, [
        invoice.id,
      ])
    )
  })
})

describe('images', () => {
  test("a community's logo set, then removed: named so, the file's key before → after", async () => {
    const { user, community } = await createOrgAdmin(['events-module'])
    const client = await signedIn(user)
    const path = `/community/${community.uid}/image/logo`
    await client.submit('POST', path, undefined, {
      form: fileForm('file', await png(120, 80), 'logo.png', 'image/png'),
      from: '/community/styles',
    })
    // Not an image: refused, nothing written.
    await client.submit('POST', path, undefined, {
      form: fileForm('file', 'nu sunt o imagine', 'poza.png', 'image/png'),
      from: '/community/styles',
    })
    await client.submit('DELETE', path, undefined, { from: '/community/styles' })
    const entries = await entriesOf('community', community.id)
    expect(entries.map((entry) => entry.action)).toEqual(['image_set', 'image_remove'])
    const [, key] = entries[0].changes!.fields!.logo as [null, string]
    expect(entries[0].changes?.fields?.logo).toEqual([null, expect.stringMatching(/logo-.+\.png$/)])
    expect(entries[1].changes?.fields?.logo).toEqual([key, null])
  })
})

describe("the organization's page", () => {
  test('shows its timeline to a super-admin: a change of its profile, a JSON column by key, secrets never', async () => {
    const { user, organization } = await createOrgAdmin([])
    const name = unique('Asociația')
    await superAdmin.submit('PATCH', `/organizations/${organization.uid}`, { name })
    await query(
      `insert into audit_entries (organization_id, user_name, action, record_type, record_id, changes)
       values ($1, 'Seed', 'update', 'organization', $2, $3::jsonb)`,
      [
        organization.id,
        organization.id,
        JSON.stringify({
          fields: {
            billing_info: [
              { cui: 'RO1', iban: 'RO49', address: { city: 'Cluj', street: 'A' } },
              { cui: 'RO1', iban: 'RO50', address: { city: 'Cluj', street: 'B' }, api_key: 'x1' },
            ],
          },
        }),
      ]
    )
    const page = await superAdmin.visit(`/organizations/${organization.uid}`)
    expect(page.component).toBe('organizations/profile')
    const [seeded, changed] = page.props.timeline
    expect(seeded.fields).toEqual({
      'billing_info.iban': ['RO49', 'RO50'],
      'billing_info.address.street': ['A', 'B'],
      'billing_info.api_key': ['[secret]', '[secret]'],
    })
    expect(changed).toMatchObject({
      action: 'update',
      user: superAdminUser.fullName,
      fields: { name: [organization.name, name] },
    })
    // The page is a super-admin's: its own org-admin is refused, the timeline never sent.
    const ownAdmin = await signedIn(user)
    const refused = await ownAdmin.visit(`/organizations/${organization.uid}`)
    expect(refused.status).toBe(403)
    expect(refused.props.timeline).toBeUndefined()
  })
})

/**
 * /segments/{uid}/contacts: the segment's contacts (count, paged list with how each came in,
 * CSV and XLSX), a contact added by hand, one added by hand removed (a quiz's stay: they follow
 * the member's answers).
 */
import { beforeAll, describe, expect, test } from 'vitest'
import { TestClient, signedIn } from '../../support/client.ts'
import { signedInOrgAdmin, type TenantWorld } from '../helpers/tenant.ts'
import { createUser, factories } from '../../support/db.ts'
import { csvRows, xlsxRows } from '../../support/xlsx.ts'
import { createContact } from '../helpers/contacts.ts'
import { createSegment } from '../helpers/segments.ts'
import { segmentRows } from '../helpers/member_admin.ts'

let world: TenantWorld
let client: TestClient

beforeAll(async () => {
  ;({ world, client } = await signedInOrgAdmin())
})

type SegmentRow = Awaited<ReturnType<typeof createSegment>>
type ContactRow = Awaited<ReturnType<typeof createContact>>

async function put(
  segment: SegmentRow,
  contact: ContactRow,
  source: 'quiz' | 'manual' | 'import',
  sourceId: number | null = null
) {
  const { putInSegment } = await factories()
  await putInSegment({ id: segment.id, communityId: segment.community_id }, contact, source, {
    sourceId,
  })
}

async function download(path: string) {
  const response = await fetch(client.baseUrl + path, {
    headers: { cookie: client.cookieHeader() },
  })
  return { response, bytes: Buffer.from(await response.arrayBuffer()) }
}

describe('GET /segments/{uid}/contacts', () => {
  test('the count (each contact once), the page of contacts with how each came in', async () => {
    const { createQuizWithQuestions } = await factories()
    const segment = await createSegment(world.community.id, { code: 'CIT' })
    const quiz = await createQuizWithQuestions(world.community.id, 1, 2, { name: 'Pasiuni' })
    const both = await createContact(world.community.id, {
      first_name: 'Ana',
      last_name: 'Ardelean',
    })
    const imported = await createContact(world.community.id, {
      first_name: 'Bogdan',
      last_name: 'Barbu',
    })
    const outside = await createContact(world.community.id)
    await put(segment, both, 'quiz', quiz.id)
    await put(segment, both, 'manual')
    await put(segment, imported, 'import')
    await put(await createSegment(world.community.id), outside, 'manual')

    const page = await client.visit(
      `/segments/${segment.uid}/contacts?sort=last_name&direction=asc`
    )
    expect(page.component).toBe('segment_contacts/index')
    expect(page.props.total).toBe(2)
    expect(page.props.meta.total).toBe(2)
    expect(
      page.props.contacts.map((row: any) => [
        row.uid,
        row.ways.map((w: any) => [w.source, w.quiz?.name ?? null]),
      ])
    ).toEqual([
      [
        both.uid,
        expect.arrayContaining([
          ['quiz', 'Pasiuni'],
          ['manual', null],
        ]),
      ],
      [imported.uid, [['import', null]]],
    ])
    const searched = await client.visit(`/segments/${segment.uid}/contacts?search=barbu`)
    expect(searched.props.contacts.map((row: any) => row.uid)).toEqual([imported.uid])
  })

  test("CSV and XLSX: the segment's contacts, as the search shows them", async () => {
    const segment = await createSegment(world.community.id)
    const contact = await createContact(world.community.id, {
      first_name: 'Ștefan',
      last_name: 'Țăranu',
      email: 'stefan.segment@exemplu.ro',
      phone_number: null,
      extra_data: {},
    })
    const other = await createContact(world.community.id, { first_name: 'Altul', extra_data: {} })
    await put(segment, contact, 'manual')
    await put(segment, other, 'manual')
    const csv = await download(`/segments/${segment.uid}/contacts/export/csv?search=taranu`)
    expect(csv.response.status).toBe(200)
    expect(csv.response.headers.get('content-disposition')).toContain(`segment-${segment.id}-`)
    expect(csvRows(csv.bytes.toString('utf8'))).toEqual([
      ['Prenume', 'Nume', 'Email', 'Telefon'],
      ['Ștefan', 'Țăranu', 'stefan.segment@exemplu.ro', ''],
    ])
    const xlsx = await download(`/segments/${segment.uid}/contacts/export/xlsx`)
    expect(xlsxRows(xlsx.bytes)).toHaveLength(3)
  })
})

describe('POST /segments/{uid}/contacts', () => {
  test('adds a contact by hand (who and when), beside a quiz that brought them', async () => {
    const segment = await createSegment(world.community.id, { code: 'VOL' })
    const contact = await createContact(world.community.id, { first_name: 'Ion', last_name: 'Pop' })
    await put(segment, contact, 'quiz', null)
    const { page } = await client.submit(
      'POST',
      `/segments/${segment.uid}/contacts`,
      { segment_contact_id: contact.id },
      { from: `/segments/${segment.uid}/contacts` }
    )
    expect(page?.flash.success).toBe('Ion Pop a fost adăugat în segmentul VOL.')
    expect(await segmentRows(segment.id)).toEqual([
      { contact_id: contact.id, source: 'quiz', source_id: null, added_by: null },
      { contact_id: contact.id, source: 'manual', source_id: null, added_by: world.user.id },
    ])
  })

  test.each([
    ['missing', {}, 'Alege contactul de adăugat.'],
    ['not a number', { segment_contact_id: 'abc' }, 'Alege un contact al comunității.'],
    ['no such contact', { segment_contact_id: 2_147_483_000 }, 'Alege un contact al comunității.'],
  ])('%s: refused under its field, nothing written', async (_, body, message) => {
    const segment = await createSegment(world.community.id)
    const { page } = await client.submit('POST', `/segments/${segment.uid}/contacts`, body, {
      from: `/segments/${segment.uid}/contacts`,
    })
    expect(page?.props.errors).toEqual({ segment_contact_id: message })
    expect(await segmentRows(segment.id)).toEqual([])
  })

  test("another community's contact, an event's own contact: refused, nothing written", async () => {
    const segment = await createSegment(world.community.id)
    const strangers = [
      await createContact(world.sibling.id),
      await createContact(world.other.community.id),
      await createContact(world.community.id, { type: 'event_contact' }),
    ]
    for (const stranger of strangers) {
      const { page } = await client.submit(
        'POST',
        `/segments/${segment.uid}/contacts`,
        { segment_contact_id: stranger.id },
        { from: `/segments/${segment.uid}/contacts` }
      )
      expect(page?.props.errors).toEqual({ segment_contact_id: 'Alege un contact al comunității.' })
    }
    expect(await segmentRows(segment.id)).toEqual([])
  })

  test('a contact already added by hand: refused under the field, one row kept', async () => {
    const segment = await createSegment(world.community.id)
    const contact = await createContact(world.community.id)
    await put(segment, contact, 'manual')
    const { page } = await client.submit(
      'POST',
      `/segments/${segment.uid}/contacts`,
      { segment_contact_id: contact.id },
      { from: `/segments/${segment.uid}/contacts` }
    )
    expect(page?.props.errors).toEqual({
      segment_contact_id: 'Contactul este deja adăugat manual în acest segment.',
    })
    expect(await segmentRows(segment.id)).toHaveLength(1)
  })
})

describe('DELETE /segments/{uid}/contacts/{contact_uid}', () => {
  test('removes the by-hand way only: a quiz keeps the contact in', async () => {
    const segment = await createSegment(world.community.id, { code: 'MIX' })
    const contact = await createContact(world.community.id, { first_name: 'Ion', last_name: 'Pop' })
    await put(segment, contact, 'quiz', null)
    await put(segment, contact, 'manual')
    const removed = await client.submit(
      'DELETE',
      `/segments/${segment.uid}/contacts/${contact.uid}`,
      undefined,
      { from: `/segments/${segment.uid}/contacts` }
    )
    expect(removed.page?.flash.success).toBe('Ion Pop a fost scos din segmentul MIX.')
    expect(await segmentRows(segment.id)).toEqual([
      { contact_id: contact.id, source: 'quiz', source_id: null, added_by: null },
    ])

    const again = await client.submit(
      'DELETE',
      `/segments/${segment.uid}/contacts/${contact.uid}`,
      undefined,
      { from: `/segments/${segment.uid}/contacts` }
    )
    expect(again.page?.flash.error).toBe(
      'Ion Pop nu a fost adăugat manual în segmentul MIX: contactele ajunse prin quiz ies când membrul își schimbă răspunsurile.'
    )
    expect(await segmentRows(segment.id)).toHaveLength(1)
  })
})

describe('what is not theirs', () => {
  test("another community's segment or contact: 404, nothing changed", async () => {
    const mine = await createSegment(world.community.id)
    const myContact = await createContact(world.community.id)
    await put(mine, myContact, 'manual')
    for (const communityId of [world.sibling.id, world.other.community.id]) {
      const segment = await createSegment(communityId)
      const contact = await createContact(communityId)
      await put(segment, contact, 'manual')
      for (const [method, path, body] of [
        ['GET', `/segments/${segment.uid}/contacts`, undefined],
        ['GET', `/segments/${segment.uid}/contacts/export/csv`, undefined],
        ['POST', `/segments/${segment.uid}/contacts`, { segment_contact_id: contact.id }],
        ['DELETE', `/segments/${segment.uid}/contacts/${contact.uid}`, undefined],
        ['DELETE', `/segments/${mine.uid}/contacts/${contact.uid}`, undefined],
      ] as const) {
        const reply = await client.request(method, path, { body, inertia: true })
        expect(reply.status, `${method} ${path}`).toBe(404)
      }
      expect(await segmentRows(segment.id)).toHaveLength(1)
    }
    expect(await segmentRows(mine.id)).toHaveLength(1)
  })

  test('a super-admin is refused (403), a guest goes to /login, nothing changed', async () => {
    const segment = await createSegment(world.community.id)
    const contact = await createContact(world.community.id)
    await put(segment, contact, 'manual')
    const admin = await signedIn(await createUser({ role: 'super-admin' }))
    for (const [method, path, body] of [
      ['GET', `/segments/${segment.uid}/contacts`, undefined],
      ['GET', `/segments/${segment.uid}/contacts/export/xlsx`, undefined],
      ['POST', `/segments/${segment.uid}/contacts`, { segment_contact_id: contact.id }],
      ['DELETE', `/segments/${segment.uid}/contacts/${contact.uid}`, undefined],
    ] as const) {
      const refused = await admin.request(method, path, { body, inertia: true })
      expect(refused.status, `${method} ${path}`).toBe(403)
      const guest = await new TestClient().request(method, path, { body, inertia: true })
      expect(guest.location).toBe('/login')
    }
    expect(await segmentRows(segment.id)).toHaveLength(1)
  })
})

/**
 * CSV and XLSX exports of the contacts screen and of a list: the current
 * community's contacts only, extra_data keys as columns, formulas
 * neutralised, Excel-friendly CSV.
 */
import { beforeAll, describe, expect, test } from 'vitest'
import { TestClient, signedIn } from '../support/client.ts'
import { signedInOrgAdmin, type TenantWorld } from './helpers/tenant.ts'
import { createUser, factories } from '../support/db.ts'
import { csvRows, xlsxRows } from '../support/xlsx.ts'
import { addMembers, createContact, createList } from './helpers/contacts.ts'

let world: TenantWorld
let client: TestClient
let contacts: Awaited<ReturnType<typeof createContact>>[]

beforeAll(async () => {
  ;({ world, client } = await signedInOrgAdmin())
  contacts = [
    await createContact(world.community.id, {
      first_name: 'Ștefan',
      last_name: 'Țăranu',
      email: 'stefan@exemplu.ro',
      phone_number: '+40722111222',
      extra_data: { oras: 'Iași', companie: '=HYPERLINK("http://rau.example")' },
    }),
    await createContact(world.community.id, {
      first_name: 'Ana; "Maria"',
      last_name: '@Pop',
      email: null,
      extra_data: { varsta: '-3' },
    }),
  ]
  await createContact(world.community.id, { first_name: 'Eveniment', type: 'event_contact' })
  await createContact(world.sibling.id, { first_name: 'Vecin', extra_data: { secret: 'x' } })
  await createContact(world.other.community.id, { first_name: 'Străin' })
})

async function download(path: string) {
  const response = await fetch(client.baseUrl + path, {
    headers: { cookie: client.cookieHeader() },
  })
  return { response, bytes: Buffer.from(await response.arrayBuffer()) }
}

const HEADER = ['Prenume', 'Nume', 'Email', 'Telefon', 'Companie', 'Oras', 'Varsta']
/** A phone as the file holds it: an XLSX text cell as it is, in the CSV the text formula. */
const rowsWith = (phone: string) => [
  ['Ștefan', 'Țăranu', 'stefan@exemplu.ro', phone, `'=HYPERLINK("http://rau.example")`, 'Iași', ''],
  ['Ana; "Maria"', "'@Pop", '', '', '', '', "'-3"],
]
const ROWS = rowsWith('+40722111222')
const CSV_ROWS = rowsWith('="+40722111222"')

describe('GET /contacts/export/csv', () => {
  test('UTF-8 with BOM, ";" between columns, extra keys as columns, formulas neutralised', async () => {
    const { response, bytes } = await download('/contacts/export/csv')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="contacte-\d{4}-\d{2}-\d{2}\.csv"$/
    )
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const text = bytes.toString('utf8')
    expect(text).toContain('"Ana; ""Maria"""')
    expect(csvRows(text)).toEqual([HEADER, ...CSV_ROWS])
  })

  test('the current search only', async () => {
    const { bytes } = await download('/contacts/export/csv?search=taranu')
    expect(csvRows(bytes.toString('utf8'))).toEqual([
      HEADER.slice(0, 4).concat(['Companie', 'Oras']),
      CSV_ROWS[0].slice(0, 6),
    ])
  })
})

describe("GET /contacts/export/xlsx and a list's export", () => {
  test('an XLSX workbook with the same rows', async () => {
    const { response, bytes } = await download('/contacts/export/xlsx')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
    )
    expect(xlsxRows(bytes)).toEqual([HEADER, ...ROWS])
  })

  test("a list's contacts, in both formats", async () => {
    const list = await createList(world.community.id)
    await addMembers(list, [contacts[1]])
    const csv = await download(`/lists/${list.uid}/export/csv`)
    expect(csv.response.headers.get('content-disposition')).toContain(`lista-${list.id}-`)
    expect(csvRows(csv.bytes.toString('utf8'))).toEqual([
      ['Prenume', 'Nume', 'Email', 'Telefon', 'Varsta'],
      ['Ana; "Maria"', "'@Pop", '', '', "'-3"],
    ])
    const xlsx = await download(`/lists/${list.uid}/export/xlsx`)
    expect(xlsxRows(xlsx.bytes)).toEqual([
      ['Prenume', 'Nume', 'Email', 'Telefon', 'Varsta'],
      ['Ana; "Maria"', "'@Pop", '', '', "'-3"],
    ])
  })

  test('more rows than one batch all arrive, in order', async () => {
    const { world: fresh, client: own } = await signedInOrgAdmin()
    const { createContactsInBulk } = await factories()
    await createContactsInBulk(fresh.community.id, 4500, (index) => ({
      firstName: `P${index}`,
      lastName: `N${index}`,
      email: null,
    }))
    const response = await fetch(own.baseUrl + '/contacts/export/xlsx', {
      headers: { cookie: own.cookieHeader() },
    })
    const rows = xlsxRows(Buffer.from(await response.arrayBuffer()))
    expect(rows).toHaveLength(4501)
    expect(rows[4500]).toEqual(['P4499', 'N4499', '', ''])
  })
})

describe('refused', () => {
  test("another community's list is a 404; a super-admin 403; a guest /login", async () => {
    for (const communityId of [world.sibling.id, world.other.community.id]) {
      const list = await createList(communityId)
      const { response } = await download(`/lists/${list.uid}/export/csv`)
      expect(response.status).toBe(404)
    }
    const admin = await signedIn(await createUser({ role: 'super-admin' }))
    const list = await createList(world.community.id)
    for (const path of ['/contacts/export/csv', `/lists/${list.uid}/export/xlsx`]) {
      const refused = await admin.request('GET', path)
      expect(refused.status).toBe(403)
      const guest = await new TestClient().request('GET', path)
      expect(guest.status).toBe(302)
      expect(guest.location).toBe('/login')
    }
  })
})

test('a user may start 10 exports a minute: the eleventh is refused (429) with its message', async () => {
  const { client: own } = await signedInOrgAdmin()
  for (let i = 0; i < 10; i++) {
    const path = i % 2 ? '/contacts/export/xlsx' : '/contacts/export/csv'
    const reply = await own.request('GET', path)
    expect(reply.status).toBe(200)
  }
  const refused = await own.request('GET', '/contacts/export/csv')
  expect(refused.status).toBe(429)
  expect(refused.text).toMatch(
    /^Ai pornit prea multe exporturi într-un minut\. Poți porni altul peste (o secundă|\d+ (de )?secunde)\.$/
  )
})

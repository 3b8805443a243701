/**
 * /companies and a company's logo, always inside the org-admin's current
 * community.
 */
import { beforeAll, describe, expect, test } from 'vitest'
import { TestClient, signedIn } from '../support/client.ts'
import { signedInOrgAdmin, type TenantWorld } from './helpers/tenant.ts'
import { countInCommunity, createUser, query, unique } from '../support/db.ts'
import { fileForm, png } from './helpers/users.ts'
import {
  addMembers,
  companyByUid,
  createCompany,
  createContact,
  createList,
} from './helpers/contacts.ts'

let world: TenantWorld
let client: TestClient

beforeAll(async () => {
  ;({ world, client } = await signedInOrgAdmin())
})

const form = (overrides: Record<string, unknown> = {}) => ({
  name: unique('Tipografia Nord'),
  website: 'https://tipografia.example',
  type: 'partener',
  status: 'activ',
  ...overrides,
})

describe('GET /companies', () => {
  test("the current community's companies, searchable by name or website", async () => {
    const own = await createCompany(world.community.id, unique('Brutăria'))
    const sibling = await createCompany(world.sibling.id)
    const foreign = await createCompany(world.other.community.id)
    const page = await client.visit('/companies?per_page=200')
    expect(page.component).toBe('companies/index')
    const uids = page.props.companies.map((row: { uid: string }) => row.uid)
    expect(uids).toContain(own.uid)
    expect(uids).not.toContain(sibling.uid)
    expect(uids).not.toContain(foreign.uid)
    expect(page.props.companies.find((row: { uid: string }) => row.uid === own.uid)).toEqual({
      uid: own.uid,
      id: own.id,
      name: own.name,
      website: 'https://firma.example',
      type: 'sponsor',
      status: 'activ',
      logoUrl: null,
    })
    const search = await client.visit(`/companies?search=${encodeURIComponent(own.name.slice(2))}`)
    expect(search.props.companies.map((row: { uid: string }) => row.uid)).toEqual([own.uid])
  })
})

describe('POST /companies, POST /companies/{uid}', () => {
  test('creates and updates a company', async () => {
    const data = form()
    const created = await client.submit('POST', '/companies', data, { from: '/companies' })
    expect(created.page?.flash.success).toBe(`Compania ${data.name} a fost creată.`)
    const [row] = await query(`select * from companies where name = $1`, [data.name])
    expect(row).toMatchObject({ ...data, community_id: world.community.id, logo: null })

    const change = form({ type: 'client', status: 'inactiv', website: 'http://nou.example' })
    const updated = await client.submit('POST', `/companies/${row.uid}`, change, {
      from: '/companies',
    })
    expect(updated.page?.flash.success).toBe(`Compania ${change.name} a fost actualizată.`)
    expect(await companyByUid(row.uid)).toMatchObject(change)
  })

  test.each([
    ['name', { name: '' }, 'Câmpul nume este obligatoriu.'],
    ['name', { name: 'x'.repeat(10_000) }, 'Câmpul nume poate avea cel mult 200 de caractere.'],
    ['website', { website: '' }, 'Câmpul site web este obligatoriu.'],
    [
      'website',
      { website: 'ftp://firma.example' },
      'Introdu o adresă web validă, care începe cu http:// sau https://.',
    ],
    [
      'website',
      { website: 'firma.example' },
      'Introdu o adresă web validă, care începe cu http:// sau https://.',
    ],
    ['type', { type: '' }, 'Câmpul tip este obligatoriu.'],
    ['type', { type: 'concurent' }, 'Valoarea aleasă pentru tip nu este validă.'],
    ['status', { status: '' }, 'Câmpul status este obligatoriu.'],
    ['status', { status: 'șters' }, 'Valoarea aleasă pentru status nu este validă.'],
  ])('%s refused with its message, nothing written', async (field, change, message) => {
    const before = await countInCommunity('companies', world.community.id)
    const { page } = await client.submit('POST', '/companies', form(change), { from: '/companies' })
    expect(page?.props.errors[field]).toBe(message)
    expect(await countInCommunity('companies', world.community.id)).toBe(before)
    const company = await createCompany(world.community.id)
    const edit = await client.submit('POST', `/companies/${company.uid}`, form(change), {
      from: '/companies',
    })
    expect(edit.page?.props.errors[field]).toBe(message)
    expect(await companyByUid(company.uid)).toEqual(company)
  })
})

describe('the logo', () => {
  test('upload, serve, replace, delete; deleting the company removes it', async () => {
    const company = await createCompany(world.community.id)
    const upload = () =>
      png().then((bytes) =>
        client.submit('POST', `/companies/${company.uid}/logo`, undefined, {
          form: fileForm('file', bytes, 'logo.png', 'image/png'),
          from: '/companies',
        })
      )
    const first = await upload()
    expect(first.page?.flash.success).toBe('Logo-ul a fost salvat.')
    const stored = (await companyByUid(company.uid))!.logo
    expect(stored).toMatch(new RegExp(`^images/${company.uid}/logo-`))
    const page = await client.visit('/companies?per_page=200')
    const row = page.props.companies.find((item: { uid: string }) => item.uid === company.uid)
    expect(row.logoUrl).toMatch(new RegExp(`^/companies/${company.uid}/logo\\?t=\\d+$`))
    const image = await client.request('GET', row.logoUrl)
    expect(image.status).toBe(200)
    expect(image.headers.get('content-type')).toBe('image/png')

    await upload()
    expect((await companyByUid(company.uid))!.logo).not.toBe(stored)

    const removed = await client.submit('DELETE', `/companies/${company.uid}/logo`, undefined, {
      from: '/companies',
    })
    expect(removed.page?.flash.success).toBe('Logo-ul a fost șters.')
    expect((await companyByUid(company.uid))!.logo).toBeNull()
    const gone = await client.request('GET', `/companies/${company.uid}/logo`)
    expect(gone.status).toBe(404)
  })

  test('a file that is not an image is refused under the field; nothing is stored', async () => {
    const company = await createCompany(world.community.id)
    const { page } = await client.submit('POST', `/companies/${company.uid}/logo`, undefined, {
      form: fileForm('file', 'nu sunt o imagine', 'logo.png', 'image/png'),
      from: '/companies',
    })
    expect(page?.props.errors.file).toBe('Încarcă o imagine validă (JPEG, PNG, GIF sau WebP).')
    expect((await companyByUid(company.uid))!.logo).toBeNull()
  })
})

describe('DELETE /companies/{uid}', () => {
  test('deletes the company; contacts and lists are untouched', async () => {
    const company = await createCompany(world.community.id)
    const list = await createList(world.community.id)
    await addMembers(list, [await createContact(world.community.id)])
    const contacts = await countInCommunity('contacts', world.community.id)
    const { page } = await client.submit('DELETE', `/companies/${company.uid}`, undefined, {
      from: '/companies',
    })
    expect(page?.flash.success).toBe(`Compania ${company.name} a fost ștearsă.`)
    expect(await companyByUid(company.uid)).toBeUndefined()
    expect(await countInCommunity('contacts', world.community.id)).toBe(contacts)
  })
})

describe("another community's companies do not exist (404, nothing changed)", () => {
  test.each(['sibling', 'other'] as const)('a company of the %s community', async (which) => {
    const communityId = which === 'sibling' ? world.sibling.id : world.other.community.id
    const company = await createCompany(communityId)
    for (const [method, path] of [
      ['POST', `/companies/${company.uid}`],
      ['DELETE', `/companies/${company.uid}`],
      ['GET', `/companies/${company.uid}/logo`],
      ['POST', `/companies/${company.uid}/logo`],
      ['DELETE', `/companies/${company.uid}/logo`],
    ] as const) {
      const reply = await client.request(method, path, {
        body: method === 'POST' ? form() : undefined,
        inertia: true,
      })
      expect(reply.status, `${method} ${path}`).toBe(404)
    }
    expect(await companyByUid(company.uid)).toEqual(company)
  })
})

describe('roles', () => {
  test('a super-admin is refused (403) and a guest goes to /login, nothing changed', async () => {
    const company = await createCompany(world.community.id)
    const admin = await signedIn(await createUser({ role: 'super-admin' }))
    for (const [method, path] of [
      ['GET', '/companies'],
      ['POST', '/companies'],
      ['POST', `/companies/${company.uid}`],
      ['DELETE', `/companies/${company.uid}`],
      ['GET', `/companies/${company.uid}/logo`],
      ['POST', `/companies/${company.uid}/logo`],
      ['DELETE', `/companies/${company.uid}/logo`],
    ] as const) {
      const body = method === 'POST' ? form() : undefined
      const refused = await admin.request(method, path, { body, inertia: true })
      expect(refused.status, `${method} ${path}`).toBe(403)
      const guest = await new TestClient().request(method, path, { body, inertia: true })
      expect([302, 303], `${method} ${path}`).toContain(guest.status)
      expect(guest.location).toBe('/login')
    }
    expect(await companyByUid(company.uid)).toEqual(company)
  })
})

describe('the dashboard', () => {
  test("counts the current community's contacts, lists and companies", async () => {
    const { world: fresh, client: own } = await signedInOrgAdmin()
    await Promise.all([1, 2, 3].map(() => createContact(fresh.community.id)))
    await createContact(fresh.community.id, { type: 'event_contact' })
    await createList(fresh.community.id)
    await Promise.all([1, 2].map(() => createCompany(fresh.community.id)))
    await createContact(fresh.sibling.id)
    await createCompany(fresh.other.community.id)
    expect(await own.propAt('/', 'counts')).toMatchObject({ contacts: 3, lists: 1, companies: 2 })
  })
})

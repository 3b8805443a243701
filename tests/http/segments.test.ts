/**
 * /segments and the segment form, always inside the org-admin's current
 * community; the dashboard counts segments and active products.
 */
import { beforeAll, describe, expect, test } from 'vitest'
import { TestClient, signedIn } from '../support/client.ts'
import { signedInOrgAdmin, type TenantWorld } from './helpers/tenant.ts'
import { count, countInCommunity, createUser, query, unique } from '../support/db.ts'
import { createProduct } from './helpers/products.ts'
import { createSegment, linkProducts, segmentByUid, segmentProductIds } from './helpers/segments.ts'

let world: TenantWorld
let client: TestClient

beforeAll(async () => {
  ;({ world, client } = await signedInOrgAdmin())
})

describe('GET /segments', () => {
  test("the current community's segments, searchable by name or code", async () => {
    const { world: fresh, client: own } = await signedInOrgAdmin()
    const young = await createSegment(fresh.community.id, {
      name: 'Tineri',
      code: 'TIN',
      priority: 2,
    })
    const seniors = await createSegment(fresh.community.id, { name: 'Seniori', code: 'SEN' })
    await createSegment(fresh.sibling.id, { name: 'Tineri vecini' })
    await createSegment(fresh.other.community.id, { name: 'Tineri altundeva' })

    const page = await own.visit('/segments')
    expect(page.component).toBe('segments/index')
    expect(page.props.meta.total).toBe(2)
    expect(page.props.segments).toEqual([
      { uid: seniors.uid, id: seniors.id, name: 'Seniori', code: 'SEN', priority: 1 },
      { uid: young.uid, id: young.id, name: 'Tineri', code: 'TIN', priority: 2 },
    ])
    const byName = await own.visit('/segments?search=tine')
    expect(byName.props.segments.map((row: { uid: string }) => row.uid)).toEqual([young.uid])
    const byCode = await own.visit('/segments?search=sen')
    expect(byCode.props.segments.map((row: { uid: string }) => row.uid)).toEqual([seniors.uid])
  })

  test('the dashboard counts segments and active products, linking to them', async () => {
    const { world: fresh, client: own } = await signedInOrgAdmin()
    await createSegment(fresh.community.id)
    await createProduct(fresh.community.id)
    await createProduct(fresh.community.id)
    await createProduct(fresh.community.id, { deleted_at: new Date() })
    await createSegment(fresh.sibling.id)
    await createProduct(fresh.other.community.id)
    const page = await own.visit('/')
    expect(page.component).toBe('dashboard/tenant')
    expect(page.props.counts).toMatchObject({ segments: 1, activeProducts: 2 })
  })
})

describe('the segment form', () => {
  test('GET /segments/create offers the active products of the community only, each with its number and price', async () => {
    const { world: fresh, client: own } = await signedInOrgAdmin()
    const b = await createProduct(fresh.community.id, { name: 'Bilet', price_cents: 2550 })
    const a = await createProduct(fresh.community.id, { name: 'abonament', price_cents: 1000 })
    await createProduct(fresh.community.id, { name: 'Șters', deleted_at: new Date() })
    await createProduct(fresh.sibling.id, { name: 'Vecin' })
    const page = await own.visit('/segments/create')
    expect(page.component).toBe('segments/edit')
    expect(page.props.segment).toBeNull()
    expect(page.props.products).toEqual([
      { value: a.id, label: 'abonament', detail: `#${a.id} · 10,00 EUR` },
      { value: b.id, label: 'Bilet', detail: `#${b.id} · 25,50 EUR` },
    ])
  })

  test('POST /segments creates with its products and opens it; POST /segments/{uid}/edit updates', async () => {
    const one = await createProduct(world.community.id)
    const two = await createProduct(world.community.id)
    const code = unique('VIP')
    const created = await client.submit(
      'POST',
      '/segments',
      { name: 'Clienți VIP', code, priority: '3', product_ids: [one.id, two.id] },
      { from: '/segments/create' }
    )
    expect(created.page?.component).toBe('segments/edit')
    expect(created.page?.flash.success).toBe(`Segmentul ${code} a fost creat.`)
    const [row] = await query(`select * from segments where code = $1`, [code])
    expect(created.location).toBe(`/segments/${row.uid}`)
    expect(row).toMatchObject({
      community_id: world.community.id,
      name: 'Clienți VIP',
      priority: 3,
    })
    expect(await segmentProductIds(row.id)).toEqual([one.id, two.id].sort((x, y) => x - y))
    expect(created.page?.props.productIds).toEqual([one.id, two.id].sort((x, y) => x - y))

    const updated = await client.submit(
      'POST',
      `/segments/${row.uid}/edit`,
      { name: 'Clienți fideli', code: code.toLowerCase(), priority: -2, product_ids: [two.id] },
      { from: `/segments/${row.uid}` }
    )
    expect(updated.page?.flash.success).toBe(`Segmentul ${code.toLowerCase()} a fost actualizat.`)
    expect(await segmentByUid(row.uid)).toMatchObject({
      name: 'Clienți fideli',
      code: code.toLowerCase(),
      priority: -2,
    })
    expect(await segmentProductIds(row.id)).toEqual([two.id])
  })

  test.each([
    ['name', { name: '' }, 'Câmpul nume este obligatoriu.'],
    ['name', { name: 'x'.repeat(151) }, 'Câmpul nume poate avea cel mult 150 de caractere.'],
    ['code', { code: '' }, 'Câmpul cod este obligatoriu.'],
    ['code', { code: 'cu spațiu' }, 'Codul poate conține doar litere, cifre, - și _.'],
    ['code', { code: 'x'.repeat(51) }, 'Câmpul cod poate avea cel mult 50 de caractere.'],
    ['priority', { priority: '' }, 'Câmpul prioritate este obligatoriu.'],
    ['priority', { priority: '2.5' }, 'Câmpul prioritate trebuie să fie un număr întreg.'],
    ['priority', { priority: 'abc' }, 'Câmpul prioritate trebuie să fie un număr întreg.'],
    ['priority', { priority: '99999999999' }, 'Câmpul prioritate trebuie să fie un număr întreg.'],
    ['product_ids', { product_ids: 'x' }, 'Câmpul produse nu este valid.'],
    ['product_ids.0', { product_ids: ['abc'] }, 'Alege doar produse active ale comunității.'],
    [
      'product_ids.0',
      { product_ids: [2_147_483_648] },
      'Alege doar produse active ale comunității.',
    ],
    [
      'product_ids',
      { product_ids: Array.from({ length: 11 }, (_, index) => index + 1) },
      'Câmpul produse poate avea cel mult 10 elemente.',
    ],
  ])('%s refused with its message, nothing written (%j)', async (field, fields, message) => {
    const data = { name: 'Segment', code: unique('C'), priority: 1, ...fields }
    const before = await countInCommunity('segments', world.community.id)
    const { page } = await client.submit('POST', '/segments', data, { from: '/segments/create' })
    expect(page?.props.errors).toEqual({ [field]: message })
    expect(await countInCommunity('segments', world.community.id)).toBe(before)

    const segment = await createSegment(world.community.id)
    const edit = await client.submit('POST', `/segments/${segment.uid}/edit`, data, {
      from: `/segments/${segment.uid}`,
    })
    expect(edit.page?.props.errors).toEqual({ [field]: message })
    expect(await segmentByUid(segment.uid)).toEqual(segment)
  })

  test('a code already used in the community is refused (case ignored); another community may use it', async () => {
    const code = unique('DUP')
    await createSegment(world.community.id, { code })
    await createSegment(world.sibling.id, { code: unique('X') })
    const before = await countInCommunity('segments', world.community.id)
    const { page } = await client.submit(
      'POST',
      '/segments',
      { name: 'Altul', code: code.toLowerCase(), priority: 1 },
      { from: '/segments/create' }
    )
    expect(page?.props.errors.code).toBe('Există deja un segment cu acest cod în comunitate.')
    expect(await countInCommunity('segments', world.community.id)).toBe(before)

    const mine = await createSegment(world.community.id)
    const edit = await client.submit(
      'POST',
      `/segments/${mine.uid}/edit`,
      { name: mine.name, code, priority: 1 },
      { from: `/segments/${mine.uid}` }
    )
    expect(edit.page?.props.errors.code).toBe('Există deja un segment cu acest cod în comunitate.')
    expect(await segmentByUid(mine.uid)).toEqual(mine)

    const other = await signedIn(world.other.user)
    const elsewhere = await other.submit(
      'POST',
      '/segments',
      { name: 'Același cod', code, priority: 1 },
      { from: '/segments/create' }
    )
    expect(elsewhere.page?.props.errors).toEqual({})
  })

  test('products of another community, or deleted ones, are refused under the field', async () => {
    const foreign = await createProduct(world.sibling.id)
    const deleted = await createProduct(world.community.id, { deleted_at: new Date() })
    for (const id of [foreign.id, deleted.id]) {
      const before = await countInCommunity('segments', world.community.id)
      const { page } = await client.submit(
        'POST',
        '/segments',
        { name: 'S', code: unique('P'), priority: 1, product_ids: [id] },
        { from: '/segments/create' }
      )
      expect(page?.props.errors.product_ids).toBe('Alege doar produse active ale comunității.')
      expect(await countInCommunity('segments', world.community.id)).toBe(before)
    }
  })
})

describe('DELETE /segments/{uid}', () => {
  test('really deletes the segment and its product links; the products stay', async () => {
    const segment = await createSegment(world.community.id)
    const product = await createProduct(world.community.id)
    await linkProducts(segment, [product.id])
    const { page } = await client.submit('DELETE', `/segments/${segment.uid}`, undefined, {
      from: '/segments',
    })
    expect(page?.component).toBe('segments/index')
    expect(page?.flash.success).toBe(`Segmentul ${segment.code} a fost șters.`)
    expect(await segmentByUid(segment.uid)).toBeUndefined()
    expect(await segmentProductIds(segment.id)).toEqual([])
    expect(await count('products', 'id = $1', [product.id])).toBe(1)
  })
})

describe("another community's segments do not exist (404, nothing changed)", () => {
  test.each(['sibling', 'other'] as const)('a segment of the %s community', async (which) => {
    const communityId = which === 'sibling' ? world.sibling.id : world.other.community.id
    const segment = await createSegment(communityId)
    const product = await createProduct(communityId)
    await linkProducts(segment, [product.id])
    for (const [method, path] of [
      ['GET', `/segments/${segment.uid}`],
      ['POST', `/segments/${segment.uid}/edit`],
      ['DELETE', `/segments/${segment.uid}`],
    ] as const) {
      const reply = await client.request(method, path, {
        body: method === 'POST' ? { name: 'x', code: unique('y'), priority: 1 } : undefined,
        inertia: true,
      })
      expect(reply.status, `${method} ${path}`).toBe(404)
    }
    expect(await segmentByUid(segment.uid)).toEqual(segment)
    expect(await segmentProductIds(segment.id)).toEqual([product.id])
  })
})

describe('roles', () => {
  test('a super-admin is refused (403) and a guest goes to /login, nothing changed', async () => {
    const segment = await createSegment(world.community.id)
    const before = await countInCommunity('segments', world.community.id)
    const admin = await signedIn(await createUser({ role: 'super-admin' }))
    for (const [method, path] of [
      ['GET', '/segments'],
      ['GET', '/segments/create'],
      ['POST', '/segments'],
      ['GET', `/segments/${segment.uid}`],
      ['POST', `/segments/${segment.uid}/edit`],
      ['DELETE', `/segments/${segment.uid}`],
    ] as const) {
      const body = method === 'POST' ? { name: 'x', code: unique('y'), priority: 1 } : undefined
      const refused = await admin.request(method, path, { body, inertia: true })
      expect(refused.status, `${method} ${path}`).toBe(403)
      const guest = await new TestClient().request(method, path, { body, inertia: true })
      expect([302, 303], `${method} ${path}`).toContain(guest.status)
      expect(guest.location).toBe('/login')
    }
    expect(await segmentByUid(segment.uid)).toEqual(segment)
    expect(await countInCommunity('segments', world.community.id)).toBe(before)
  })
})

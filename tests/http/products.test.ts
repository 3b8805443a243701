/**
 * /products, the product form, duplicate, soft delete and restore, and the
 * product image, always inside the org-admin's current community.
 */
import sharp from 'sharp'
import { beforeAll, describe, expect, test } from 'vitest'
import type Product from '#models/product'
import { TestClient, signedIn } from '../support/client.ts'
import { signedInOrgAdmin, type TenantWorld } from './helpers/tenant.ts'
import { countInCommunity, createUser, query, unique, type Row } from '../support/db.ts'
import { createProduct, productByUid, productForm, productsOf } from './helpers/products.ts'

let world: TenantWorld
let client: TestClient

beforeAll(async () => {
  ;({ world, client } = await signedInOrgAdmin())
})

async function png() {
  return sharp({ create: { width: 40, height: 30, channels: 3, background: '#c83c5a' } })
    .png()
    .toBuffer()
}

async function uploadImage(who: TestClient, uid: string) {
  const data = new FormData()
  data.append('image', new Blob([new Uint8Array(await png())], { type: 'image/png' }), 'p.png')
  data.append('image_type', 'product_image')
  return who.submit('POST', `/products/${uid}/image`, undefined, {
    form: data,
    from: `/products/${uid}`,
  })
}

describe('GET /products', () => {
  test("the current community's products: active by default, deleted, all; search ignores diacritics", async () => {
    const { world: fresh, client: own } = await signedInOrgAdmin()
    const course = await createProduct(fresh.community.id, { name: 'Curs de Știință' })
    const book = await createProduct(fresh.community.id, { name: 'Carte', price_cents: 1250 })
    const gone = await createProduct(fresh.community.id, {
      name: 'Stindard vechi',
      deleted_at: new Date(),
    })
    await createProduct(fresh.sibling.id, { name: 'Știință vecină' })
    await createProduct(fresh.other.community.id, { name: 'Știință altundeva' })

    const page = await own.visit('/products')
    expect(page.component).toBe('products/index')
    expect(page.props.meta.total).toBe(2)
    expect(page.props.state.productState).toBe('active')
    expect(page.props.products.map((row: { uid: string }) => row.uid)).toEqual([
      book.uid,
      course.uid,
    ])
    expect(page.props.products[0]).toMatchObject({
      id: book.id,
      name: 'Carte',
      productType: 'digital',
      productPaymentType: 'unica',
      productFormatType: 'online',
      price: '12.50',
      deletedAt: null,
    })
    expect(page.props.options.product_type).toMatchObject({ digital: 'Produs digital' })

    const deleted = await own.visit('/products?state=deleted')
    expect(deleted.props.products.map((row: { uid: string }) => row.uid)).toEqual([gone.uid])
    expect(deleted.props.products[0].deletedAt).toBeTruthy()
    const all = await own.visit('/products?state=all')
    expect(all.props.meta.total).toBe(3)

    const search = await own.visit('/products?search=stiinta')
    expect(search.props.products.map((row: { uid: string }) => row.uid)).toEqual([course.uid])
    const searchAll = await own.visit('/products?search=st&state=all')
    expect(searchAll.props.products.map((row: { uid: string }) => row.uid)).toEqual([
      gone.uid,
      course.uid,
    ])
    const odd = await own.visit('/products?state=everything&sort=price&direction=asc')
    expect(odd.props.state.productState).toBe('active')
    expect(odd.props.products.map((row: { uid: string }) => row.uid)).toEqual([
      course.uid,
      book.uid,
    ])
  })
})

describe('the product form', () => {
  test("the option labels are in each user's language", async () => {
    const { client: english } = await signedInOrgAdmin()
    await english.submit('POST', '/locale', { locale: 'en' }, { from: '/products' })
    const inEnglish = await english.visit('/products')
    expect(inEnglish.props.options.product_type).toMatchObject({ digital: 'Digital product' })
    expect(inEnglish.props.options.product_format_type).toMatchObject({ fizic: 'Physical' })
    // Another user at the same time still reads them in Romanian.
    const inRomanian = await client.visit('/products/create')
    expect(inRomanian.props.options.product_type).toMatchObject({ digital: 'Produs digital' })
    const form = await english.visit('/products/create')
    expect(form.props.options.product_type.digital).toBe('Digital product')
  })

  test('GET /products/create: empty form, option lists as key→label maps, the rate', async () => {
    const page = await client.visit('/products/create')
    expect(page.component).toBe('products/edit')
    expect(page.props.product).toBeNull()
    expect(page.props.options).toEqual({
      product_type: {
        fizic: 'Produs fizic',
        digital: 'Produs digital',
        serviciu: 'Serviciu',
        eveniment: 'Bilet la eveniment',
        abonament: 'Abonament',
      },
      product_payment_type: {
        unica: 'Plată unică',
        lunara: 'Plată lunară',
        anuala: 'Plată anuală',
        gratuit: 'Gratuit',
      },
      product_delivery_type: {
        livrare: 'Livrare prin curier',
        ridicare: 'Ridicare personală',
        online: 'Acces online',
        email: 'Trimis pe e-mail',
      },
      product_format_type: { fizic: 'Fizic', online: 'Online', hibrid: 'Hibrid' },
    })
    const reply = await client.request('GET', '/ajax/exchange-rate', { json: true })
    const rate = reply.json()
    expect(page.props.rate).toEqual(rate)
  })

  test('POST /products creates (money in cents, "12,50" understood) and opens it; PUT updates', async () => {
    const name = unique('Curs')
    const created = await client.submit('POST', '/products', productForm({ name }), {
      from: '/products/create',
    })
    expect(created.page?.component).toBe('products/edit')
    expect(created.page?.flash.success).toBe(`Produsul ${name} a fost creat.`)
    const [row] = await query(`select * from products where name = $1`, [name])
    expect(created.location).toBe(`/products/${row.uid}`)
    expect(row).toMatchObject({
      community_id: world.community.id,
      description_short: 'Un curs scurt',
      description_long: 'Zece lecții\ncu exerciții',
      product_type: 'serviciu',
      product_payment_type: 'unica',
      product_delivery_type: 'online',
      product_format_type: 'hibrid',
      price_cents: 1250,
      promo_price_cents: 1000,
      external_link: 'https://exemplu.ro/curs',
      stripe_required: true,
      membership_required: false,
      subscription_required: true,
      deleted_at: null,
    })
    expect(created.page?.props.product).toMatchObject({
      uid: row.uid,
      name,
      product_price: '12,50',
      promo_price: '10',
      imageUrl: null,
    })

    const updated = await client.submit(
      'PUT',
      `/products/${row.uid}`,
      productForm({
        name: `${name} 2`,
        product_price: '1000000',
        promo_price: '999.999,99',
        external_link: '',
        stripe_required: false,
      }),
      { from: `/products/${row.uid}` }
    )
    expect(updated.page?.flash.success).toBe(`Produsul ${name} 2 a fost actualizat.`)
    expect(await productByUid(row.uid)).toMatchObject({
      name: `${name} 2`,
      price_cents: 100_000_000,
      promo_price_cents: 99_999_999,
      external_link: null,
      stripe_required: false,
    })
  })

  const PRICE = 'Câmpul preț'
  test.each([
    ['name', { name: '' }, 'Câmpul nume este obligatoriu.'],
    ['name', { name: 'x'.repeat(201) }, 'Câmpul nume poate avea cel mult 200 de caractere.'],
    [
      'description_short',
      { description_short: 'x'.repeat(251) },
      'Câmpul descriere scurtă poate avea cel mult 250 de caractere.',
    ],
    ['description_long', { description_long: ' ' }, 'Câmpul descriere completă este obligatoriu.'],
    [
      'product_type',
      { product_type: 'altceva' },
      'Valoarea aleasă pentru tip produs nu este validă.',
    ],
    ['product_payment_type', { product_payment_type: '' }, 'Câmpul tip plată este obligatoriu.'],
    [
      'product_delivery_type',
      { product_delivery_type: 'drona' },
      'Valoarea aleasă pentru mod de livrare nu este validă.',
    ],
    [
      'product_format_type',
      { product_format_type: 3 },
      'Valoarea aleasă pentru format nu este validă.',
    ],
    ['product_price', { product_price: '' }, 'Câmpul preț este obligatoriu.'],
    [
      'product_price',
      { product_price: 'abc' },
      `${PRICE} trebuie să fie o sumă în euro, de ex. 12,50.`,
    ],
    [
      'product_price',
      { product_price: '1e9' },
      `${PRICE} trebuie să fie o sumă în euro, de ex. 12,50.`,
    ],
    ['product_price', { product_price: '-1' }, `${PRICE} nu poate fi negativ.`],
    ['product_price', { product_price: -1 }, `${PRICE} nu poate fi negativ.`],
    ['product_price', { product_price: '12,345' }, `${PRICE} poate avea cel mult 2 zecimale.`],
    ['product_price', { product_price: '1000000,01' }, `${PRICE} poate fi cel mult 1.000.000 EUR.`],
    ['product_price', { product_price: 1e9 }, `${PRICE} poate fi cel mult 1.000.000 EUR.`],
    [
      'promo_price',
      { product_price: '10', promo_price: '10,01' },
      'Prețul promoțional nu poate fi mai mare decât prețul.',
    ],
    [
      'promo_price',
      { promo_price: 'gratis' },
      'Câmpul preț promoțional trebuie să fie o sumă în euro, de ex. 12,50.',
    ],
    [
      'external_link',
      { external_link: 'ftp://exemplu.ro' },
      'Câmpul link extern trebuie să fie un URL valid.',
    ],
    ['stripe_required', { stripe_required: 'poate' }, 'Valoarea câmpului Stripe nu este validă.'],
  ])('%s refused with its message, nothing written (%j)', async (field, fields, message) => {
    const before = await countInCommunity('products', world.community.id)
    const { page } = await client.submit('POST', '/products', productForm(fields), {
      from: '/products/create',
    })
    expect(page?.props.errors).toEqual({ [field]: message })
    expect(await countInCommunity('products', world.community.id)).toBe(before)

    const product = await createProduct(world.community.id)
    const edit = await client.submit('PUT', `/products/${product.uid}`, productForm(fields), {
      from: `/products/${product.uid}`,
    })
    expect(edit.page?.props.errors).toEqual({ [field]: message })
    expect(await productByUid(product.uid)).toEqual(product)
  })
})

describe('duplicate, soft delete, restore, image', () => {
  test('the image is uploaded, served and removed through /products/{uid}/image', async () => {
    const product = await createProduct(world.community.id)
    const { page } = await uploadImage(client, product.uid)
    expect(page?.flash.success).toBe('Imaginea produsului a fost salvată.')
    const stored = await productByUid(product.uid)
    expect(stored?.image).toMatch(/^images\/.+\/product_image-/)
    expect(page?.props.product.imageUrl).toMatch(new RegExp(`^/products/${product.uid}/image\\?t=`))
    const image = await client.request('GET', `/products/${product.uid}/image`)
    expect(image.status).toBe(200)
    expect(image.headers.get('content-type')).toBe('image/png')

    const removed = await client.submit('DELETE', `/products/${product.uid}/image`, undefined, {
      from: `/products/${product.uid}`,
    })
    expect(removed.page?.flash.success).toBe('Imaginea produsului a fost ștearsă.')
    const after = await productByUid(product.uid)
    expect(after?.image).toBeNull()
  })

  test('"Duplică" creates a copy named as such, image included, and opens it', async () => {
    const product = await createProduct(world.community.id, { name: 'Tricou' })
    await uploadImage(client, product.uid)
    const original = (await productByUid(product.uid))!
    const { page, location } = await client.submit(
      'POST',
      `/products/${product.uid}/duplicate`,
      undefined,
      { from: `/products/${product.uid}` }
    )
    expect(page?.component).toBe('products/edit')
    expect(page?.flash.success).toBe('Copia Tricou (copie) a fost creată.')
    const copy = (await productByUid(page?.props.product.uid))!
    expect(location).toBe(`/products/${copy.uid}`)
    expect(copy).toMatchObject({
      name: 'Tricou (copie)',
      community_id: world.community.id,
      price_cents: original.price_cents,
      promo_price_cents: original.promo_price_cents,
      description_long: original.description_long,
      deleted_at: null,
    })
    expect(copy.image).toMatch(new RegExp(`^images/${copy.uid}/product_image-`))
    expect(copy.image).not.toBe(original.image)
    const copyImage = await client.request('GET', `/products/${copy.uid}/image`)
    expect(copyImage.status).toBe(200)
    expect(await productByUid(product.uid)).toEqual(original)
  })

  test('soft delete keeps the row, marked; restore brings it back', async () => {
    const product = await createProduct(world.community.id, { name: 'Cană' })
    const deleted = await client.submit(
      'DELETE',
      `/products/${product.uid}/soft-delete`,
      undefined,
      {
        from: '/products',
      }
    )
    expect(deleted.page?.component).toBe('products/index')
    expect(deleted.page?.flash.success).toBe('Produsul Cană a fost șters.')
    const row = (await productByUid(product.uid))!
    expect(row.deleted_at).toBeInstanceOf(Date)
    const shown = await client.visit(`/products/${product.uid}`)
    expect(shown.props.product.deletedAt).toBeTruthy()

    const restored = await client.submit('POST', `/products/${product.uid}/restore`, undefined, {
      from: '/products?state=deleted&search=can',
    })
    expect(restored.location).toMatch(/\/products\?state=deleted&search=can$/)
    expect(restored.page?.flash.success).toBe('Produsul Cană a fost restaurat.')
    const back = await productByUid(product.uid)
    expect(back?.deleted_at).toBeNull()
  })
})

describe("another community's products do not exist (404, nothing changed)", () => {
  test.each(['sibling', 'other'] as const)('a product of the %s community', async (which) => {
    const communityId = which === 'sibling' ? world.sibling.id : world.other.community.id
    const product = await createProduct(communityId, { image: null })
    const gone = await createProduct(communityId, { deleted_at: new Date() })
    for (const [method, path] of [
      ['GET', `/products/${product.uid}`],
      ['PUT', `/products/${product.uid}`],
      ['POST', `/products/${product.uid}/duplicate`],
      ['DELETE', `/products/${product.uid}/soft-delete`],
      ['POST', `/products/${gone.uid}/restore`],
      ['GET', `/products/${product.uid}/image`],
      ['DELETE', `/products/${product.uid}/image`],
    ] as const) {
      const reply = await client.request(method, path, {
        body: method === 'PUT' ? productForm() : undefined,
        inertia: true,
      })
      expect(reply.status, `${method} ${path}`).toBe(404)
    }
    const upload = await uploadImage(client, product.uid)
    expect(upload.status).toBe(404)
    expect(await productByUid(product.uid)).toEqual(product)
    expect(await productByUid(gone.uid)).toEqual(gone)
    expect(await productsOf(communityId)).toHaveLength(2)
  })
})

describe('roles', () => {
  test('a super-admin is refused (403) and a guest goes to /login, nothing changed', async () => {
    const product: Row<typeof Product> = await createProduct(world.community.id)
    const before = await countInCommunity('products', world.community.id)
    const admin = await signedIn(await createUser({ role: 'super-admin' }))
    for (const [method, path] of [
      ['GET', '/products'],
      ['GET', '/products/create'],
      ['POST', '/products'],
      ['GET', `/products/${product.uid}`],
      ['PUT', `/products/${product.uid}`],
      ['POST', `/products/${product.uid}/duplicate`],
      ['DELETE', `/products/${product.uid}/soft-delete`],
      ['POST', `/products/${product.uid}/restore`],
      ['GET', `/products/${product.uid}/image`],
      ['POST', `/products/${product.uid}/image`],
      ['DELETE', `/products/${product.uid}/image`],
    ] as const) {
      const body = method === 'POST' || method === 'PUT' ? productForm() : undefined
      const refused = await admin.request(method, path, { body, inertia: true })
      expect(refused.status, `${method} ${path}`).toBe(403)
      const guest = await new TestClient().request(method, path, { body, inertia: true })
      expect([302, 303], `${method} ${path}`).toContain(guest.status)
      expect(guest.location).toBe('/login')
    }
    expect(await productByUid(product.uid)).toEqual(product)
    expect(await countInCommunity('products', world.community.id)).toBe(before)
  })
})

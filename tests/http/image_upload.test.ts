import { existsSync } from 'node:fs'
import { randomBytes } from 'node:crypto'
import { fileURLToPath } from 'node:url'
import sharp from 'sharp'
import { beforeAll, describe, expect, test } from 'vitest'
import { TestClient, signedIn } from '../support/client.ts'
import { createOrgAdmin, createUser, type TestUser } from '../support/db.ts'

/** Where the test server's Drive (fs disk) keeps files. */
const storage = fileURLToPath(new URL('../../tmp/storage-test/', import.meta.url))

const INVALID_TYPE = 'Încarcă o imagine validă (JPEG, PNG, GIF sau WebP).'
const TOO_LARGE = 'Imaginea trebuie să fie mai mică de 5MB.'

function solid(width: number, height: number) {
  return sharp({
    create: { width, height, channels: 3, background: { r: 200, g: 40, b: 90 } },
  })
}

function form(bytes: Buffer | string, filename: string, type: string, imageType = 'cover') {
  const data = new FormData()
  data.append(
    'file',
    new Blob([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)], { type }),
    filename
  )
  data.append('image_type', imageType)
  return data
}

interface KitImage {
  key: string
  url: string
}

describe('image upload (kit demo, ImageService)', () => {
  let admin: TestUser
  let client: TestClient

  async function upload(data: FormData) {
    return client.submit('POST', '/kit/image', undefined, { form: data, from: '/kit/images' })
  }

  async function currentImage() {
    return (await client.propAt('/kit/images', 'image')) as KitImage | null
  }

  beforeAll(async () => {
    admin = await createUser({ role: 'super-admin' })
    client = await signedIn(admin)
  })

  test('a PNG is stored, re-encoded within 2048 px, and served with cache headers', async () => {
    const png = await solid(3000, 1000).png().toBuffer()
    const { page } = await upload(form(png, 'photo.png', 'image/png'))
    expect(page?.component).toBe('kit/images')
    expect(page?.props.errors).toEqual({})
    expect(page?.flash.success).toBeTruthy()
    const image = page!.props.image as KitImage
    expect(image.key).toMatch(new RegExp(`^images/${admin.uid}/cover-[A-Za-z0-9_-]+\\.png$`))
    expect(image.url).toBe(`/kit/image/${image.key}`)
    expect(existsSync(storage + image.key)).toBe(true)

    const response = await fetch(client.baseUrl + image.url, {
      headers: { cookie: client.cookieHeader() },
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/png')
    expect(response.headers.get('cache-control')).toBe('private, max-age=31536000, immutable')
    const etag = response.headers.get('etag')
    expect(etag).toMatch(/^"[^"]+"$/)
    const served = Buffer.from(await response.arrayBuffer())
    const meta = await sharp(served).metadata()
    expect(meta.format).toBe('png')
    expect([meta.width, meta.height]).toEqual([2048, 683])

    const again = await fetch(client.baseUrl + image.url, {
      headers: { 'cookie': client.cookieHeader(), 'if-none-match': etag! },
    })
    expect(again.status).toBe(304)
  })

  test('a JPEG is turned upright, stripped of metadata and replaces the previous image', async () => {
    const before = await currentImage()
    const jpeg = await solid(40, 20)
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExif({ IFD0: { Copyright: 'secret-owner' } })
      .toBuffer()
    const original = await sharp(jpeg).metadata()
    expect(original.exif).toBeDefined()

    const { page } = await upload(form(jpeg, 'photo.jpg', 'image/jpeg', 'logo'))
    expect(page?.props.errors).toEqual({})
    const image = page!.props.image as KitImage
    expect(image.key).toMatch(/^images\/[^/]+\/logo-[A-Za-z0-9_-]+\.jpg$/)
    if (before) expect(existsSync(storage + before.key)).toBe(false)

    const response = await fetch(client.baseUrl + image.url, {
      headers: { cookie: client.cookieHeader() },
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/jpeg')
    expect(response.headers.get('cache-control')).toBe('private, max-age=31536000, immutable')
    const served = Buffer.from(await response.arrayBuffer())
    const meta = await sharp(served).metadata()
    expect([meta.width, meta.height]).toEqual([20, 40])
    expect(meta.exif).toBeUndefined()
    expect(meta.orientation).toBeUndefined()
    expect(served.includes('secret-owner')).toBe(false)
  })

  test('a GIF is stored as a PNG of its first frame', async () => {
    const gif = await solid(30, 30).gif().toBuffer()
    const { page } = await upload(form(gif, 'anim.gif', 'image/gif', 'post_image'))
    expect(page?.props.errors).toEqual({})
    const image = page!.props.image as KitImage
    expect(image.key).toMatch(/\/post_image-[A-Za-z0-9_-]+\.png$/)
    const response = await fetch(client.baseUrl + image.url, {
      headers: { cookie: client.cookieHeader() },
    })
    expect(response.headers.get('content-type')).toBe('image/png')
  })

  test('a text file named x.png is refused under `file`', async () => {
    const before = await currentImage()
    const { page } = await upload(form('not an image at all', 'x.png', 'image/png'))
    expect(page?.component).toBe('kit/images')
    expect(page?.props.errors.file).toBe(INVALID_TYPE)
    expect(page?.props.image).toEqual(before)
  })

  test('an image over 5 MB is refused with the size message', async () => {
    const before = await currentImage()
    // Uncompressed PNG of noise: about 6 MB (under the 6 MB body limit).
    const png = await sharp(randomBytes(1448 * 1400 * 3), {
      raw: { width: 1448, height: 1400, channels: 3 },
    })
      .png({ compressionLevel: 0 })
      .toBuffer()
    expect(png.byteLength).toBeGreaterThan(5_242_880)
    const { page } = await upload(form(png, 'big.png', 'image/png'))
    expect(page?.props.errors.file).toBe(TOO_LARGE)
    expect(page?.props.image).toEqual(before)
  })

  test('an unknown image type or a missing file is refused', async () => {
    const png = await solid(10, 10).png().toBuffer()
    const wrongType = await upload(form(png, 'a.png', 'image/png', 'not_a_type'))
    expect(wrongType.page?.props.errors.image_type).toBeTruthy()
    const data = new FormData()
    data.append('image_type', 'cover')
    const missing = await upload(data)
    expect(missing.page?.props.errors.file).toBeTruthy()
  })

  test('an unknown or malformed key answers 404', async () => {
    for (const path of [
      `/kit/image/images/${admin.uid}/cover-AAAAAAAAAAAAAAAA.png`,
      '/kit/image/images/../../.env',
      '/kit/image/config/app.ts',
    ]) {
      const reply = await client.request('GET', path)
      expect(reply.status).toBe(404)
    }
  })

  test('delete removes the stored image', async () => {
    const png = await solid(10, 10).png().toBuffer()
    const { page } = await upload(form(png, 'a.png', 'image/png'))
    const image = page!.props.image as KitImage
    expect(existsSync(storage + image.key)).toBe(true)
    const deleted = await client.submit('DELETE', '/kit/image', undefined, { from: '/kit/images' })
    expect(deleted.page?.props.image).toBeNull()
    expect(deleted.page?.flash.success).toBeTruthy()
    expect(existsSync(storage + image.key)).toBe(false)
    const gone = await client.request('GET', image.url)
    expect(gone.status).toBe(404)
  })

  test('an org-admin gets 403 and nothing is stored', async () => {
    const { user } = await createOrgAdmin()
    const orgAdmin = await signedIn(user)
    const png = await solid(10, 10).png().toBuffer()
    const reply = await orgAdmin.submit('POST', '/kit/image', undefined, {
      form: form(png, 'a.png', 'image/png'),
    })
    expect(reply.status).toBe(403)
    expect(reply.page?.component).toBe('errors/forbidden')
    expect(existsSync(`${storage}images/${user.uid}`)).toBe(false)
    const kitPage = await orgAdmin.visit('/kit/images')
    expect(kitPage.status).toBe(403)
    const deleted = await orgAdmin.request('DELETE', '/kit/image', { inertia: true })
    expect(deleted.status).toBe(403)
  })

  test('a guest is sent to /login', async () => {
    const guest = new TestClient()
    for (const [method, path] of [
      ['GET', '/kit/images'],
      ['POST', '/kit/image'],
      ['DELETE', '/kit/image'],
      ['GET', `/kit/image/images/${admin.uid}/cover-AAAAAAAAAAAAAAAA.png`],
    ]) {
      const reply = await guest.request(method, path, { inertia: true })
      // Inertia turns the redirect after a PUT, PATCH or DELETE into a 303.
      expect(reply.status).toBe(method === 'DELETE' ? 303 : 302)
      expect(reply.location).toBe('/login')
    }
  })
})

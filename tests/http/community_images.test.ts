import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { beforeAll, describe, expect, test } from 'vitest'
import type { TestClient } from '../support/client.ts'
import { column, communityRow, expectStatus, people } from './helpers/community_settings.ts'
import { fileForm, png } from './helpers/users.ts'

/** Where the test server's Drive (fs disk) keeps files. */
const storage = fileURLToPath(new URL('../../tmp/storage-test/', import.meta.url))

let p: Awaited<ReturnType<typeof people>>
const url = (uid: string, type: string) => `/community/${uid}/image/${type}`

beforeAll(async () => {
  p = await people()
})

async function upload(client: TestClient, path: string, bytes?: Buffer) {
  return client.submit('POST', path, undefined, {
    form: fileForm('file', bytes ?? (await png(120, 80)), 'logo.png', 'image/png'),
    from: '/community/styles',
  })
}

async function fetchImage(client: TestClient, path: string) {
  return fetch(client.baseUrl + path, { headers: { cookie: client.cookieHeader() } })
}

describe('POST /community/{uid}/image/{logo|cover}', () => {
  test('an org-admin uploads a logo; who may see the community sees it, others get 404; a new one replaces it', async () => {
    const { page } = await upload(p.orgAdmin, url(p.community.uid, 'logo'))
    expect(page?.component).toBe('communities/styles')
    expect(page?.flash.success).toBe('Logo-ul a fost salvat.')
    const row = await communityRow(p.community.id)
    expect(row.logo).toMatch(new RegExp(`^images/${p.community.uid}/logo-[A-Za-z0-9_-]+\\.png$`))
    expect(existsSync(storage + row.logo)).toBe(true)
    expect(page?.props.community.logoUrl).toMatch(
      new RegExp(`^/community/${p.community.uid}/image/logo\\?t=\\d+$`)
    )

    for (const client of [p.orgAdmin, p.superAdmin]) {
      const response = await fetchImage(client, page?.props.community.logoUrl)
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toBe('image/png')
    }
    for (const client of [p.otherOrgAdmin, p.noRole]) {
      const response = await fetchImage(client, page?.props.community.logoUrl)
      expect(response.status).toBe(404)
    }

    await upload(p.orgAdmin, url(p.community.uid, 'logo'))
    const after = await communityRow(p.community.id)
    expect(after.logo).not.toBe(row.logo)
    expect(existsSync(storage + row.logo)).toBe(false)
    expect(existsSync(storage + after.logo)).toBe(true)
  })

  test('a super-admin uploads the cover of any community', async () => {
    const { page } = await upload(p.superAdmin, url(p.otherCommunity.uid, 'cover'))
    expect(page?.flash.success).toBe('Coperta a fost salvată.')
    expect(await column(p.otherCommunity.id, 'cover')).toMatch(/\/cover-.+\.png$/)
  })

  test('a file that is not an image, or no file, is refused under file', async () => {
    const before = await communityRow(p.community.id)
    const { page } = await p.orgAdmin.submit('POST', url(p.community.uid, 'cover'), undefined, {
      form: fileForm('file', 'nu sunt o imagine', 'poza.png', 'image/png'),
      from: '/community/styles',
    })
    expect(page?.props.errors.file).toBe('Încarcă o imagine validă (JPEG, PNG, GIF sau WebP).')
    const empty = await p.orgAdmin.submit('POST', url(p.community.uid, 'cover'), undefined, {
      form: new FormData(),
      from: '/community/styles',
    })
    expect(empty.page?.props.errors.file).toBe('Alege un fișier.')
    expect(await communityRow(p.community.id)).toEqual(before)
  })

  test("the file may come under the image's own name; its errors then stay under that name", async () => {
    const { page } = await p.orgAdmin.submit('POST', url(p.community.uid, 'cover'), undefined, {
      form: fileForm('cover', await png(), 'coperta.png', 'image/png'),
      from: '/community/styles',
    })
    expect(page?.flash.success).toBe('Coperta a fost salvată.')
    const before = await communityRow(p.community.id)
    const refused = await p.orgAdmin.submit('POST', url(p.community.uid, 'logo'), undefined, {
      form: fileForm('logo', 'nu sunt o imagine', 'logo.png', 'image/png'),
      from: '/community/styles',
    })
    expect(refused.page?.props.errors).toEqual({
      logo: 'Încarcă o imagine validă (JPEG, PNG, GIF sau WebP).',
    })
    expect(await communityRow(p.community.id)).toEqual(before)
  })

  test('an org-admin of another organization gets 404; no role 403; guest /login; nothing changes', async () => {
    const before = await communityRow(p.community.id)
    await expectStatus(await upload(p.otherOrgAdmin, url(p.community.uid, 'cover')), 404)
    await expectStatus(await upload(p.noRole, url(p.community.uid, 'cover')), 403)
    const guest = await p.guest.request('POST', url(p.community.uid, 'cover'), {
      inertia: true,
      form: fileForm('file', await png(), 'a.png', 'image/png'),
    })
    expect(guest.location).toBe('/login')
    expect(await communityRow(p.community.id)).toEqual(before)
  })

  test('an unknown image kind is not found', async () => {
    const reply = await upload(p.orgAdmin, url(p.community.uid, 'avatar'))
    expect(reply.status).toBe(404)
  })
})

describe('DELETE /community/{uid}/image/{logo|cover}', () => {
  test('removes the image and its file; then it is not found', async () => {
    await upload(p.orgAdmin, url(p.community.uid, 'cover'))
    const key = (await column(p.community.id, 'cover'))!
    const { page } = await p.orgAdmin.submit('DELETE', url(p.community.uid, 'cover'), undefined, {
      from: '/community/styles',
    })
    expect(page?.flash.success).toBe('Coperta a fost ștearsă.')
    expect(await column(p.community.id, 'cover')).toBeNull()
    expect(existsSync(storage + key)).toBe(false)
    const gone = await fetchImage(p.orgAdmin, url(p.community.uid, 'cover'))
    expect(gone.status).toBe(404)
  })

  test('an org-admin of another organization gets 404; no role 403; nothing changes', async () => {
    await upload(p.orgAdmin, url(p.community.uid, 'logo'))
    const before = await communityRow(p.community.id)
    await expectStatus(await p.otherOrgAdmin.submit('DELETE', url(p.community.uid, 'logo')), 404)
    await expectStatus(await p.noRole.submit('DELETE', url(p.community.uid, 'logo')), 403)
    expect(await communityRow(p.community.id)).toEqual(before)
  })
})

describe('GET /community/{uid}/image/{logo|cover}', () => {
  test('a guest goes to /login; a community without a logo answers 404', async () => {
    const reply = await p.guest.request('GET', url(p.community.uid, 'logo'))
    expect(reply.status).toBe(302)
    expect(reply.location).toBe('/login')
    const none = await fetchImage(p.superAdmin, url(p.otherCommunity.uid, 'logo'))
    expect(none.status).toBe(404)
    const malformed = await fetchImage(p.superAdmin, url('abc', 'logo'))
    expect(malformed.status).toBe(404)
  })
})

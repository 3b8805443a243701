import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import sharp from 'sharp'
import { beforeAll, describe, expect, test } from 'vitest'
import { TestClient, signedIn } from '../support/client.ts'
import type MobileSetting from '#models/mobile_setting'
import { createOrgAdmin, createUser, query, type Row } from '../support/db.ts'
import { expectForbidden } from './helpers/users.ts'

/** Where the test server's Drive (fs disk) keeps files. */
const storage = fileURLToPath(new URL('../../tmp/storage-test/', import.meta.url))

const ASPECT = 'Imaginea trebuie să aibă proporțiile 1080 × 1920 (portret 9:16).'
const INVALID_TYPE = 'Încarcă o imagine validă (JPEG, PNG, GIF sau WebP).'
const HEX = 'Introdu o culoare în formatul #rrggbb.'

let superAdmin: TestClient
let orgAdmin: TestClient
let noRole: TestClient

type SettingsRow = Pick<Row<typeof MobileSetting>, 'auth_modules' | 'branding' | 'sign_in_header'>

async function settingsRow() {
  const [row] = (await query(
    'select auth_modules, branding, sign_in_header from mobile_settings where id = 1'
  )) as SettingsRow[]
  return row
}

function image(width: number, height: number, format: 'png' | 'jpeg' = 'png') {
  const pipeline = sharp({
    create: { width, height, channels: 3, background: { r: 20, g: 90, b: 160 } },
  })
  return (format === 'png' ? pipeline.png() : pipeline.jpeg()).toBuffer()
}

/** The styling form as the browser sends it (multipart, nested branding fields). */
function stylingForm(
  branding: Record<string, string>,
  file?: { bytes: Buffer | string; name?: string; type?: string }
) {
  const data = new FormData()
  for (const [name, value] of Object.entries(branding)) data.append(`branding[${name}]`, value)
  if (file) {
    const bytes = typeof file.bytes === 'string' ? file.bytes : new Uint8Array(file.bytes)
    data.append(
      'sign_in_header',
      new Blob([bytes], { type: file.type ?? 'image/png' }),
      file.name ?? 'antet.png'
    )
  } else {
    data.append('sign_in_header', '')
  }
  return data
}

const COLORS = { primary_color: '#1a2b3c', secondary_color: '#ABCDEF' }

async function postStyling(client: TestClient, form: FormData) {
  return client.submit('POST', '/mobile-settings/styling', undefined, {
    form,
    from: '/mobile-app/styling',
  })
}

/** An anonymous request, as the mobile app makes it (no cookies at all). */
function anonymous(path: string, headers: Record<string, string> = {}) {
  return fetch(superAdmin.baseUrl + path, { headers, redirect: 'manual' })
}

beforeAll(async () => {
  await query('delete from mobile_settings')
  superAdmin = await signedIn(await createUser({ role: 'super-admin' }))
  const { user: orgAdminUser } = await createOrgAdmin()
  orgAdmin = await signedIn(orgAdminUser)
  noRole = await signedIn(await createUser())
})

describe('before anything is set', () => {
  test('the switches are off, the colours empty, no image; the API says the same', async () => {
    const settings = await superAdmin.visit('/mobile-app/settings')
    expect(settings.component).toBe('mobile_app/settings')
    expect(settings.props.authModules).toEqual({
      google: false,
      facebook: false,
      apple: false,
      email: false,
    })
    const styling = await superAdmin.visit('/mobile-app/styling')
    expect(styling.component).toBe('mobile_app/styling')
    expect(styling.props.branding).toEqual({ primary_color: '', secondary_color: '' })
    expect(styling.props.signInHeader).toBeNull()

    const api = await anonymous('/api/mobile-settings')
    expect(await api.json()).toEqual({
      auth_modules: { google: false, facebook: false, apple: false, email: false },
      branding: { primary_color: null, secondary_color: null, sign_in_header: null },
    })
    const missing = await anonymous('/images/mobile-app/sign-in-header')
    expect(missing.status).toBe(404)
  })
})

describe('GET /mobile-app/settings and /mobile-app/styling', () => {
  test('an org-admin and a user without a role get the 403 page; a guest goes to /login', async () => {
    for (const path of ['/mobile-app/settings', '/mobile-app/styling']) {
      await expectForbidden(await orgAdmin.visit(path))
      await expectForbidden(await noRole.visit(path))
      const guest = await new TestClient().request('GET', path, { inertia: true })
      expect(guest.status).toBe(302)
      expect(guest.location).toBe('/login')
    }
  })
})

describe('POST /mobile-settings/auth-modules', () => {
  test('saves the four switches and shows them on the page', async () => {
    const modules = { google: true, facebook: false, apple: true, email: true }
    const { status, location, page } = await superAdmin.submit(
      'POST',
      '/mobile-settings/auth-modules',
      { auth_modules: modules },
      { from: '/mobile-app/settings' }
    )
    expect(status).toBe(302)
    expect(location).toBe('/mobile-app/settings')
    expect(page?.flash.success).toBe('Setările aplicației mobile au fost actualizate.')
    expect(page?.props.authModules).toEqual(modules)
    expect(await settingsRow()).toMatchObject({ auth_modules: modules })
  })

  test('a change is one "settings changed" entry, before → after, in the save\'s transaction; a refused one none', async () => {
    const all = { google: true, facebook: true, apple: true, email: true }
    const saved = { google: true, facebook: false, apple: true, email: true }
    for (const modules of [all, saved]) {
      await superAdmin.submit(
        'POST',
        '/mobile-settings/auth-modules',
        { auth_modules: modules },
        { from: '/mobile-app/settings' }
      )
    }
    const entries = () =>
      query<{ action: string; changes: any; xmin: string; user_id: number }>(
        `select action, changes, xmin::text, user_id from audit_entries
          where record_type = 'mobile_settings' order by id desc`
      )
    const [entry] = await entries()
    expect(entry.action).toBe('settings_change')
    expect(entry.changes.fields).toEqual({ auth_modules: [all, saved] })
    const [row] = await query<{ xmin: string }>(
      'select xmin::text from mobile_settings where id = 1'
    )
    expect(entry.xmin).toBe(row.xmin)
    const written = await entries()
    const count = written.length
    await superAdmin.submit(
      'POST',
      '/mobile-settings/auth-modules',
      { auth_modules: { google: 'poate' } },
      { from: '/mobile-app/settings' }
    )
    expect(await entries()).toHaveLength(count)
  })

  test.each([
    ['auth_modules', {}, 'Câmpul metode de autentificare este obligatoriu.'],
    [
      'auth_modules.google',
      { auth_modules: { facebook: true, apple: true, email: true } },
      'Câmpul Google este obligatoriu.',
    ],
    [
      'auth_modules.apple',
      { auth_modules: { google: true, facebook: true, apple: 'poate', email: true } },
      'Valoarea câmpului Apple nu este validă.',
    ],
  ])('%s: %j is refused under its field; nothing changes', async (field, body, message) => {
    const before = await settingsRow()
    const { page } = await superAdmin.submit('POST', '/mobile-settings/auth-modules', body, {
      from: '/mobile-app/settings',
    })
    expect(page?.component).toBe('mobile_app/settings')
    expect(page?.props.errors[field]).toBe(message)
    expect(await settingsRow()).toEqual(before)
  })

  test('an org-admin is refused and nothing changes; a guest goes to /login', async () => {
    const before = await settingsRow()
    const body = { auth_modules: { google: false, facebook: true, apple: false, email: false } }
    await expectForbidden(await orgAdmin.submit('POST', '/mobile-settings/auth-modules', body))
    await expectForbidden(await noRole.submit('POST', '/mobile-settings/auth-modules', body))
    const guest = await new TestClient().request('POST', '/mobile-settings/auth-modules', {
      body,
      inertia: true,
    })
    expect(guest.location).toBe('/login')
    expect(await settingsRow()).toEqual(before)
  })
})

describe('POST /mobile-settings/styling', () => {
  test('saves the colours and a 9:16 image scaled to fit 1080 × 1920; the old image is removed', async () => {
    const { status, location, page } = await postStyling(
      superAdmin,
      stylingForm(COLORS, { bytes: await image(2160, 3840, 'jpeg'), name: 'antet.jpg' })
    )
    expect(status).toBe(302)
    expect(location).toBe('/mobile-app/styling')
    expect(page?.flash.success).toBe('Personalizarea aplicației mobile a fost salvată.')
    expect(page?.props.branding).toEqual({ primary_color: '#1a2b3c', secondary_color: '#abcdef' })
    expect(page?.props.signInHeader).toMatch(/^\/images\/mobile-app\/sign-in-header\?t=\d+$/)
    const { sign_in_header: first } = await settingsRow()
    expect(first).toMatch(/^images\/mobile-app\/sign_in_header-[A-Za-z0-9_-]+\.jpg$/)

    const served = await anonymous(page!.props.signInHeader)
    expect(served.status).toBe(200)
    expect(served.headers.get('content-type')).toBe('image/jpeg')
    expect(served.headers.get('set-cookie')).toBeNull()
    const size = await sharp(Buffer.from(await served.arrayBuffer())).metadata()
    expect([size.width, size.height]).toEqual([1080, 1920])

    // A smaller 9:16 image is kept as it is, and replaces the first one.
    await postStyling(superAdmin, stylingForm(COLORS, { bytes: await image(540, 960) }))
    const { sign_in_header: second } = await settingsRow()
    expect(second).not.toBe(first)
    expect(existsSync(storage + first)).toBe(false)
    expect(existsSync(storage + second)).toBe(true)
    const small = await sharp(storage + second).metadata()
    expect([small.width, small.height]).toEqual([540, 960])
  })

  test('without a new image the colours change and the image stays', async () => {
    const { sign_in_header: before } = await settingsRow()
    expect(before).not.toBeNull()
    const { page } = await postStyling(
      superAdmin,
      stylingForm({ primary_color: '#000000', secondary_color: '#ffffff' })
    )
    expect(page?.props.errors).toEqual({})
    expect(await settingsRow()).toMatchObject({
      branding: { primary_color: '#000000', secondary_color: '#ffffff' },
      sign_in_header: before,
    })
  })

  test.each([
    [
      'branding.primary_color',
      { secondary_color: '#ffffff' },
      'Câmpul culoare principală este obligatoriu.',
    ],
    ['branding.primary_color', { primary_color: 'albastru', secondary_color: '#ffffff' }, HEX],
    [
      'branding.secondary_color',
      { primary_color: '#ffffff' },
      'Câmpul culoare secundară este obligatoriu.',
    ],
    ['branding.secondary_color', { primary_color: '#ffffff', secondary_color: '#12345' }, HEX],
  ])('%s: %j is refused under its field; nothing changes', async (field, branding, message) => {
    const before = await settingsRow()
    const { page } = await postStyling(
      superAdmin,
      stylingForm(branding, { bytes: await image(540, 960) })
    )
    expect(page?.component).toBe('mobile_app/styling')
    expect(page?.props.errors[field]).toBe(message)
    expect(await settingsRow()).toEqual(before)
  })

  test.each([
    ['a landscape image', async () => image(1920, 1080), ASPECT],
    ['a square image', async () => image(1080, 1080), ASPECT],
    ['a file that is not an image', async () => '%PDF-1.4 nu e imagine', INVALID_TYPE],
  ])('%s is refused under sign_in_header; nothing changes', async (_, bytes, message) => {
    const before = await settingsRow()
    const { page } = await postStyling(
      superAdmin,
      stylingForm(
        { primary_color: '#222222', secondary_color: '#333333' },
        { bytes: await bytes() }
      )
    )
    expect(page?.component).toBe('mobile_app/styling')
    expect(page?.props.errors.sign_in_header).toBe(message)
    expect(await settingsRow()).toEqual(before)
  })

  test('an org-admin is refused and nothing changes; a guest goes to /login', async () => {
    const before = await settingsRow()
    const form = () => stylingForm({ primary_color: '#444444', secondary_color: '#555555' })
    await expectForbidden(await postStyling(orgAdmin, form()))
    await expectForbidden(await postStyling(noRole, form()))
    const guest = await new TestClient().request('POST', '/mobile-settings/styling', {
      form: form(),
      inertia: true,
    })
    expect(guest.location).toBe('/login')
    expect(await settingsRow()).toEqual(before)
  })
})

describe('what the mobile app reads without a session', () => {
  test('GET /api/mobile-settings: the last saved settings, no cookies, any origin, short cache', async () => {
    const modules = { google: false, facebook: true, apple: false, email: true }
    await superAdmin.submit('POST', '/mobile-settings/auth-modules', { auth_modules: modules })
    await postStyling(
      superAdmin,
      stylingForm(
        { primary_color: '#0a0b0c', secondary_color: '#d0e0f0' },
        { bytes: await image(360, 640) }
      )
    )
    const styling = await superAdmin.visit('/mobile-app/styling')

    const reply = await anonymous('/api/mobile-settings', { origin: 'https://app.example' })
    expect(reply.status).toBe(200)
    expect(reply.headers.get('content-type')).toMatch(/^application\/json/)
    expect(reply.headers.get('set-cookie')).toBeNull()
    expect(reply.headers.get('access-control-allow-origin')).toBe('*')
    expect(reply.headers.get('cache-control')).toBe('public, max-age=60')
    const body = (await reply.json()) as { branding: { sign_in_header: string } }
    expect(body).toEqual({
      auth_modules: modules,
      branding: {
        primary_color: '#0a0b0c',
        secondary_color: '#d0e0f0',
        sign_in_header: superAdmin.baseUrl + styling.props.signInHeader,
      },
    })

    // The URL it gives is the image, readable without a session.
    const header = await anonymous(
      new URL(body.branding.sign_in_header).pathname + new URL(body.branding.sign_in_header).search
    )
    expect(header.status).toBe(200)
    expect(header.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    const size = await sharp(Buffer.from(await header.arrayBuffer())).metadata()
    expect([size.width, size.height]).toEqual([360, 640])
    // Without the cache buster it is cached briefly.
    const plain = await anonymous('/images/mobile-app/sign-in-header')
    expect(plain.headers.get('cache-control')).toBe('public, max-age=300')
    expect(plain.headers.get('set-cookie')).toBeNull()
  })

  test('a signed-in browser reading the API gets no cookies either', async () => {
    const reply = await fetch(superAdmin.baseUrl + '/api/mobile-settings', {
      headers: { cookie: superAdmin.cookieHeader() },
    })
    expect(reply.status).toBe(200)
    expect(reply.headers.get('set-cookie')).toBeNull()
    // Other pages still get theirs.
    const login = await anonymous('/login')
    expect(login.headers.get('set-cookie')).not.toBeNull()
  })
})

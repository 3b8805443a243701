import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import sharp from 'sharp'
import { describe, expect, test } from 'vitest'
import { TestClient, signedIn } from '../support/client.ts'
import { createOrgAdmin, createUser, unique } from '../support/db.ts'
import { fileForm, png, userByEmail } from './helpers/users.ts'

const storage = fileURLToPath(new URL('../../tmp/storage-test/', import.meta.url))

function details(overrides: Record<string, string> = {}) {
  return {
    first_name: 'Elena',
    last_name: unique('Nouă'),
    email: `${unique('cont')}@example.test`,
    phone_number: '+40744555666',
    ...overrides,
  }
}

describe('GET /my-account', () => {
  test('any signed-in user sees their own details', async () => {
    const { user } = await createOrgAdmin()
    for (const person of [user, await createUser(), await createUser({ role: 'super-admin' })]) {
      const client = await signedIn(person)
      const page = await client.visit('/my-account')
      expect(page.status).toBe(200)
      expect(page.component).toBe('account/index')
      expect(page.props.account).toEqual({
        firstName: person.firstName,
        lastName: person.lastName,
        email: person.email,
        phoneNumber: '+40700000000',
      })
    }
  })

  test('a guest goes to /login', async () => {
    const reply = await new TestClient().request('GET', '/my-account', { inertia: true })
    expect(reply.status).toBe(302)
    expect(reply.location).toBe('/login')
  })
})

describe('POST /my-account/details', () => {
  test('saves the own record and confirms with a toast', async () => {
    const user = await createUser()
    const client = await signedIn(user)
    const data = details({ email: `Mix.${unique('x')}@Example.TEST` })
    const { status, location, page } = await client.submit('POST', '/my-account/details', data, {
      from: '/my-account',
    })
    expect(status).toBe(302)
    expect(location).toBe('/my-account')
    expect(page?.flash.success).toBe('Datele contului au fost salvate.')
    expect(page?.props.errors).toEqual({})
    const row = (await userByEmail(data.email))!
    expect(row.id).toBe(user.id)
    expect(row).toMatchObject({
      first_name: 'Elena',
      last_name: data.last_name,
      email: data.email.toLowerCase(),
      phone_number: '+40744555666',
    })
    expect(page?.props.auth.user.fullName).toBe(`Elena ${data.last_name}`)
    // The new address signs in.
    expect(await new TestClient().login(data.email, user.password)).toBeTruthy()
  })

  test('a new e-mail asks a fresh confirmation (nothing saved without); the names alone do not', async () => {
    const user = await createUser()
    const client = await signedIn(user, false, { confirm: false })
    const data = details()
    const refused = await client.submit('POST', '/my-account/details', data, {
      from: '/my-account',
    })
    expect(refused.page?.props.errors.confirmation).toBe(
      'Confirmă-ți identitatea (parola sau codul) ca să continui.'
    )
    expect(await userByEmail(data.email)).toBeFalsy()
    expect((await userByEmail(user.email))!.first_name).toBe(user.firstName)

    const sameEmail = await client.submit(
      'POST',
      '/my-account/details',
      details({ email: user.email }),
      { from: '/my-account' }
    )
    expect(sameEmail.page?.props.errors).toEqual({})
    expect((await userByEmail(user.email))!.first_name).toBe('Elena')

    await client.confirm(user.password)
    const saved = await client.submit('POST', '/my-account/details', data, { from: '/my-account' })
    expect(saved.page?.flash.success).toBe('Datele contului au fost salvate.')
    expect((await userByEmail(data.email))!.id).toBe(user.id)
  })

  test('keeping the own email is fine', async () => {
    const user = await createUser()
    const client = await signedIn(user)
    const { page } = await client.submit(
      'POST',
      '/my-account/details',
      details({ email: user.email.toUpperCase() }),
      {
        from: '/my-account',
      }
    )
    expect(page?.props.errors).toEqual({})
    expect((await userByEmail(user.email))!.first_name).toBe('Elena')
  })

  test.each([
    ['first_name', 'Câmpul prenume este obligatoriu.'],
    ['last_name', 'Câmpul nume este obligatoriu.'],
    ['email', 'Câmpul email este obligatoriu.'],
    ['phone_number', 'Câmpul telefon este obligatoriu.'],
  ])('%s is required; nothing is saved', async (field, message) => {
    const user = await createUser()
    const client = await signedIn(user)
    const { page } = await client.submit('POST', '/my-account/details', details({ [field]: '' }), {
      from: '/my-account',
    })
    expect(page?.component).toBe('account/index')
    expect(page?.props.errors[field]).toBe(message)
    expect(page?.flash.success).toBeUndefined()
    const row = (await userByEmail(user.email))!
    expect(row.first_name).toBe(user.firstName)
    expect(row.last_name).toBe(user.lastName)
  })

  test.each([
    ['email', 'nu-e-email', 'Introdu o adresă de email validă.'],
    [
      'phone_number',
      '07-ab',
      'Introdu un număr de telefon valid (6–15 cifre, opțional cu + la început).',
    ],
    ['first_name', 'x'.repeat(101), 'Câmpul prenume poate avea cel mult 100 de caractere.'],
  ])('%s must be valid; nothing is saved', async (field, value, message) => {
    const user = await createUser()
    const client = await signedIn(user)
    const { page } = await client.submit(
      'POST',
      '/my-account/details',
      details({ [field]: value }),
      { from: '/my-account' }
    )
    expect(page?.props.errors[field]).toBe(message)
    expect((await userByEmail(user.email))!.first_name).toBe(user.firstName)
  })

  test("another user's email is refused", async () => {
    const user = await createUser()
    const other = await createUser()
    const client = await signedIn(user)
    const { page } = await client.submit(
      'POST',
      '/my-account/details',
      details({ email: other.email.toUpperCase() }),
      {
        from: '/my-account',
      }
    )
    expect(page?.props.errors.email).toBe('Există deja un cont cu această adresă de email.')
    expect((await userByEmail(user.email))!.first_name).toBe(user.firstName)
  })

  test('a guest goes to /login and nothing changes', async () => {
    const data = details()
    const reply = await new TestClient().request('POST', '/my-account/details', { body: data })
    expect(reply.status).toBe(302)
    expect(reply.location).toBe('/login')
    expect(await userByEmail(data.email)).toBeUndefined()
  })
})

describe('POST /my-account/avatar', () => {
  test('stores the avatar, serves it with cache headers, and a new one gets a new URL', async () => {
    const user = await createUser()
    const client = await signedIn(user)
    const upload = async () =>
      client.submit('POST', '/my-account/avatar', undefined, {
        form: fileForm('avatar', await png(900, 600), 'poza.png', 'image/png'),
        from: '/my-account',
      })
    const { status, page } = await upload()
    expect(status).toBe(302)
    expect(page?.component).toBe('account/index')
    expect(page?.flash.success).toBe('Fotografia de profil a fost schimbată.')
    const first = page!.props.auth.user.avatarUrl as string
    expect(first).toMatch(new RegExp(`^/images/${user.uid}/avatar\\?t=\\d+$`))
    const key = (await userByEmail(user.email))!.avatar!
    expect(key).toMatch(new RegExp(`^images/${user.uid}/avatar-[A-Za-z0-9_-]+\\.png$`))
    expect(existsSync(storage + key)).toBe(true)

    const response = await fetch(client.baseUrl + first, {
      headers: { cookie: client.cookieHeader() },
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('private, max-age=31536000, immutable')
    const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata()
    // Avatars are kept within 512 px.
    expect([meta.width, meta.height]).toEqual([512, 341])

    await new Promise((resolve) => setTimeout(resolve, 5))
    const second = await upload()
    const next = second.page!.props.auth.user.avatarUrl as string
    expect(next).not.toBe(first)
    // The previous file is removed.
    expect(existsSync(storage + key)).toBe(false)
  })

  test('a file that is not an image is refused under avatar; nothing changes', async () => {
    const user = await createUser()
    const client = await signedIn(user)
    const { page } = await client.submit('POST', '/my-account/avatar', undefined, {
      form: fileForm('avatar', 'nu sunt o imagine', 'poza.png', 'image/png'),
      from: '/my-account',
    })
    expect(page?.component).toBe('account/index')
    expect(page?.props.errors.avatar).toBe('Încarcă o imagine validă (JPEG, PNG, GIF sau WebP).')
    expect((await userByEmail(user.email))!.avatar).toBeNull()
  })

  test('the file is required', async () => {
    const user = await createUser()
    const client = await signedIn(user)
    const { page } = await client.submit('POST', '/my-account/avatar', undefined, {
      form: new FormData(),
      from: '/my-account',
    })
    expect(page?.props.errors.avatar).toBe('Câmpul fotografia de profil este obligatoriu.')
  })

  test('DELETE removes the avatar', async () => {
    const user = await createUser()
    const client = await signedIn(user)
    await client.submit('POST', '/my-account/avatar', undefined, {
      form: fileForm('avatar', await png(), 'poza.png', 'image/png'),
      from: '/my-account',
    })
    const key = (await userByEmail(user.email))!.avatar!
    const { page } = await client.submit('DELETE', '/my-account/avatar', undefined, {
      from: '/my-account',
    })
    expect(page?.flash.success).toBe('Fotografia de profil a fost ștearsă.')
    expect(page?.props.auth.user.avatarUrl).toBeNull()
    expect((await userByEmail(user.email))!.avatar).toBeNull()
    expect(existsSync(storage + key)).toBe(false)
  })

  test('a guest goes to /login', async () => {
    const reply = await new TestClient().request('POST', '/my-account/avatar', {
      form: fileForm('avatar', await png(), 'poza.png', 'image/png'),
    })
    expect(reply.status).toBe(302)
    expect(reply.location).toBe('/login')
  })
})

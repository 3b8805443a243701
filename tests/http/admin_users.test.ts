import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { beforeAll, describe, expect, test } from 'vitest'
import { TestClient, signedIn } from '../support/client.ts'
import {
  count,
  createOrgAdmin,
  createUser,
  sessionsOf,
  unique,
  type TestUser,
} from '../support/db.ts'
import { canSignIn, expectForbidden, fileForm, png, rolesOf, userByEmail } from './helpers/users.ts'

const storage = fileURLToPath(new URL('../../tmp/storage-test/', import.meta.url))

let admin: TestUser
let superAdmin: TestClient
let orgAdmin: TestClient
let noRole: TestClient

beforeAll(async () => {
  admin = await createUser({ role: 'super-admin' })
  superAdmin = await signedIn(admin)
  const { user: orgAdminUser } = await createOrgAdmin()
  orgAdmin = await signedIn(orgAdminUser)
  noRole = await signedIn(await createUser())
})

function newUser(overrides: Record<string, string> = {}) {
  return {
    name: `Ana Maria ${unique('Popescu')}`,
    email: `${unique('nou')}@example.test`,
    phone_number: '+40755000222',
    role: 'super-admin',
    password: 'parola-admin-1',
    password_confirmation: 'parola-admin-1',
    ...overrides,
  }
}

function editForm(user: TestUser, overrides: Record<string, string | null> = {}) {
  return {
    first_name: 'Maria',
    last_name: user.lastName,
    phone_number: '+40755000111',
    email: user.email,
    password: '',
    password_confirmation: '',
    status: 'active',
    ...overrides,
  }
}

describe('GET /administrare/users', () => {
  test('a super-admin sees the create form, with the organizations to choose from', async () => {
    const { organization } = await createOrgAdmin()
    const page = await superAdmin.visit('/administrare/users')
    expect(page.status).toBe(200)
    expect(page.component).toBe('admin/users/create')
    expect(page.props.organizations).toContainEqual({
      id: organization.uid,
      name: organization.name,
    })
  })

  test('an org-admin and a user without a role are refused; a guest goes to /login', async () => {
    await expectForbidden(await orgAdmin.visit('/administrare/users'))
    await expectForbidden(await noRole.visit('/administrare/users'))
    const reply = await new TestClient().request('GET', '/administrare/users', { inertia: true })
    expect(reply.location).toBe('/login')
  })
})

describe('POST /administrare/users', () => {
  test('creates an active org-admin of the chosen organization, who sees their tenant dashboard at once', async () => {
    const { organization } = await createOrgAdmin()
    const data = newUser({ role: 'org-admin', organization_id: organization.uid })
    await superAdmin.submit('POST', '/administrare/users', data, { from: '/administrare/users' })
    const row = (await userByEmail(data.email))!
    expect(row).toMatchObject({ status: 'active', phone_number: '+40755000222' })
    expect(await rolesOf(row.id)).toEqual([{ name: 'org-admin', organization_id: organization.id }])
    const client = new TestClient()
    expect(await canSignIn(client, data.email, data.password)).toBe(true)
    const home = await client.visit('/')
    expect(home.component).toBe('dashboard/tenant')
    // What the create form asked is what the edit form needs: it saves as it is.
    const edit = await superAdmin.visit(`/administrare/users/${row.uid}/edit`)
    const { page } = await superAdmin.submit(
      'POST',
      `/administrare/users/${row.uid}/edit`,
      {
        first_name: edit.props.user.firstName,
        last_name: edit.props.user.lastName,
        phone_number: edit.props.user.phoneNumber,
        email: edit.props.user.email,
        password: '',
        password_confirmation: '',
        status: edit.props.user.status,
      },
      { from: `/administrare/users/${row.uid}/edit` }
    )
    expect(page?.props.errors).toEqual({})
    expect(page?.flash.success).toBe('Modificările au fost salvate.')
  })

  test('creates an active super-admin, the name split into first and last', async () => {
    const data = newUser()
    const { status, location, page } = await superAdmin.submit(
      'POST',
      '/administrare/users',
      data,
      {
        from: '/administrare/users',
      }
    )
    expect(status).toBe(302)
    const row = (await userByEmail(data.email))!
    expect(location).toBe(`/administrare/users/${row.uid}/edit`)
    expect(page?.component).toBe('admin/users/edit')
    expect(page?.flash.success).toBe('Utilizatorul a fost creat.')
    expect(row).toMatchObject({
      first_name: 'Ana Maria',
      last_name: data.name.split(' ').at(-1),
      status: 'active',
      phone_number: '+40755000222',
    })
    expect(await rolesOf(row.id)).toEqual([{ name: 'super-admin', organization_id: null }])
    expect(await canSignIn(new TestClient(), data.email, data.password)).toBe(true)
  })

  test.each([
    ['name', { name: '' }, 'Câmpul nume este obligatoriu.'],
    ['name', { name: 'Ana' }, 'Introdu prenumele și numele (de exemplu Ana Popescu).'],
    ['email', { email: '' }, 'Câmpul email este obligatoriu.'],
    ['email', { email: 'nu-e-email' }, 'Introdu o adresă de email validă.'],
    ['phone_number', { phone_number: '' }, 'Câmpul telefon este obligatoriu.'],
    [
      'phone_number',
      { phone_number: '07-55' },
      'Introdu un număr de telefon valid (6–15 cifre, opțional cu + la început).',
    ],
    ['role', { role: '' }, 'Alege rolul utilizatorului.'],
    ['role', { role: 'member' }, 'Alege rolul utilizatorului.'],
    ['organization_id', { role: 'org-admin' }, 'Câmpul organizație este obligatoriu.'],
    [
      'organization_id',
      { role: 'org-admin', organization_id: '00000000-0000-4000-8000-000000000000' },
      'Organizația nu există.',
    ],
    ['password', { password: '', password_confirmation: '' }, 'Câmpul parola este obligatoriu.'],
    [
      'password',
      { password: 'scurt12', password_confirmation: 'scurt12' },
      'Câmpul parola trebuie să aibă cel puțin 8 caractere.',
    ],
    [
      'password_confirmation',
      { password_confirmation: 'alta-parola-2' },
      'Confirmarea parolei nu se potrivește.',
    ],
  ])('%s: %j is refused under its field; nothing is written', async (field, change, message) => {
    const base = newUser()
    const { page } = await superAdmin.submit(
      'POST',
      '/administrare/users',
      { ...base, ...change },
      { from: '/administrare/users' }
    )
    expect(page?.component).toBe('admin/users/create')
    expect(page?.props.errors[field]).toBe(message)
    // Other files write at the same time: an account written by this request would carry the
    // form's address or its (unique) last name, whichever the change left alone.
    expect(
      await count('users', 'lower(email) = lower($1) or last_name = $2', [
        base.email,
        base.name.split(' ').at(-1),
      ])
    ).toBe(0)
  })

  test('an email that has an account is refused', async () => {
    const existing = await createUser()
    const { page } = await superAdmin.submit(
      'POST',
      '/administrare/users',
      newUser({ email: existing.email.toUpperCase() }),
      { from: '/administrare/users' }
    )
    expect(page?.props.errors.email).toBe('Există deja un cont cu această adresă de email.')
    expect(await count('users', 'lower(email) = lower($1)', [existing.email])).toBe(1)
  })

  test('an org-admin is refused and nothing is created', async () => {
    const data = newUser()
    await expectForbidden(await orgAdmin.submit('POST', '/administrare/users', data))
    const reply = await new TestClient().request('POST', '/administrare/users', { body: data })
    expect(reply.location).toBe('/login')
    expect(await userByEmail(data.email)).toBeUndefined()
  })
})

describe('GET /administrare/users/{uid}/edit', () => {
  test('shows the user, roles and document state', async () => {
    const { user, organization } = await createOrgAdmin()
    const page = await superAdmin.visit(`/administrare/users/${user.uid}/edit`)
    expect(page.status).toBe(200)
    expect(page.component).toBe('admin/users/edit')
    expect(page.props.user).toEqual({
      uid: user.uid,
      id: user.id,
      firstName: user.firstName,
      lastName: user.lastName,
      phoneNumber: '+40700000000',
      email: user.email,
      status: 'active',
      roles: [{ name: 'org-admin' }],
      verifiedAt: null,
      document: null,
    })
    expect(organization).toBeDefined()
  })

  test('an unknown or malformed uid is not found', async () => {
    for (const uid of ['00000000-0000-0000-0000-000000000000', 'abc']) {
      const page = await superAdmin.visit(`/administrare/users/${uid}/edit`)
      expect(page.status).toBe(404)
      expect(page.component).toBe('errors/not_found')
    }
  })

  test('an org-admin is refused', async () => {
    const user = await createUser()
    await expectForbidden(await orgAdmin.visit(`/administrare/users/${user.uid}/edit`))
  })
})

describe('POST /administrare/users/{uid}/edit', () => {
  test('saves the details; the password stays when left empty', async () => {
    const user = await createUser()
    const email = `${unique('schimbat')}@example.test`
    const { status, location, page } = await superAdmin.submit(
      'POST',
      `/administrare/users/${user.uid}/edit`,
      editForm(user, { email, status: 'pending' }),
      { from: `/administrare/users/${user.uid}/edit` }
    )
    expect(status).toBe(302)
    expect(location).toBe(`/administrare/users/${user.uid}/edit`)
    expect(page?.flash.success).toBe('Modificările au fost salvate.')
    expect(page?.props.user.status).toBe('pending')
    const row = (await userByEmail(email))!
    expect(row).toMatchObject({
      id: user.id,
      first_name: 'Maria',
      phone_number: '+40755000111',
      status: 'pending',
    })
    expect(await canSignIn(new TestClient(), email, user.password)).toBe(true)
  })

  test("a new password replaces the old one and ends the user's sessions", async () => {
    const user = await createUser()
    const browser = await signedIn(user)
    expect(await sessionsOf(user.id)).toHaveLength(1)
    const { page } = await superAdmin.submit(
      'POST',
      `/administrare/users/${user.uid}/edit`,
      editForm(user, { password: 'parola-noua-77', password_confirmation: 'parola-noua-77' })
    )
    expect(page?.props.errors).toEqual({})
    expect(await sessionsOf(user.id)).toHaveLength(0)
    const after = await browser.request('GET', '/', { inertia: true })
    expect(after.location).toBe('/login')
    expect(await canSignIn(new TestClient(), user.email, user.password)).toBe(false)
    expect(await canSignIn(new TestClient(), user.email, 'parola-noua-77')).toBe(true)
  })

  test("making a user inactive ends all of that user's sessions and remember-me tokens", async () => {
    const user = await createUser()
    const bystander = await createUser()
    const browser = await signedIn(user)
    const remembered = await signedIn(user, true)
    const other = await signedIn(bystander)
    expect(await sessionsOf(user.id)).toHaveLength(2)
    expect(await count('remember_me_tokens', 'tokenable_id = $1', [user.id])).toBe(1)

    await superAdmin.submit(
      'POST',
      `/administrare/users/${user.uid}/edit`,
      editForm(user, { status: 'inactive' })
    )
    expect((await userByEmail(user.email))!.status).toBe('inactive')
    expect(await sessionsOf(user.id)).toHaveLength(0)
    expect(await count('remember_me_tokens', 'tokenable_id = $1', [user.id])).toBe(0)
    for (const client of [browser, remembered]) {
      const after = await client.request('GET', '/', { inertia: true })
      expect(after.location).toBe('/login')
    }
    expect(await other.componentAt('/')).toBe('dashboard/empty')
    // And cannot sign in again.
    expect(await canSignIn(new TestClient(), user.email, user.password)).toBe(false)
  })

  test('a super-admin cannot make their own account inactive', async () => {
    const self = await createUser({ role: 'super-admin' })
    const client = await signedIn(self)
    const { page } = await client.submit(
      'POST',
      `/administrare/users/${self.uid}/edit`,
      editForm(self, { status: 'inactive' }),
      { from: `/administrare/users/${self.uid}/edit` }
    )
    expect(page?.props.errors.status).toBe('Nu îți poți dezactiva propriul cont.')
    expect((await userByEmail(self.email))!.status).toBe('active')
  })

  test.each([
    ['first_name', { first_name: '' }, 'Câmpul prenume este obligatoriu.'],
    ['last_name', { last_name: '' }, 'Câmpul nume este obligatoriu.'],
    ['phone_number', { phone_number: '' }, 'Câmpul telefon este obligatoriu.'],
    ['email', { email: '' }, 'Câmpul email este obligatoriu.'],
    ['email', { email: 'nu-e-email' }, 'Introdu o adresă de email validă.'],
    ['status', { status: 'blocat' }, 'Valoarea aleasă pentru status nu este validă.'],
    [
      'password',
      { password: 'scurt', password_confirmation: 'scurt' },
      'Câmpul parola trebuie să aibă cel puțin 8 caractere.',
    ],
    [
      'password_confirmation',
      { password: 'parola-lunga-1', password_confirmation: 'alta' },
      'Confirmarea parolei nu se potrivește.',
    ],
  ])('%s: %j is refused; nothing changes', async (field, change, message) => {
    const user = await createUser()
    const { page } = await superAdmin.submit(
      'POST',
      `/administrare/users/${user.uid}/edit`,
      editForm(user, change),
      { from: `/administrare/users/${user.uid}/edit` }
    )
    expect(page?.component).toBe('admin/users/edit')
    expect(page?.props.errors[field]).toBe(message)
    expect((await userByEmail(user.email))!.first_name).toBe(user.firstName)
  })

  test("another user's email is refused", async () => {
    const user = await createUser()
    const other = await createUser()
    const { page } = await superAdmin.submit(
      'POST',
      `/administrare/users/${user.uid}/edit`,
      editForm(user, { email: other.email }),
      { from: `/administrare/users/${user.uid}/edit` }
    )
    expect(page?.props.errors.email).toBe('Există deja un cont cu această adresă de email.')
    expect((await userByEmail(user.email))!.first_name).toBe(user.firstName)
  })

  test('an org-admin is refused and nothing changes; unknown uid is 404', async () => {
    const user = await createUser()
    await expectForbidden(
      await orgAdmin.submit('POST', `/administrare/users/${user.uid}/edit`, editForm(user))
    )
    expect((await userByEmail(user.email))!.first_name).toBe(user.firstName)
    const { status } = await superAdmin.submit(
      'POST',
      '/administrare/users/00000000-0000-0000-0000-000000000000/edit',
      editForm(user)
    )
    expect(status).toBe(404)
  })
})

describe('the document (/administrare/users/{uid}/document, /administrare/files/download/{uid})', () => {
  test('upload, preview beside the form, download, delete', async () => {
    const user = await createUser()
    const { page } = await superAdmin.submit(
      'POST',
      `/administrare/users/${user.uid}/document`,
      undefined,
      {
        form: fileForm('document', await png(60, 40), 'buletin.png', 'image/png'),
        from: `/administrare/users/${user.uid}/edit`,
      }
    )
    expect(page?.component).toBe('admin/users/edit')
    expect(page?.flash.success).toBe('Documentul a fost încărcat.')
    const document = page!.props.user.document
    expect(document.url).toMatch(new RegExp(`^/administrare/users/${user.uid}/document\\?t=\\d+$`))
    expect(document.downloadUrl).toBe(`/administrare/files/download/${user.uid}`)
    const key = (await userByEmail(user.email))!.document!
    expect(key).toMatch(new RegExp(`^images/${user.uid}/document-[A-Za-z0-9_-]+\\.png$`))

    const preview = await fetch(superAdmin.baseUrl + document.url, {
      headers: { cookie: superAdmin.cookieHeader() },
    })
    expect(preview.status).toBe(200)
    expect(preview.headers.get('content-type')).toBe('image/png')
    expect(preview.headers.get('content-disposition')).toBeNull()

    const download = await fetch(superAdmin.baseUrl + document.downloadUrl, {
      headers: { cookie: superAdmin.cookieHeader() },
    })
    expect(download.status).toBe(200)
    expect(download.headers.get('content-type')).toBe('image/png')
    expect(download.headers.get('content-disposition')).toBe(
      `attachment; filename="document-${user.uid}.png"`
    )
    const bytes = await download.arrayBuffer()
    expect(bytes.byteLength).toBeGreaterThan(0)

    // Only super-admins read it.
    for (const client of [orgAdmin, noRole]) {
      for (const url of [document.url, document.downloadUrl]) {
        const refused = await fetch(client.baseUrl + url, {
          headers: { cookie: client.cookieHeader() },
        })
        expect(refused.status).toBe(403)
      }
    }
    const guest = await fetch(superAdmin.baseUrl + document.downloadUrl, { redirect: 'manual' })
    expect(guest.status).toBe(302)

    const removed = await superAdmin.submit(
      'DELETE',
      `/administrare/users/${user.uid}/document`,
      undefined,
      { from: `/administrare/users/${user.uid}/edit` }
    )
    expect(removed.page?.flash.success).toBe('Documentul a fost șters.')
    expect(removed.page?.props.user.document).toBeNull()
    expect(existsSync(storage + key)).toBe(false)
    const gone = await fetch(superAdmin.baseUrl + document.downloadUrl, {
      headers: { cookie: superAdmin.cookieHeader() },
    })
    expect(gone.status).toBe(404)
  })

  test('a file that is not an image is refused under document', async () => {
    const user = await createUser()
    const { page } = await superAdmin.submit(
      'POST',
      `/administrare/users/${user.uid}/document`,
      undefined,
      {
        form: fileForm('document', '%PDF-1.4 nu e imagine', 'doc.png', 'image/png'),
        from: `/administrare/users/${user.uid}/edit`,
      }
    )
    expect(page?.props.errors.document).toBe('Încarcă o imagine validă (JPEG, PNG, GIF sau WebP).')
    expect((await userByEmail(user.email))!.document).toBeNull()
  })

  test('an org-admin cannot upload', async () => {
    const user = await createUser()
    await expectForbidden(
      await orgAdmin.submit('POST', `/administrare/users/${user.uid}/document`, undefined, {
        form: fileForm('document', await png(), 'a.png', 'image/png'),
      })
    )
    expect((await userByEmail(user.email))!.document).toBeNull()
  })

  test('a user without a document, or an unknown uid, has nothing to download', async () => {
    const user = await createUser()
    for (const uid of [user.uid, '00000000-0000-0000-0000-000000000000', 'x']) {
      const response = await fetch(`${superAdmin.baseUrl}/administrare/files/download/${uid}`, {
        headers: { cookie: superAdmin.cookieHeader() },
      })
      expect(response.status).toBe(404)
    }
  })
})

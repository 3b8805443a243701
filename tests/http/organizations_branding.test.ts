import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { beforeAll, describe, expect, test } from 'vitest'
import { signedIn, TestClient } from '../support/client.ts'
import { createOrgAdmin, createOrganization, createUser } from '../support/db.ts'
import { expectForbidden, fileForm, png } from './helpers/users.ts'
import { expectGuestSentToLogin, organizationByUid } from './helpers/organizations.ts'

const storage = fileURLToPath(new URL('../../tmp/storage-test/', import.meta.url))
const COLOR_MESSAGE = 'Alege o culoare în formatul #rrggbb.'

let superAdmin: TestClient
let orgAdmin: TestClient
let own: { id: number; uid: string; name: string }

beforeAll(async () => {
  superAdmin = await signedIn(await createUser({ role: 'super-admin' }))
  const setup = await createOrgAdmin()
  orgAdmin = await signedIn(setup.user)
  own = setup.organization
})

const colors = (overrides: Record<string, string> = {}) => ({
  primary_color: '#1D4ED8',
  secondary_color: '#f59e0b',
  primary_gradient_color: '#1e3a8a',
  secondary_gradient_color: '',
  ...overrides,
})

async function statusOf(client: TestClient, path: string) {
  const reply = await client.request('GET', path)
  return reply.status
}

async function uploadLogo(client: TestClient, uid: string, field = 'file') {
  return client.submit('POST', `/organization/${uid}/logo`, undefined, {
    form: fileForm(field, await png(), 'logo.png', 'image/png'),
    from: `/organizations/${uid}/branding`,
  })
}

describe('branding colours', () => {
  test('GET shows the colours, logo and cover URLs', async () => {
    const organization = await createOrganization()
    const page = await superAdmin.visit(`/organizations/${organization.uid}/branding`)
    expect(page.component).toBe('organizations/branding')
    expect(page.props.organization.branding).toEqual({
      primary_color: '',
      secondary_color: '',
      primary_gradient_color: '',
      secondary_gradient_color: '',
    })
  })

  test('POST saves the colours (lower-case, empty ones left out)', async () => {
    const organization = await createOrganization()
    const { location, page } = await superAdmin.submit(
      'POST',
      `/organizations/${organization.uid}/branding`,
      colors()
    )
    expect(location).toBe(`/organizations/${organization.uid}/branding`)
    expect(page?.flash.success).toBe('Culorile organizației au fost salvate.')
    expect((await organizationByUid(organization.uid))!.branding).toEqual({
      primary_color: '#1d4ed8',
      secondary_color: '#f59e0b',
      primary_gradient_color: '#1e3a8a',
    })
  })

  test.each([
    'primary_color',
    'secondary_color',
    'primary_gradient_color',
    'secondary_gradient_color',
  ])('%s that is not #rrggbb is refused under its field; nothing changes', async (field) => {
    const organization = await createOrganization()
    const { page } = await superAdmin.submit(
      'POST',
      `/organizations/${organization.uid}/branding`,
      colors({ [field]: 'albastru' }),
      { from: `/organizations/${organization.uid}/branding` }
    )
    expect(page?.props.errors[field]).toBe(COLOR_MESSAGE)
    expect((await organizationByUid(organization.uid))!.branding).toEqual({})
  })

  test('an org-admin gets 403 and nothing changes; a guest goes to /login', async () => {
    await expectForbidden(
      await orgAdmin.submit('POST', `/organizations/${own.uid}/branding`, colors())
    )
    expect((await organizationByUid(own.uid))!.branding).toEqual({})
    await expectGuestSentToLogin('POST', `/organizations/${own.uid}/branding`)
  })
})

describe('logo and cover', () => {
  test('upload (field `file` or the image name), serve with a cache buster, replace, delete', async () => {
    const organization = await createOrganization()
    const { page } = await uploadLogo(superAdmin, organization.uid)
    expect(page?.flash.success).toBe('Sigla a fost salvată.')
    const first = (await organizationByUid(organization.uid))!.logo!
    expect(first).toMatch(new RegExp(`^images/${organization.uid}/logo-`))
    expect(existsSync(storage + first)).toBe(true)

    const branding = await superAdmin.visit(`/organizations/${organization.uid}/branding`)
    const logoUrl: string = branding.props.organization.logoUrl
    expect(logoUrl).toMatch(new RegExp(`^/organization/${organization.uid}/logo\\?t=\\d+$`))
    const image = await superAdmin.request('GET', logoUrl)
    expect(image.status).toBe(200)
    expect(image.headers.get('content-type')).toBe('image/png')

    // Sent under the image's own name: the previous file is removed.
    await uploadLogo(superAdmin, organization.uid, 'logo')
    const second = (await organizationByUid(organization.uid))!.logo!
    expect(second).not.toBe(first)
    expect(existsSync(storage + first)).toBe(false)

    const removed = await superAdmin.submit(
      'DELETE',
      `/organization/${organization.uid}/logo`,
      undefined,
      { from: `/organizations/${organization.uid}/branding` }
    )
    expect(removed.page?.flash.success).toBe('Sigla a fost ștearsă.')
    expect((await organizationByUid(organization.uid))!.logo).toBeNull()
    expect(existsSync(storage + second)).toBe(false)
    expect(await statusOf(superAdmin, `/organization/${organization.uid}/logo`)).toBe(404)
  })

  test('a file that is not an image is refused under its field; nothing is stored', async () => {
    const organization = await createOrganization()
    const { page } = await superAdmin.submit(
      'POST',
      `/organization/${organization.uid}/cover`,
      undefined,
      {
        form: fileForm('cover', 'nu sunt o imagine', 'cover.png', 'image/png'),
        from: `/organizations/${organization.uid}/branding`,
      }
    )
    expect(page?.props.errors.cover).toBe('Încarcă o imagine validă (JPEG, PNG, GIF sau WebP).')
    expect((await organizationByUid(organization.uid))!.cover).toBeNull()
  })

  test('without a file the error is under `file`', async () => {
    const organization = await createOrganization()
    const { page } = await superAdmin.submit(
      'POST',
      `/organization/${organization.uid}/logo`,
      {},
      { from: `/organizations/${organization.uid}/branding` }
    )
    expect(page?.props.errors.file).toBe('Alege un fișier.')
    expect((await organizationByUid(organization.uid))!.logo).toBeNull()
  })

  test('shown to its own org-admin; 404 to another organization’s; 403 to upload or delete', async () => {
    await uploadLogo(superAdmin, own.uid)
    const key = (await organizationByUid(own.uid))!.logo
    expect(await statusOf(orgAdmin, `/organization/${own.uid}/logo`)).toBe(200)

    const other = await createOrganization()
    await uploadLogo(superAdmin, other.uid)
    expect(await statusOf(orgAdmin, `/organization/${other.uid}/logo`)).toBe(404)

    await expectForbidden(await uploadLogo(orgAdmin, own.uid))
    await expectForbidden(await orgAdmin.submit('DELETE', `/organization/${own.uid}/logo`))
    expect((await organizationByUid(own.uid))!.logo).toBe(key)

    const guest = await new TestClient().request('GET', `/organization/${own.uid}/logo`)
    expect(guest.location).toBe('/login')
    await expectGuestSentToLogin('DELETE', `/organization/${own.uid}/logo`)
  })
})

describe('GET /organizations/{uid}/users', () => {
  test('lists the org-admins of that organization only', async () => {
    const organization = await createOrganization()
    const first = await createUser({ role: 'org-admin', organizationId: organization.id })
    const second = await createUser({ role: 'org-admin', organizationId: organization.id })
    await createOrgAdmin()
    const page = await superAdmin.visit(`/organizations/${organization.uid}/users`)
    expect(page.component).toBe('organizations/users')
    expect(page.props.organization).toEqual({ uid: organization.uid, name: organization.name })
    const emails = page.props.users.map((user: { email: string }) => user.email).sort()
    expect(emails).toEqual([first.email, second.email].sort())
    expect(page.props.users[0].roles).toEqual([{ name: 'org-admin' }])
  })
})

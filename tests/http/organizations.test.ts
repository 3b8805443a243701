import { beforeAll, describe, expect, test } from 'vitest'
import { type TestClient, signedIn } from '../support/client.ts'
import {
  count,
  createCommunity,
  createOrgAdmin,
  createOrganization,
  createUser,
  query,
  unique,
} from '../support/db.ts'
import { createInvitation, expectForbidden } from './helpers/users.ts'
import {
  expectGuestSentToLogin,
  orgAdminRolesIn,
  organizationByUid,
  organizationsNamed,
} from './helpers/organizations.ts'

let superAdmin: TestClient
let orgAdmin: TestClient
let orgAdminOrganization: { id: number; uid: string; name: string }

beforeAll(async () => {
  superAdmin = await signedIn(await createUser({ role: 'super-admin' }))
  const { user, organization } = await createOrgAdmin()
  orgAdmin = await signedIn(user)
  orgAdminOrganization = organization
})

describe('GET /organizations', () => {
  test('cards with name, website and logo (the placeholder when none), searchable', async () => {
    const tag = unique('Căutare')
    const withLogo = await createOrganization(`${tag} Alfa`)
    await query(
      `update organizations set url = 'https://alfa.ro', logo = 'images/x/logo-abcdefgh.png' where id = $1`,
      [withLogo.id]
    )
    await createOrganization(`${tag} Beta`)
    await createOrganization(unique('Altceva'))

    const page = await superAdmin.visit(`/organizations?search=${encodeURIComponent(tag)}`)
    expect(page.status).toBe(200)
    expect(page.component).toBe('organizations/index')
    expect(page.props.organizations).toHaveLength(2)
    const [alfa, beta] = page.props.organizations
    expect(alfa).toMatchObject({ uid: withLogo.uid, name: `${tag} Alfa`, url: 'https://alfa.ro' })
    expect(alfa.logoUrl).toMatch(new RegExp(`^/organization/${withLogo.uid}/logo\\?t=\\d+$`))
    expect(beta).toMatchObject({ name: `${tag} Beta`, url: '', logoUrl: null })
    expect(page.props.meta).toMatchObject({ currentPage: 1, lastPage: 1, perPage: 10, total: 2 })
    expect(page.props.state).toMatchObject({ search: tag, perPage: 10 })

    // Without diacritics and by the website's address, as a user types it.
    const plain = tag.replace('ă', 'a').toUpperCase()
    const unaccented = await superAdmin.visit(`/organizations?search=${encodeURIComponent(plain)}`)
    expect(unaccented.props.organizations.map((o: { uid: string }) => o.uid)).toContain(
      withLogo.uid
    )
    const byWebsite = await superAdmin.visit(`/organizations?search=alfa.ro`)
    expect(byWebsite.props.organizations.map((o: { uid: string }) => o.uid)).toContain(withLogo.uid)
  })

  test('pages: per_page 10/20/50/100/200, anything else falls back to 10', async () => {
    const tag = unique('Paginare')
    for (let index = 0; index < 12; index++) await createOrganization(`${tag} ${index}`)
    const first = await superAdmin.visit(`/organizations?search=${tag}`)
    expect(first.props.organizations).toHaveLength(10)
    expect(first.props.meta).toMatchObject({ currentPage: 1, lastPage: 2, total: 12 })
    const second = await superAdmin.visit(`/organizations?search=${tag}&page=2`)
    expect(second.props.organizations).toHaveLength(2)
    const twenty = await superAdmin.visit(`/organizations?search=${tag}&per_page=20`)
    expect(twenty.props.organizations).toHaveLength(12)
    expect(twenty.props.meta.lastPage).toBe(1)
    const odd = await superAdmin.visit(`/organizations?search=${tag}&per_page=7`)
    expect(odd.props.meta.perPage).toBe(10)
  })

  test('an org-admin gets 403, a guest goes to /login', async () => {
    await expectForbidden(await orgAdmin.visit('/organizations'))
    await expectGuestSentToLogin('GET', '/organizations')
  })
})

describe('POST /organizations', () => {
  const form = (overrides: Record<string, unknown> = {}) => ({
    organization_name: unique('Fundația Țării'),
    contact: {
      first_name: 'Ana',
      last_name: 'Popescu',
      email: 'ana@fundatie.ro',
      phone_number: '+40722000111',
    },
    ...overrides,
  })

  test('creates the organization with a slug made from the name and the legal contact', async () => {
    const suffix = unique('x').slice(2)
    const data = form({ organization_name: `Fundația Țării ${suffix}` })
    const { status, location, page } = await superAdmin.submit('POST', '/organizations', data, {
      from: '/organizations/create',
    })
    expect(status).toBe(302)
    expect(location).toBe('/organizations/create')
    const [row] = await organizationsNamed(data.organization_name)
    expect(row.slug).toBe(`fundatia-tarii-${suffix}`)
    expect(row.legal_representative_contact).toEqual(data.contact)
    expect(row.billing_info).toEqual({ country: 'România' })
    expect(page?.component).toBe('organizations/create')
    expect(page?.props.created).toEqual({ uid: row.uid, name: data.organization_name })
  })

  test('a taken slug gets -2, then -3', async () => {
    const name = unique('Clubul Sportiv')
    for (let index = 0; index < 3; index++) {
      await superAdmin.submit('POST', '/organizations', form({ organization_name: name }))
    }
    const rows = await organizationsNamed(name)
    const slugs = rows.map((row) => row.slug)
    const base = name.toLowerCase().replace(/ /g, '-')
    expect(slugs).toEqual([base, `${base}-2`, `${base}-3`])
  })

  test.each([
    [
      'organization_name',
      { organization_name: '' },
      'Câmpul numele organizației este obligatoriu.',
    ],
    [
      'organization_name',
      { organization_name: 'x'.repeat(201) },
      'Câmpul numele organizației poate avea cel mult 200 de caractere.',
    ],
    [
      'contact.first_name',
      { contact: { first_name: '', last_name: 'Pop' } },
      'Câmpul prenume este obligatoriu.',
    ],
    [
      'contact.last_name',
      { contact: { first_name: 'Ana', last_name: '' } },
      'Câmpul nume este obligatoriu.',
    ],
    [
      'contact.email',
      { contact: { first_name: 'Ana', last_name: 'Pop', email: 'nu-e-email' } },
      'Introdu o adresă de email validă.',
    ],
    [
      'contact.email',
      { contact: { first_name: 'Ana', last_name: 'Pop', email: '', phone_number: '+40722000111' } },
      'Câmpul email este obligatoriu.',
    ],
    [
      'contact.phone_number',
      { contact: { first_name: 'Ana', last_name: 'Pop', email: 'ana@fundatie.ro' } },
      'Câmpul telefon este obligatoriu.',
    ],
    [
      'contact.phone_number',
      { contact: { first_name: 'Ana', last_name: 'Pop', phone_number: '12' } },
      'Introdu un număr de telefon valid (6–15 cifre, opțional cu + la început).',
    ],
  ])('%s: %j is refused under its field; nothing is written', async (field, change, message) => {
    const data = form(change)
    const { page } = await superAdmin.submit('POST', '/organizations', data, {
      from: '/organizations/create',
    })
    expect(page?.component).toBe('organizations/create')
    expect(page?.props.errors[field]).toBe(message)
    expect(page?.props.created).toBeNull()
    // Other files write at the same time: an organization written by this request would bear
    // the name sent (unique unless the change is to the name, then one no other test uses).
    expect(await organizationsNamed(data.organization_name)).toHaveLength(0)
  })

  test('an org-admin gets 403 and nothing is created; a guest goes to /login', async () => {
    const data = form()
    await expectForbidden(await orgAdmin.submit('POST', '/organizations', data))
    expect(await organizationsNamed(data.organization_name)).toHaveLength(0)
    await expectGuestSentToLogin('POST', '/organizations')
  })
})

describe('DELETE /organizations/{uid}', () => {
  test('deletes an organization without communities, its org-admin roles and pending invitations', async () => {
    const organization = await createOrganization()
    const admin = await createUser({ role: 'org-admin', organizationId: organization.id })
    const pending = await createInvitation({ organizationId: organization.id, role: 'org-admin' })
    const accepted = await createInvitation({ organizationId: organization.id, verified: true })
    const other = await createOrgAdmin()

    const { page } = await superAdmin.submit(
      'DELETE',
      `/organizations/${organization.uid}`,
      {},
      { from: '/organizations' }
    )
    expect(page?.component).toBe('organizations/index')
    expect(page?.flash.success).toBe(`Organizația ${organization.name} a fost ștearsă.`)
    expect(await organizationByUid(organization.uid)).toBeUndefined()
    expect(await orgAdminRolesIn(organization.id)).toHaveLength(0)
    expect(await count('invitations', 'uid = $1', [pending.uid])).toBe(0)
    // An accepted invitation stays as history, without the organization.
    expect(await count('invitations', 'uid = $1 and organization_id is null', [accepted.uid])).toBe(
      1
    )
    // The user keeps the account; the other organization is untouched.
    expect(await count('users', 'id = $1', [admin.id])).toBe(1)
    expect(await organizationByUid(other.organization.uid)).toBeDefined()
    expect(await orgAdminRolesIn(other.organization.id)).toHaveLength(1)
  })

  test('is refused while the organization has communities, with a Romanian error', async () => {
    const organization = await createOrganization()
    await createCommunity(organization.id)
    await createCommunity(organization.id)
    const { page } = await superAdmin.submit(
      'DELETE',
      `/organizations/${organization.uid}`,
      {},
      { from: '/organizations' }
    )
    expect(page?.flash.error).toBe(
      `Organizația ${organization.name} nu poate fi ștearsă cât timp are comunități (2). Șterge mai întâi comunitățile ei.`
    )
    expect(await organizationByUid(organization.uid)).toBeDefined()
  })

  test('an org-admin gets 403 (even for their own), a guest goes to /login; an unknown uid is 404', async () => {
    await expectForbidden(
      await orgAdmin.submit('DELETE', `/organizations/${orgAdminOrganization.uid}`)
    )
    const target = await createOrganization()
    await expectForbidden(await orgAdmin.submit('DELETE', `/organizations/${target.uid}`))
    expect(await organizationByUid(target.uid)).toBeDefined()
    await expectGuestSentToLogin('DELETE', `/organizations/${target.uid}`)
    const reply = await superAdmin.request(
      'DELETE',
      '/organizations/00000000-0000-4000-8000-000000000000',
      { inertia: true }
    )
    expect(reply.status).toBe(404)
  })
})

describe('GET /organizations/create and /organizations/invite', () => {
  test('the forms; 403 for an org-admin', async () => {
    expect(await superAdmin.componentAt('/organizations/create')).toBe('organizations/create')
    expect(await superAdmin.componentAt('/organizations/invite')).toBe('organizations/invite')
    await expectForbidden(await orgAdmin.visit('/organizations/invite'))
  })
})

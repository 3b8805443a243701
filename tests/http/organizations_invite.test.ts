import { beforeAll, describe, expect, test } from 'vitest'
import { type TestClient, signedIn } from '../support/client.ts'
import { count, createOrgAdmin, createUser, latestMailTo, unique } from '../support/db.ts'
import {
  createInvitation,
  expectForbidden,
  invitationForm,
  invitationsTo,
  registerTokenFrom,
} from './helpers/users.ts'
import { expectGuestSentToLogin, organizationsNamed } from './helpers/organizations.ts'

const USER_EXISTS = 'Există deja un cont cu această adresă de email.'
const PENDING = 'Această adresă are deja o invitație în așteptare.'

let superAdmin: TestClient
let orgAdmin: TestClient
let orgAdminSetup: Awaited<ReturnType<typeof createOrgAdmin>>

beforeAll(async () => {
  superAdmin = await signedIn(await createUser({ role: 'super-admin' }))
  orgAdminSetup = await createOrgAdmin()
  orgAdmin = await signedIn(orgAdminSetup.user)
})

const inviteForm = (overrides: Record<string, string> = {}) => ({
  ...invitationForm(),
  organization_name: unique('Asociația Invitată'),
  ...overrides,
})

describe('POST /organizations/invite', () => {
  test('creates the organization and e-mails its first org-admin an invitation', async () => {
    const data = inviteForm()
    const { location, page } = await superAdmin.submit('POST', '/organizations/invite', data, {
      from: '/organizations/invite',
    })
    expect(location).toBe('/organizations/invite')
    expect(page?.component).toBe('organizations/invite')
    expect(page?.props.sentTo).toBe(data.email)

    const [organization] = await organizationsNamed(data.organization_name)
    expect(organization.slug).toBe(
      data.organization_name.toLowerCase().replace(/ă/g, 'a').replace(/ț/g, 't').replace(/ /g, '-')
    )
    const [invitation] = await invitationsTo(data.email)
    expect(invitation).toMatchObject({
      first_name: data.first_name,
      last_name: data.last_name,
      phone_number: data.phone_number,
      role: 'org-admin',
      organization_id: organization.id,
      organization_name: data.organization_name,
    })
    expect(invitation.delivered_at).not.toBeNull()
    const mail = await latestMailTo(data.email)
    expect(mail?.html).toContain(data.organization_name)
    expect(registerTokenFrom(mail?.html)).toBeTruthy()
  })

  test.each([
    [
      'organization_name',
      { organization_name: '' },
      'Câmpul numele organizației este obligatoriu.',
    ],
    ['first_name', { first_name: '' }, 'Câmpul prenume este obligatoriu.'],
    ['last_name', { last_name: '' }, 'Câmpul nume este obligatoriu.'],
    ['email', { email: '' }, 'Câmpul email este obligatoriu.'],
    ['email', { email: 'nu-e-email' }, 'Introdu o adresă de email validă.'],
    ['phone_number', { phone_number: '' }, 'Câmpul telefon este obligatoriu.'],
    [
      'phone_number',
      { phone_number: '12ab' },
      'Introdu un număr de telefon valid (6–15 cifre, opțional cu + la început).',
    ],
  ])('%s: %j is refused under its field; nothing is created', async (field, change, message) => {
    const base = inviteForm()
    const { page } = await superAdmin.submit(
      'POST',
      '/organizations/invite',
      { ...base, ...change },
      { from: '/organizations/invite' }
    )
    expect(page?.component).toBe('organizations/invite')
    expect(page?.props.errors[field]).toBe(message)
    expect(page?.props.sentTo).toBeNull()
    // Other files write at the same time: whatever this request wrote would carry one of the
    // form's unique values the change left alone (the organization's name, the address, the name).
    expect(await organizationsNamed(base.organization_name)).toHaveLength(0)
    expect(
      await count('invitations', 'lower(email) = lower($1) or last_name = $2', [
        base.email,
        base.last_name,
      ])
    ).toBe(0)
  })

  test.each([
    ['an account', USER_EXISTS, async (email: string) => void (await createUser({ email }))],
    [
      'a pending invitation',
      PENDING,
      async (email: string) => void (await createInvitation({ email })),
    ],
  ])(
    'an address with %s: error under email, no organization created',
    async (_, message, setup) => {
      const data = inviteForm()
      await setup(data.email)
      const { page } = await superAdmin.submit('POST', '/organizations/invite', data, {
        from: '/organizations/invite',
      })
      expect(page?.props.errors.email).toBe(message)
      expect(await organizationsNamed(data.organization_name)).toHaveLength(0)
    }
  )

  test('an org-admin gets 403 and nothing is created; a guest goes to /login', async () => {
    const data = inviteForm()
    await expectForbidden(await orgAdmin.submit('POST', '/organizations/invite', data))
    expect(await organizationsNamed(data.organization_name)).toHaveLength(0)
    expect(await invitationsTo(data.email)).toHaveLength(0)
    await expectGuestSentToLogin('POST', '/organizations/invite')
    await expectGuestSentToLogin('GET', '/organizations/invite')
  })
})

describe('POST /organizations/{uid}/users/invite', () => {
  test('invites one more org-admin of that organization', async () => {
    const { organization } = await createOrgAdmin()
    const data = invitationForm()
    const { location, page } = await superAdmin.submit(
      'POST',
      `/organizations/${organization.uid}/users/invite`,
      data,
      { from: `/organizations/${organization.uid}/users` }
    )
    expect(location).toBe(`/organizations/${organization.uid}/users`)
    expect(page?.flash.success).toBe(`Invitația a fost trimisă către ${data.email}`)
    const [invitation] = await invitationsTo(data.email)
    expect(invitation).toMatchObject({ role: 'org-admin', organization_id: organization.id })
    expect(await latestMailTo(data.email)).toBeDefined()
  })

  test('a taken address is refused under email; nothing is written', async () => {
    const { organization } = await createOrgAdmin()
    const taken = await createUser()
    const before = await count('invitations', 'organization_id = $1', [organization.id])
    const { page } = await superAdmin.submit(
      'POST',
      `/organizations/${organization.uid}/users/invite`,
      invitationForm({ email: taken.email }),
      { from: `/organizations/${organization.uid}/users` }
    )
    expect(page?.props.errors.email).toBe(USER_EXISTS)
    expect(await invitationsTo(taken.email)).toHaveLength(0)
    expect(await count('invitations', 'organization_id = $1', [organization.id])).toBe(before)
  })

  test('an org-admin gets 403 even for their own organization; a guest goes to /login', async () => {
    const data = invitationForm()
    await expectForbidden(
      await orgAdmin.submit(
        'POST',
        `/organizations/${orgAdminSetup.organization.uid}/users/invite`,
        data
      )
    )
    expect(await invitationsTo(data.email)).toHaveLength(0)
    await expectGuestSentToLogin(
      'POST',
      `/organizations/${orgAdminSetup.organization.uid}/users/invite`
    )
  })
})

import { beforeAll, describe, expect, test } from 'vitest'
import { TestClient, signedIn } from '../support/client.ts'
import { count, createOrgAdmin, createUser, latestMailTo, sessionsOf } from '../support/db.ts'
import {
  canSignIn,
  createInvitation,
  invitationByUid,
  invitationForm,
  registerTokenFrom,
  rolesOf,
  userByEmail,
} from './helpers/users.ts'

const PASSWORD = 'parola-noua-123'

async function isPending(uid: string) {
  const invitation = await invitationByUid(uid)
  return invitation.verified_at === null
}
const form = (password = PASSWORD, confirmation = password) => ({
  password,
  password_confirmation: confirmation,
})

let organization: Awaited<ReturnType<typeof createOrgAdmin>>['organization']

beforeAll(async () => {
  const created = await createOrgAdmin()
  organization = created.organization
})

describe('GET /auth/register/{token}', () => {
  test('shows what the invitation says (organization, names, email, phone)', async () => {
    const invitation = await createInvitation({
      organizationId: organization.id,
      organizationName: organization.name,
    })
    const page = await new TestClient().visit(`/auth/register/${invitation.token}`)
    expect(page.status).toBe(200)
    expect(page.component).toBe('auth/register')
    expect(page.props.valid).toBe(true)
    expect(page.props.invitation).toEqual({
      organizationName: organization.name,
      firstName: 'Radu',
      lastName: invitation.last_name,
      email: invitation.email,
      phoneNumber: '+40733000111',
    })
  })

  test.each([
    ['an unknown link', async () => 'nu-exista-acest-token-0000000000000000000'],
    [
      'an expired link',
      async () => {
        const { token } = await createInvitation({ expiresInMinutes: -1 })
        return token
      },
    ],
    [
      'a used link',
      async () => {
        const { token } = await createInvitation({ verified: true })
        return token
      },
    ],
  ])('%s shows the "not valid" page, not an error', async (_, token) => {
    const page = await new TestClient().visit(`/auth/register/${await token()}`)
    expect(page.status).toBe(200)
    expect(page.component).toBe('auth/register')
    expect(page.props.valid).toBe(false)
    expect(page.props.invitation).toBeNull()
  })

  test('a signed-in user is sent to the dashboard', async () => {
    const invitation = await createInvitation()
    const client = await signedIn(await createUser())
    const reply = await client.request('GET', `/auth/register/${invitation.token}`, {
      inertia: true,
    })
    expect(reply.status).toBe(302)
    expect(reply.location).toBe('/')
  })
})

describe('POST /auth/register/{token}', () => {
  test('creates an active org-admin of the organization, verifies the invitation and signs in', async () => {
    const invitation = await createInvitation({
      organizationId: organization.id,
      organizationName: organization.name,
    })
    const client = new TestClient()
    const { status, location, page } = await client.submit(
      'POST',
      `/auth/register/${invitation.token}`,
      form()
    )
    expect(status).toBe(302)
    expect(location).toBe('/')
    expect(page?.component).toBe('dashboard/tenant')
    expect(page?.flash.success).toBe('Contul tău a fost creat. Bine ai venit, Radu!')
    expect(page?.props.auth.user.email).toBe(invitation.email)
    expect(page?.props.auth.organization.uid).toBe(organization.uid)

    const user = (await userByEmail(invitation.email))!
    expect(user).toMatchObject({
      first_name: 'Radu',
      last_name: invitation.last_name,
      phone_number: '+40733000111',
      status: 'active',
    })
    expect(user.verified_at).not.toBeNull()
    expect(user.password).not.toContain(PASSWORD)
    expect(await rolesOf(user.id)).toEqual([
      { name: 'org-admin', organization_id: organization.id },
    ])
    const after = await invitationByUid(invitation.uid)
    expect(after.verified_at).not.toBeNull()
    expect(after.user_id).toBe(user.id)
    // Signed in with a tagged session, like a sign-in.
    expect(await sessionsOf(user.id)).toHaveLength(1)
    expect(await canSignIn(new TestClient(), invitation.email, PASSWORD)).toBe(true)
  })

  test('an invitation without organization gives the stored role (super-admin), who sets up the second factor before being signed in', async () => {
    const invitation = await createInvitation({ role: 'super-admin' })
    const { page } = await new TestClient().submit(
      'POST',
      `/auth/register/${invitation.token}`,
      form()
    )
    // Mandatory for super-admins (docs/security.md, "Two-factor sign-in").
    expect(page?.component).toBe('auth/two_factor_enrol')
    expect(page?.props.auth.user).toBeNull()
    const user = (await userByEmail(invitation.email))!
    expect(await rolesOf(user.id)).toEqual([{ name: 'super-admin', organization_id: null }])
  })

  test('the whole flow: invited from /users/invite, registered from the e-mail link', async () => {
    const { user: admin, organization: org } = await createOrgAdmin()
    const data = invitationForm()
    const inviter = await signedIn(admin)
    await inviter.submit('POST', '/users/invite', data, { from: '/users/invite' })
    const token = registerTokenFrom((await latestMailTo(data.email))!.html)
    const client = new TestClient()
    const page = await client.visit(`/auth/register/${token}`)
    expect(page.props.invitation.organizationName).toBe(org.name)
    const { page: landed } = await client.submit('POST', `/auth/register/${token}`, form())
    expect(landed?.component).toBe('dashboard/tenant')
    const user = (await userByEmail(data.email))!
    expect(await rolesOf(user.id)).toEqual([{ name: 'org-admin', organization_id: org.id }])
  })

  test('the link is single use', async () => {
    const invitation = await createInvitation()
    await new TestClient().submit('POST', `/auth/register/${invitation.token}`, form())
    const client = new TestClient()
    const { page } = await client.submit(
      'POST',
      `/auth/register/${invitation.token}`,
      form('alta-parola-456')
    )
    expect(page?.component).toBe('auth/register')
    expect(page?.props.valid).toBe(false)
    expect(await count('users', 'lower(email) = $1', [invitation.email])).toBe(1)
    expect(await canSignIn(new TestClient(), invitation.email, 'alta-parola-456')).toBe(false)
  })

  test('an expired link creates nothing and shows the "not valid" page', async () => {
    const invitation = await createInvitation({ expiresInMinutes: -1 })
    const { page } = await new TestClient().submit(
      'POST',
      `/auth/register/${invitation.token}`,
      form()
    )
    expect(page?.component).toBe('auth/register')
    expect(page?.props.valid).toBe(false)
    expect(await userByEmail(invitation.email)).toBeUndefined()
    expect(await isPending(invitation.uid)).toBe(true)
  })

  test('a forged link creates nothing', async () => {
    const client = new TestClient()
    const { page } = await client.submit(
      'POST',
      '/auth/register/falsificat-0000000000000000000000000000000',
      form()
    )
    expect(page?.props.valid).toBe(false)
    // An account comes only from an invitation (its address): here there is none to make one
    // from, and the visitor is not signed in.
    const home = await client.request('GET', '/')
    expect(home.location).toBe('/login')
  })

  test.each([
    ['password', form('', ''), 'password', 'Câmpul parola este obligatoriu.'],
    [
      'short password',
      form('scurt12'),
      'password',
      'Câmpul parola trebuie să aibă cel puțin 8 caractere.',
    ],
    [
      'confirmation',
      form(PASSWORD, 'alta-parola-9'),
      'password_confirmation',
      'Confirmarea parolei nu se potrivește.',
    ],
  ])('%s: the error is under its field and nothing is written', async (_, data, field, message) => {
    const invitation = await createInvitation()
    const client = new TestClient()
    const { page } = await client.submit('POST', `/auth/register/${invitation.token}`, data, {
      from: `/auth/register/${invitation.token}`,
    })
    expect(page?.component).toBe('auth/register')
    expect(page?.props.valid).toBe(true)
    expect(page?.props.errors[field]).toBe(message)
    expect(await userByEmail(invitation.email)).toBeUndefined()
    expect(await isPending(invitation.uid)).toBe(true)
  })

  test('8 characters are enough', async () => {
    const invitation = await createInvitation()
    const { page } = await new TestClient().submit(
      'POST',
      `/auth/register/${invitation.token}`,
      form('opt-car8')
    )
    // A super-admin's invitation: the second factor's enrolment comes next.
    expect(page?.component).toBe('auth/two_factor_enrol')
  })

  test('an address that got an account meanwhile is refused under email', async () => {
    const invitation = await createInvitation()
    await createUser({ email: invitation.email })
    const { page } = await new TestClient().submit(
      'POST',
      `/auth/register/${invitation.token}`,
      form(),
      { from: `/auth/register/${invitation.token}` }
    )
    expect(page?.component).toBe('auth/register')
    expect(page?.props.errors.email).toBe('Există deja un cont cu această adresă de email.')
    expect(await count('users', 'lower(email) = $1', [invitation.email])).toBe(1)
    expect(await isPending(invitation.uid)).toBe(true)
  })

  test('a signed-in user cannot register', async () => {
    const invitation = await createInvitation()
    const client = await signedIn(await createUser())
    const reply = await client.request('POST', `/auth/register/${invitation.token}`, {
      body: form(),
    })
    expect(reply.status).toBe(302)
    expect(reply.location).toBe('/')
    expect(await userByEmail(invitation.email)).toBeUndefined()
  })
})

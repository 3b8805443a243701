import { DateTime } from 'luxon'
import { beforeAll, describe, expect, test } from 'vitest'
import { TestClient, signedIn } from '../support/client.ts'
import {
  count,
  createOrgAdmin,
  createUser,
  factories,
  latestMailTo,
  mailsTo,
  query,
  type TestUser,
} from '../support/db.ts'
import {
  createInvitation,
  expectForbidden,
  invitationByUid,
  invitationForm,
  invitationsTo,
  registerTokenFrom,
  sha256,
} from './helpers/users.ts'

const REQUIRED = {
  first_name: 'Câmpul prenume este obligatoriu.',
  last_name: 'Câmpul nume este obligatoriu.',
  email: 'Câmpul email este obligatoriu.',
  phone_number: 'Câmpul telefon este obligatoriu.',
}
const USER_EXISTS = 'Există deja un cont cu această adresă de email.'
const PENDING = 'Această adresă are deja o invitație în așteptare.'
const ALREADY_VERIFIED = 'Invitația a fost deja acceptată: nu mai poate fi retrimisă sau ștearsă.'

let superAdminUser: TestUser
let superAdmin: TestClient
let orgAdmin: Awaited<ReturnType<typeof createOrgAdmin>>
let orgAdminClient: TestClient
let otherOrg: Awaited<ReturnType<typeof createOrgAdmin>>
let noRole: TestClient

beforeAll(async () => {
  superAdminUser = await createUser({ role: 'super-admin' })
  superAdmin = await signedIn(superAdminUser)
  orgAdmin = await createOrgAdmin()
  orgAdminClient = await signedIn(orgAdmin.user)
  otherOrg = await createOrgAdmin()
  noRole = await signedIn(await createUser())
})

function invite(client: TestClient, data: Record<string, string>) {
  return client.submit('POST', '/users/invite', data, { from: '/users/invite' })
}

describe('GET /users/invite', () => {
  test('a super-admin sees the form and every invitation', async () => {
    const mine = await createInvitation({ invitedBy: superAdminUser.id })
    const theirs = await createInvitation({
      organizationId: otherOrg.organization.id,
      organizationName: otherOrg.organization.name,
    })
    const page = await superAdmin.visit(`/users/invite?per_page=200`)
    expect(page.status).toBe(200)
    expect(page.component).toBe('users/invite')
    expect(page.props.sentTo).toBeNull()
    const uids = page.props.invitations.map((row: { uid: string }) => row.uid)
    expect(uids).toContain(mine.uid)
    expect(uids).toContain(theirs.uid)
    const row = page.props.invitations.find((r: { uid: string }) => r.uid === mine.uid)
    expect(row).toMatchObject({
      id: mine.id,
      firstName: 'Radu',
      lastName: mine.last_name,
      email: mine.email,
      phoneNumber: '+40733000111',
      verifiedAt: null,
      expired: false,
    })
    expect(row.deliveredAt).toMatch(/^\d{4}-\d{2}-\d{2}T/)
    // Nothing secret reaches the page.
    expect(JSON.stringify(page.props.invitations)).not.toContain(mine.token_hash)
  })

  test("an org-admin sees only their organization's invitations", async () => {
    const own = await createInvitation({ organizationId: orgAdmin.organization.id })
    const foreign = await createInvitation({ organizationId: otherOrg.organization.id })
    const platform = await createInvitation()
    const page = await orgAdminClient.visit('/users/invite?per_page=200')
    expect(page.component).toBe('users/invite')
    const uids = page.props.invitations.map((row: { uid: string }) => row.uid)
    expect(uids).toContain(own.uid)
    expect(uids).not.toContain(foreign.uid)
    expect(uids).not.toContain(platform.uid)
    expect(page.props.meta.total).toBe(
      await count('invitations', 'organization_id = $1', [orgAdmin.organization.id])
    )
  })

  test('the list is searchable, sortable and paginated', async () => {
    const { organization, user } = await createOrgAdmin()
    const client = await signedIn(user)
    const { InvitationFactory } = await factories()
    for (const name of ['Charlie', 'alfa', 'Bravo']) {
      await InvitationFactory.merge({
        firstName: name,
        lastName: 'X',
        email: `${name.toLowerCase()}-${organization.uid}@example.test`,
        phoneNumber: '0700000000',
        organizationId: organization.id,
        role: 'org-admin',
        expiresAt: DateTime.now().plus({ days: 1 }),
        deliveredAt: null,
      }).create()
    }
    const sorted = await client.visit('/users/invite?sort=first_name&direction=asc')
    expect(sorted.props.invitations.map((r: { firstName: string }) => r.firstName)).toEqual([
      'alfa',
      'Bravo',
      'Charlie',
    ])
    expect(sorted.props.state).toEqual({
      sort: 'first_name',
      direction: 'asc',
      search: '',
      perPage: 10,
    })
    const searched = await client.visit('/users/invite?search=BRAV')
    expect(searched.props.invitations.map((r: { firstName: string }) => r.firstName)).toEqual([
      'Bravo',
    ])
    const paged = await client.visit(
      '/users/invite?sort=first_name&direction=desc&page=2&per_page=10'
    )
    // A page past the last one shows the last page.
    expect(paged.props.meta).toMatchObject({ currentPage: 1, total: 3, lastPage: 1 })
    expect(paged.props.invitations).toHaveLength(3)
    for (const column of [
      'id',
      'last_name',
      'email',
      'phone_number',
      'delivered_at',
      'verified_at',
    ]) {
      const page = await client.visit(`/users/invite?sort=${column}&direction=desc`)
      expect(page.props.state.sort).toBe(column)
      expect(page.props.invitations).toHaveLength(3)
    }
  })

  test('a user without a role is refused; a guest goes to /login', async () => {
    await expectForbidden(await noRole.visit('/users/invite'))
    const reply = await new TestClient().request('GET', '/users/invite', { inertia: true })
    expect(reply.status).toBe(302)
    expect(reply.location).toBe('/login')
  })
})

describe('POST /users/invite', () => {
  test('a super-admin invites a platform administrator: stored, e-mailed, confirmed', async () => {
    const data = invitationForm({ email: `Mare.${Date.now()}@Example.TEST` })
    const { status, location, page } = await invite(superAdmin, data)
    expect(status).toBe(302)
    expect(location).toBe('/users/invite')
    expect(page?.component).toBe('users/invite')
    expect(page?.props.errors).toEqual({})
    const email = data.email.toLowerCase()
    expect(page?.props.sentTo).toBe(email)

    const [row] = await invitationsTo(email)
    expect(row).toMatchObject({
      first_name: 'Ioana',
      last_name: data.last_name,
      email,
      phone_number: '+40722111222',
      organization_id: null,
      organization_name: null,
      role: 'super-admin',
      invited_by: superAdminUser.id,
      verified_at: null,
      user_id: null,
    })
    expect(row.delivered_at).not.toBeNull()
    const days = (row.expires_at.getTime() - Date.now()) / 86_400_000
    expect(days).toBeGreaterThan(6.99)
    expect(days).toBeLessThanOrEqual(7.001)

    const mail = await latestMailTo(email)
    expect(mail).toBeDefined()
    expect(mail!.subject).toBe('Invitație în Comunitate')
    expect(mail!.html).toContain('Bună, Ioana!')
    expect(mail!.html).toContain(
      `${superAdminUser.firstName} ${superAdminUser.lastName} te-a invitat`
    )
    expect(mail!.html).toContain('Linkul este valabil 7 zile și poate fi folosit o singură dată.')
    const token = registerTokenFrom(mail!.html)
    expect(mail!.html).toContain(`${superAdmin.baseUrl}/auth/register/${token}`)
    // At least 128 random bits; only the SHA-256 is stored.
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(row.token_hash).toBe(sha256(token))

    // The confirmation is shown once.
    expect(await superAdmin.propAt('/users/invite', 'sentTo')).toBeNull()
  })

  test('an org-admin invites an administrator of their organization', async () => {
    const data = invitationForm()
    const { page } = await invite(orgAdminClient, data)
    expect(page?.props.sentTo).toBe(data.email)
    const [row] = await invitationsTo(data.email)
    expect(row).toMatchObject({
      organization_id: orgAdmin.organization.id,
      organization_name: orgAdmin.organization.name,
      role: 'org-admin',
      invited_by: orgAdmin.user.id,
    })
    const mail = await latestMailTo(data.email)
    expect(mail!.html).toContain(orgAdmin.organization.name)
  })

  test.each(Object.entries(REQUIRED))('%s is required', async (field, message) => {
    const data = invitationForm({ [field]: '' })
    const { page } = await invite(superAdmin, data)
    expect(page?.component).toBe('users/invite')
    expect(page?.props.errors[field]).toBe(message)
    expect(Object.keys(page?.props.errors ?? {})).toEqual([field])
    expect(page?.props.sentTo).toBeNull()
    expect(await count('invitations', 'last_name = $1', [data.last_name])).toBe(0)
    if (data.email) expect(await mailsTo(data.email)).toHaveLength(0)
  })

  test('every field missing reports every field', async () => {
    const { page } = await invite(superAdmin, {})
    expect(page?.props.errors).toEqual(REQUIRED)
  })

  test('the email must be an email address', async () => {
    const data = invitationForm({ email: 'nu-este-email' })
    const { page } = await invite(superAdmin, data)
    expect(page?.props.errors.email).toBe('Introdu o adresă de email validă.')
    expect(await count('invitations', 'last_name = $1', [data.last_name])).toBe(0)
  })

  test('the phone must be a phone number', async () => {
    const data = invitationForm({ phone_number: 'abc' })
    const { page } = await invite(superAdmin, data)
    expect(page?.props.errors.phone_number).toBe(
      'Introdu un număr de telefon valid (6–15 cifre, opțional cu + la început).'
    )
    expect(await count('invitations', 'last_name = $1', [data.last_name])).toBe(0)
  })

  test('an address that already has an account is refused (case ignored)', async () => {
    const existing = await createUser()
    const data = invitationForm({ email: existing.email.toUpperCase() })
    const { page } = await invite(superAdmin, data)
    expect(page?.props.errors.email).toBe(USER_EXISTS)
    expect(await invitationsTo(existing.email)).toHaveLength(0)
    expect(await mailsTo(existing.email)).toHaveLength(0)
  })

  test('an address with a pending invitation is refused, even from another organization', async () => {
    const pending = await createInvitation({ organizationId: otherOrg.organization.id })
    const { page } = await invite(orgAdminClient, invitationForm({ email: pending.email }))
    expect(page?.props.errors.email).toBe(PENDING)
    expect(await invitationsTo(pending.email)).toHaveLength(1)
    expect(await mailsTo(pending.email)).toHaveLength(0)
  })

  test('an expired but pending invitation still blocks (resend it instead)', async () => {
    const expired = await createInvitation({ expiresInMinutes: -10 })
    const { page } = await invite(superAdmin, invitationForm({ email: expired.email }))
    expect(page?.props.errors.email).toBe(PENDING)
  })

  test('an address whose invitation was accepted is refused as an existing account', async () => {
    const user = await createUser()
    await createInvitation({ email: user.email, verified: true })
    const { page } = await invite(superAdmin, invitationForm({ email: user.email }))
    expect(page?.props.errors.email).toBe(USER_EXISTS)
  })

  test('a user without a role is refused and nothing is written', async () => {
    const data = invitationForm()
    const reply = await noRole.submit('POST', '/users/invite', data)
    await expectForbidden(reply)
    expect(await invitationsTo(data.email)).toHaveLength(0)
    expect(await mailsTo(data.email)).toHaveLength(0)
  })

  test('a guest goes to /login and nothing is written', async () => {
    const data = invitationForm()
    const reply = await new TestClient().request('POST', '/users/invite', { body: data })
    expect(reply.status).toBe(302)
    expect(reply.location).toBe('/login')
    expect(await invitationsTo(data.email)).toHaveLength(0)
  })
})

describe('POST /users/invite/{uid}/resend', () => {
  test('sends a new link: the old one stops working, delivered_at is updated', async () => {
    const data = invitationForm()
    await invite(superAdmin, data)
    const [before] = await invitationsTo(data.email)
    const oldToken = registerTokenFrom((await latestMailTo(data.email))!.html)
    await query(
      `update invitations set delivered_at = now() - interval '2 days', expires_at = now() + interval '1 day' where id = $1`,
      [before.id]
    )

    const { status, page } = await superAdmin.submit(
      'POST',
      `/users/invite/${before.uid}/resend`,
      {},
      { from: '/users/invite' }
    )
    expect(status).toBe(302)
    expect(page?.component).toBe('users/invite')
    expect(page?.flash.success).toBe(`Invitația a fost retrimisă către ${data.email}.`)

    const mails = await mailsTo(data.email)
    expect(mails).toHaveLength(2)
    const newToken = registerTokenFrom(mails[1].html)
    expect(newToken).not.toBe(oldToken)
    const after = await invitationByUid(before.uid)
    expect(after.token_hash).toBe(sha256(newToken))
    expect(after.delivered_at!.getTime()).toBeGreaterThan(Date.now() - 60_000)
    expect((after.expires_at.getTime() - Date.now()) / 86_400_000).toBeGreaterThan(6.99)

    expect(await new TestClient().propAt(`/auth/register/${oldToken}`, 'valid')).toBe(false)
    expect(await new TestClient().propAt(`/auth/register/${newToken}`, 'valid')).toBe(true)
  })

  test('an org-admin resends an invitation of their organization', async () => {
    const invitation = await createInvitation({ organizationId: orgAdmin.organization.id })
    const { page } = await orgAdminClient.submit(
      'POST',
      `/users/invite/${invitation.uid}/resend`,
      {},
      { from: '/users/invite' }
    )
    expect(page?.flash.success).toBeTruthy()
    expect(await mailsTo(invitation.email)).toHaveLength(1)
  })

  test('a verified invitation is refused and left as it was', async () => {
    const invitation = await createInvitation({ verified: true })
    const { page } = await superAdmin.submit(
      'POST',
      `/users/invite/${invitation.uid}/resend`,
      {},
      { from: '/users/invite' }
    )
    expect(page?.flash.error).toBe(ALREADY_VERIFIED)
    expect(await mailsTo(invitation.email)).toHaveLength(0)
    const unchanged = await invitationByUid(invitation.uid)
    expect(unchanged.token_hash).toBe(invitation.token_hash)
  })

  test("another organization's invitation is not found for an org-admin", async () => {
    const invitation = await createInvitation({ organizationId: otherOrg.organization.id })
    const platform = await createInvitation()
    for (const uid of [invitation.uid, platform.uid]) {
      const { status, page } = await orgAdminClient.submit(
        'POST',
        `/users/invite/${uid}/resend`,
        {}
      )
      expect(status).toBe(404)
      expect(page?.component).toBe('errors/not_found')
    }
    expect(await mailsTo(invitation.email)).toHaveLength(0)
    const unchanged = await invitationByUid(invitation.uid)
    expect(unchanged.token_hash).toBe(invitation.token_hash)
  })

  test('an unknown or malformed uid is not found', async () => {
    for (const uid of ['00000000-0000-0000-0000-000000000000', 'nu-e-uid']) {
      const { status } = await superAdmin.submit('POST', `/users/invite/${uid}/resend`, {})
      expect(status).toBe(404)
    }
  })

  test('a user without a role is refused; a guest goes to /login', async () => {
    const invitation = await createInvitation()
    await expectForbidden(await noRole.submit('POST', `/users/invite/${invitation.uid}/resend`, {}))
    const reply = await new TestClient().request('POST', `/users/invite/${invitation.uid}/resend`)
    expect(reply.status).toBe(302)
    expect(reply.location).toBe('/login')
    expect(await mailsTo(invitation.email)).toHaveLength(0)
  })
})

describe('DELETE /users/invite/{uid}/destroy', () => {
  test('deletes a pending invitation; its link stops working', async () => {
    const invitation = await createInvitation()
    const { status, page } = await superAdmin.submit(
      'DELETE',
      `/users/invite/${invitation.uid}/destroy`,
      undefined,
      { from: '/users/invite' }
    )
    // Inertia turns a redirect after DELETE into 303 (See Other).
    expect(status).toBe(303)
    expect(page?.component).toBe('users/invite')
    expect(page?.flash.success).toBe(`Invitația către ${invitation.email} a fost ștearsă.`)
    expect(await invitationByUid(invitation.uid)).toBeUndefined()
    expect(await new TestClient().propAt(`/auth/register/${invitation.token}`, 'valid')).toBe(false)
  })

  test('an org-admin deletes an invitation of their organization', async () => {
    const invitation = await createInvitation({ organizationId: orgAdmin.organization.id })
    const { page } = await orgAdminClient.submit(
      'DELETE',
      `/users/invite/${invitation.uid}/destroy`,
      undefined,
      { from: '/users/invite' }
    )
    expect(page?.flash.success).toBeTruthy()
    expect(await invitationByUid(invitation.uid)).toBeUndefined()
  })

  test('a verified invitation is refused and kept', async () => {
    const invitation = await createInvitation({ verified: true })
    const { page } = await superAdmin.submit(
      'DELETE',
      `/users/invite/${invitation.uid}/destroy`,
      undefined,
      { from: '/users/invite' }
    )
    expect(page?.flash.error).toBe(ALREADY_VERIFIED)
    expect(await invitationByUid(invitation.uid)).toBeDefined()
  })

  test("another organization's invitation is not found for an org-admin", async () => {
    const invitation = await createInvitation({ organizationId: otherOrg.organization.id })
    const { status, page } = await orgAdminClient.submit(
      'DELETE',
      `/users/invite/${invitation.uid}/destroy`
    )
    expect(status).toBe(404)
    expect(page?.component).toBe('errors/not_found')
    expect(await invitationByUid(invitation.uid)).toBeDefined()
  })

  test('a user without a role is refused; a guest goes to /login', async () => {
    const invitation = await createInvitation()
    await expectForbidden(await noRole.submit('DELETE', `/users/invite/${invitation.uid}/destroy`))
    const reply = await new TestClient().request(
      'DELETE',
      `/users/invite/${invitation.uid}/destroy`
    )
    expect(reply.status).toBe(302)
    expect(reply.location).toBe('/login')
    expect(await invitationByUid(invitation.uid)).toBeDefined()
  })
})

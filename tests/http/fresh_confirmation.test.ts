/**
 * Fresh confirmation (docs/security.md, "Fresh confirmation"): each protected route refuses a
 * session without a recent password or code (nothing done) and works once confirmed; the
 * confirmation's answers (a wrong password or code under its field, the rate limit); the window
 * on a server whose window is 3 seconds (FRESH_CONFIRMATION_MINUTES=0.05). The clients here sign
 * in with `{ confirm: false }`; every other test's sign-in confirms at once (TestClient.login).
 */
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import { TestClient, signedIn } from '../support/client.ts'
import {
  createCommunity,
  createOrgAdmin,
  createOrganization,
  createUser,
  currentTwoFactorCode,
  enrolTwoFactor,
  query,
} from '../support/db.ts'
import { startAppServer } from '../support/stack.ts'
import { totpCode } from '../../app/services/two_factor/totp.ts'
import { createContact, createList } from './helpers/contacts.ts'
import { createSegment } from './helpers/segments.ts'
import { createEvent } from './helpers/events.ts'
import { invitationForm } from './helpers/users.ts'

const REQUIRED = 'Confirmă-ți identitatea (parola sau codul) ca să continui.'

let admin: Awaited<ReturnType<typeof createUser>>
let world: Awaited<ReturnType<typeof createOrgAdmin>>

beforeAll(async () => {
  admin = await createUser({ role: 'super-admin' })
  world = await createOrgAdmin()
})

/** A client signed in without the confirmation (as a user whose last one is past). */
const unconfirmed = (user: { email: string; password: string }) =>
  signedIn(user, false, { confirm: false })

async function one(sql: string, params: unknown[]) {
  const rows = await query(sql, params)
  return rows[0]
}

/** The status of a reply. */
async function statusOf(reply: Promise<{ status: number }>) {
  const { status } = await reply
  return status
}

/** GET /confirmation's answer. */
async function stateOf(client: TestClient) {
  const reply = await client.request('GET', '/confirmation', { json: true })
  return reply.json() as { fresh: boolean; until: string | null; twoFactor: boolean }
}

async function statusOfUser(id: number) {
  const row = await one(`select status from users where id = $1`, [id])
  return row.status
}

describe('the protected routes refuse without a fresh confirmation, and go on once confirmed', () => {
  test('ANAF credentials: set and remove', async () => {
    const organization = await createOrganization()
    const path = `/organizations/${organization.uid}/efactura`
    const client = await unconfirmed(admin)
    const body = { client_id: 'c', client_secret: 's', refresh_token: 'r' }
    const set = await client.submit('POST', path, body, { from: path })
    expect(set.page?.props.errors.confirmation).toBe(REQUIRED)
    const removed = await client.submit('DELETE', path, {}, { from: path })
    expect(removed.page?.props.errors.confirmation).toBe(REQUIRED)
    expect(
      await query(`select 1 from anaf_credentials where organization_id = $1`, [organization.id])
    ).toEqual([])

    expect(await statusOf(client.confirm(admin.password))).toBe(200)
    // Past the confirmation: the handler runs (ANAF, unreachable from here, refuses the check).
    const again = await client.submit('POST', path, body, { from: path })
    expect(again.page?.props.errors.confirmation).toBeUndefined()
    const removedAgain = await client.submit('DELETE', path, {}, { from: path })
    expect(removedAgain.page?.props.errors.confirmation).toBeUndefined()
    expect(removedAgain.page?.flash.success).toBe('Credențialele ANAF au fost șterse.')
  })

  test("a user's role or status (the user edit form)", async () => {
    const target = await createUser({ role: 'org-admin' })
    const client = await unconfirmed(admin)
    const form = {
      first_name: 'Maria',
      last_name: target.lastName,
      phone_number: '+40755000111',
      email: target.email,
      password: '',
      password_confirmation: '',
      status: 'inactive',
    }
    const path = `/administrare/users/${target.uid}/edit`
    const refused = await client.submit('POST', path, form, { from: path })
    expect(refused.page?.props.errors.confirmation).toBe(REQUIRED)
    expect(await statusOfUser(target.id)).toBe('active')

    await client.confirm({ code: await currentTwoFactorCode(admin.email) })
    const done = await client.submit('POST', path, form, { from: path })
    expect(done.page?.props.errors?.confirmation).toBeUndefined()
    expect(await statusOfUser(target.id)).toBe('inactive')
  })

  test('turning 2FA off: without a code or password in the form, a fresh confirmation stands in', async () => {
    const { user } = await createOrgAdmin()
    await enrolTwoFactor(user.id)
    const client = await unconfirmed(user)
    const refused = await client.submit(
      'DELETE',
      '/my-account/two-factor',
      {},
      { from: '/my-account' }
    )
    expect(refused.page?.props.errors.code).toBe('Introdu codul din aplicație sau parola.')
    const on = () => one(`select two_factor_enabled_at as on from users where id = $1`, [user.id])
    expect(await on()).toMatchObject({ on: expect.any(Date) })

    await client.confirm(user.password)
    const done = await client.submit(
      'DELETE',
      '/my-account/two-factor',
      {},
      { from: '/my-account' }
    )
    expect(done.page?.flash.success).toBe('Verificarea în doi pași a fost dezactivată.')
    expect(await on()).toEqual({ on: null })
  })

  test('creating a user with a role (a super-admin or an org-admin)', async () => {
    const client = await unconfirmed(admin)
    const email = `nou.${Math.random().toString(36).slice(2)}@example.test`
    const data = {
      name: 'Ana Nouă',
      email,
      phone_number: '+40755000222',
      role: 'super-admin',
      password: 'parola-admin-1',
      password_confirmation: 'parola-admin-1',
    }
    const from = '/administrare/users'
    const refused = await client.submit('POST', '/administrare/users', data, { from })
    expect(refused.page?.props.errors.confirmation).toBe(REQUIRED)
    const created = () => one(`select count(*)::int as n from users where email = $1`, [email])
    expect(await created()).toEqual({ n: 0 })

    await client.confirm(admin.password)
    const done = await client.submit('POST', '/administrare/users', data, { from })
    expect(done.page?.props.errors?.confirmation).toBeUndefined()
    expect(await created()).toEqual({ n: 1 })
  })

  test('an invitation (it gives its account a role): the three ways to send one', async () => {
    const organization = await createOrganization()
    const invited = (email: string) =>
      one(`select count(*)::int as n from invitations where lower(email) = lower($1)`, [email])
    const sends = [
      { client: admin, path: '/users/invite', from: '/users/invite', extra: {} },
      {
        client: admin,
        path: '/organizations/invite',
        from: '/organizations/invite',
        extra: { organization_name: `Org ${Math.random().toString(36).slice(2)}` },
      },
      {
        client: admin,
        path: `/organizations/${organization.uid}/users/invite`,
        from: `/organizations/${organization.uid}/users`,
        extra: {},
      },
      { client: world.user, path: '/users/invite', from: '/users/invite', extra: {} },
    ]
    for (const send of sends) {
      const client = await unconfirmed(send.client)
      const data = { ...invitationForm(), ...send.extra }
      const refused = await client.submit('POST', send.path, data, { from: send.from })
      expect(refused.page?.props.errors.confirmation, send.path).toBe(REQUIRED)
      expect(await invited(data.email), send.path).toEqual({ n: 0 })

      await client.confirm(send.client.password)
      const done = await client.submit('POST', send.path, data, { from: send.from })
      expect(done.page?.props.errors?.confirmation, send.path).toBeUndefined()
      expect(await invited(data.email), send.path).toEqual({ n: 1 })
    }
  })

  test("a super-admin's reset of another user's second factor", async () => {
    const { user: target } = await createOrgAdmin()
    await enrolTwoFactor(target.id)
    const [{ uid }] = await query<{ uid: string }>(`select uid from users where id = $1`, [
      target.id,
    ])
    const client = await unconfirmed(admin)
    const path = `/administrare/users/${uid}/two-factor`
    const from = `/administrare/users/${uid}/edit`
    const refused = await client.submit('DELETE', path, undefined, { from })
    expect(refused.page?.props.errors.confirmation).toBe(REQUIRED)
    const on = () => one(`select two_factor_enabled_at as on from users where id = $1`, [target.id])
    expect(await on()).toMatchObject({ on: expect.any(Date) })

    await client.confirm(admin.password)
    const done = await client.submit('DELETE', path, undefined, { from })
    expect(done.page?.flash.success).toBe(
      'Verificarea în doi pași a utilizatorului a fost resetată.'
    )
    expect(await on()).toEqual({ on: null })
  })

  test("an organization's mandatory second factor, on or off (it changes every admin's sign-in)", async () => {
    const { organization } = await createOrgAdmin()
    const client = await unconfirmed(admin)
    const path = `/organizations/${organization.uid}/two-factor`
    const from = `/organizations/${organization.uid}/users`
    const required = async () => {
      const row = await one(`select two_factor_required as on from organizations where id = $1`, [
        organization.id,
      ])
      return row.on
    }
    const refused = await client.submit('POST', path, { two_factor_required: true }, { from })
    expect(refused.page?.props.errors.confirmation).toBe(REQUIRED)
    expect(await required()).toBe(false)

    await client.confirm(admin.password)
    await client.submit('POST', path, { two_factor_required: true }, { from })
    expect(await required()).toBe(true)
    await client.submit('POST', path, { two_factor_required: false }, { from })
    expect(await required()).toBe(false)
  })

  test('turning 2FA on: refused without a fresh confirmation (a borrowed session cannot lock the owner out)', async () => {
    const { user } = await createOrgAdmin()
    const client = await unconfirmed(user)
    const enrolment = await client.propAt('/my-account/two-factor', 'enrolment')
    const secret = (enrolment.secret as string).replaceAll(' ', '')
    const refused = await client.submit(
      'POST',
      '/my-account/two-factor',
      { code: totpCode(secret) },
      { from: '/my-account/two-factor' }
    )
    expect(refused.page?.props.errors.confirmation).toBe(REQUIRED)
    const on = () => one(`select two_factor_enabled_at as on from users where id = $1`, [user.id])
    expect(await on()).toEqual({ on: null })

    await client.confirm(user.password)
    const done = await client.submit(
      'POST',
      '/my-account/two-factor',
      { code: totpCode(secret) },
      { from: '/my-account/two-factor' }
    )
    expect(done.location).toBe('/my-account/two-factor/recovery-codes')
    expect(await on()).toMatchObject({ on: expect.any(Date) })
  })

  test('exporting contacts (all, a list, a segment), an event’s attendees or the audit log: a link goes back with the message; JSON gets 403', async () => {
    const event = await createEvent(world.community.id, { name: 'Gala confirmării' })
    // A list or a segment can hold the whole base (an import's list): its export asks the same.
    const list = await createList(world.community.id)
    const segment = await createSegment(world.community.id)
    const paths = [
      '/contacts/export/csv',
      `/lists/${list.uid}/export/csv`,
      `/segments/${segment.uid}/contacts/export/csv`,
      `/events/${event.uid}/attendees/export/csv`,
      '/audit/export/csv',
    ]
    const client = await unconfirmed(world.user)
    // The audit log's export too: its entries hold the contacts' fields before → after.
    for (const path of paths) {
      const link = await client.request('GET', path, {
        headers: { referer: `${client.baseUrl}/contacts` },
      })
      expect(link.status).toBe(302)
      expect(new URL(link.location!, client.baseUrl).pathname).toBe('/contacts')
      expect(link.headers.get('content-disposition')).toBeNull()
      const back = await client.visit('/contacts')
      expect(back.flash.error).toBe(REQUIRED)
      const json = await client.request('GET', path, { json: true })
      expect(json.status).toBe(403)
      expect(json.json()).toEqual({
        errors: [{ code: 'E_CONFIRMATION_REQUIRED', message: REQUIRED }],
      })
    }

    await client.confirm(world.user.password)
    for (const path of paths) {
      const file = await client.request('GET', path)
      expect(file.status).toBe(200)
      expect(file.headers.get('content-disposition')).toContain('attachment')
    }
  })

  test('deleting an organization or a community', async () => {
    const organization = await createOrganization()
    const withCommunity = await createOrganization()
    const community = await createCommunity(withCommunity.id)
    const client = await unconfirmed(admin)
    const refusedOrganization = await client.submit(
      'DELETE',
      `/organizations/${organization.uid}`,
      undefined,
      {
        from: '/organizations',
      }
    )
    expect(refusedOrganization.page?.props.errors.confirmation).toBe(REQUIRED)
    const refusedCommunity = await client.submit(
      'DELETE',
      `/communities/${community.uid}`,
      undefined,
      {
        from: '/organizations',
      }
    )
    expect(refusedCommunity.page?.props.errors.confirmation).toBe(REQUIRED)
    const organizationRow = () =>
      one(`select * from organizations where id = $1`, [organization.id])
    const communityRow = () => one(`select * from communities where id = $1`, [community.id])
    expect(await organizationRow()).toMatchObject({ id: organization.id })
    expect(await organizationRow()).toBeDefined()
    expect(await communityRow()).toMatchObject({ id: community.id })
    expect(await communityRow()).toBeDefined()

    await client.confirm(admin.password)
    const deleted = await client.submit('DELETE', `/organizations/${organization.uid}`, undefined, {
      from: '/organizations',
    })
    expect(deleted.page?.flash.success).toEqual(expect.any(String))
    const gone = await organizationRow()
    expect(!gone || !!gone.deleted_at).toBe(true)
    const deletedCommunity = await client.submit(
      'DELETE',
      `/communities/${community.uid}`,
      undefined,
      {
        from: '/organizations',
      }
    )
    expect(deletedCommunity.page?.flash.success).toEqual(expect.any(String))
    const goneCommunity = await communityRow()
    expect(!goneCommunity || !!goneCommunity.deleted_at).toBe(true)
  })

  test('erasing a contact (GDPR): refused keeps the contact; confirmed, the erasure is done', async () => {
    const contact = await createContact(world.community.id, {
      first_name: 'Ioana',
      last_name: 'Păstrată',
    })
    const client = await unconfirmed(world.user)
    const body = {
      requester_name: 'Ioana',
      received_on: new Date().toISOString().slice(0, 10),
      note: '',
    }
    const from = `/contacts/${contact.uid}`
    const refused = await client.submit('POST', `/contacts/${contact.uid}/erase`, body, { from })
    expect(refused.page?.props.errors.confirmation).toBe(REQUIRED)
    const row = () => one(`select first_name, erased_at from contacts where id = $1`, [contact.id])
    expect(await row()).toEqual({ first_name: 'Ioana', erased_at: null })

    await client.confirm(world.user.password)
    const done = await client.submit('POST', `/contacts/${contact.uid}/erase`, body, { from })
    expect(done.page?.props.errors?.confirmation).toBeUndefined()
    expect(await row()).toMatchObject({ erased_at: expect.any(Date) })
  })
})

describe('POST /confirmation', () => {
  test('GET says whether it is fresh and what the dialog asks', async () => {
    const client = await unconfirmed(admin)
    const before = await client.request('GET', '/confirmation', { json: true })
    expect(before.json()).toEqual({ fresh: false, until: null, twoFactor: true })
    await client.confirm(admin.password)
    const after = await stateOf(client)
    expect(after.fresh).toBe(true)
    const left = new Date(after.until ?? 0).getTime() - Date.now()
    expect(left).toBeGreaterThan(4 * 60_000)
    expect(left).toBeLessThanOrEqual(5 * 60_000)
  })

  test('a wrong password or code: 422 under the field, still not fresh', async () => {
    const { user } = await createOrgAdmin()
    await enrolTwoFactor(user.id)
    const client = await unconfirmed(user)
    const password = await client.confirm('nu-e-parola')
    expect(password.status).toBe(422)
    expect(password.json().errors).toEqual([
      expect.objectContaining({ field: 'password', message: 'Parola nu este corectă.' }),
    ])
    const code = await client.confirm({ code: '000000' })
    expect(code.status).toBe(422)
    expect(code.json().errors).toEqual([
      expect.objectContaining({
        field: 'code',
        message: 'Codul nu este valid sau a fost deja folosit.',
      }),
    ])
    const none = await client.request('POST', '/confirmation', { body: {}, json: true })
    expect(none.status).toBe(422)
    expect(await stateOf(client)).toMatchObject({ fresh: false })
  })

  test('rate-limited like the sign-in: after 5 wrong tries even the right password is refused', async () => {
    const { user } = await createOrgAdmin()
    const client = await unconfirmed(user)
    for (let i = 0; i < 5; i++) expect(await statusOf(client.confirm('greșită'))).toBe(422)
    const right = await client.confirm(user.password)
    expect(right.status).toBe(422)
    expect(right.json().errors[0]).toMatchObject({ field: 'password', rule: 'throttle' })
    expect(await stateOf(client)).toMatchObject({ fresh: false })
  })

  test('10 wrong passwords sent at once: only 5 are checked, the rest refused as too many', async () => {
    const { user } = await createOrgAdmin()
    const client = await unconfirmed(user)
    const replies = await Promise.all(
      Array.from({ length: 10 }, (_, i) => client.confirm(`greșită-${i}`))
    )
    const rules = replies.map((reply) => reply.json().errors[0].rule)
    expect(rules.filter((rule) => rule === 'password')).toHaveLength(5)
    expect(rules.filter((rule) => rule === 'throttle')).toHaveLength(5)
    const right = await client.confirm(user.password)
    expect(right.json().errors[0]).toMatchObject({ field: 'password', rule: 'throttle' })
  })

  test("one user's confirmation is not the next one's in the same browser (signed out, then another signs in)", async () => {
    const client = await signedIn(world.user)
    expect(await stateOf(client)).toMatchObject({ fresh: true })
    await client.submit('POST', '/logout', {})
    const { user: next } = await createOrgAdmin()
    await client.login(next.email, next.password, false, { confirm: false })
    expect(await stateOf(client)).toMatchObject({ fresh: false })
    const reply = await client.request('GET', '/contacts/export/csv', { json: true })
    expect(reply.status).toBe(403)
  })

  test('a guest: 401 as JSON, nothing else', async () => {
    const guest = new TestClient()
    expect(
      await statusOf(
        guest.request('POST', '/confirmation', { body: { password: 'x' }, json: true })
      )
    ).toBe(401)
  })
})

describe('the window of 5 minutes, the clock moved on by moving the confirmation back', () => {
  /** The session's confirmation set `ago` milliseconds before now (as if the clock moved on). The
   * database store keeps the session's values under `message`, as they are. */
  async function confirmedAgo(userId: number, ago: number) {
    const rows = await query(
      `update sessions set data = jsonb_set(data::jsonb, '{message,confirmed_at}', to_jsonb($2::bigint))::text
        where user_id = $1 and ended_at is null returning id`,
      [String(userId), Date.now() - ago]
    )
    expect(rows).toHaveLength(1)
  }

  test('4 min 59 s later it still counts, 5 min 1 s later it no longer does; a new one counts again', async () => {
    const fresh = await createOrgAdmin()
    const client = await signedIn(fresh.user)
    await confirmedAgo(fresh.user.id, 4 * 60_000 + 59_000)
    expect(await statusOf(client.request('GET', '/contacts/export/csv'))).toBe(200)
    expect(await stateOf(client)).toMatchObject({ fresh: true })

    await confirmedAgo(fresh.user.id, 5 * 60_000 + 1_000)
    const late = await client.request('GET', '/contacts/export/csv', { json: true })
    expect(late.status).toBe(403)
    expect(late.json()).toEqual({
      errors: [{ code: 'E_CONFIRMATION_REQUIRED', message: REQUIRED }],
    })
    expect(await stateOf(client)).toMatchObject({ fresh: false, until: null })

    await client.confirm(fresh.user.password)
    expect(await statusOf(client.request('GET', '/contacts/export/csv'))).toBe(200)
  })
})

describe('the window (a server whose window is 3 seconds)', () => {
  let app: Awaited<ReturnType<typeof startAppServer>>
  beforeAll(async () => {
    app = await startAppServer(inject('databaseUrl'), { FRESH_CONFIRMATION_MINUTES: '0.05' })
  })
  afterAll(async () => {
    await app?.stop()
  })

  test('a confirmation older than the window no longer counts', async () => {
    const client = new TestClient(app.baseUrl)
    await client.login(world.user.email, world.user.password)
    expect(await statusOf(client.request('GET', '/contacts/export/csv'))).toBe(200)
    await new Promise((resolve) => setTimeout(resolve, 3_200))
    const late = await client.request('GET', '/contacts/export/csv', { json: true })
    expect(late.status).toBe(403)
    expect(await stateOf(client)).toMatchObject({ fresh: false })
  })
})

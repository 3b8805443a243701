/**
 * Two-factor sign-in (docs/security.md, "Two-factor sign-in"): the second step after the
 * password, the mandatory enrolment, My account's enrolment, new recovery codes and turning it
 * off, a super-admin's reset and an organization's switch; each way around the second step tried
 * and refused.
 */
import { describe, expect, test } from 'vitest'
import { TestClient, signedIn } from '../support/client.ts'
import {
  count,
  createOrgAdmin,
  createUser,
  currentTwoFactorCode,
  enrolTwoFactor,
  factories,
  query,
  rowById,
  updateSessionValues,
  type TestUser,
} from '../support/db.ts'
import { totpCode } from '../../app/services/two_factor/totp.ts'

const INVALID = 'Codul nu este valid sau a fost deja folosit.'
const CODE_REQUIRED = 'Câmpul cod este obligatoriu.'
const THROTTLED = 'Prea multe coduri greșite. Încearcă din nou peste 15 minute.'
const CODE_OR_PASSWORD = 'Introdu codul din aplicație sau parola.'
const WRONG_PASSWORD = 'Parola nu este corectă.'
const EXPIRED = 'Verificarea a expirat. Autentifică-te din nou.'
const ENROL_NEEDS_PASSWORD = 'Ca să configurezi verificarea în doi pași, autentifică-te cu parola.'
const MANDATORY =
  'Verificarea în doi pași este obligatorie pentru contul tău și nu poate fi dezactivată.'

type TwoFactorRow = {
  two_factor_secret: string | null
  two_factor_enabled_at: Date | null
  two_factor_last_step: string | null
  two_factor_recovery_codes: string[] | null
}

async function twoFactorOf(userId: number) {
  const row = await rowById<TwoFactorRow>('users', userId)
  return {
    secret: row.two_factor_secret,
    enabledAt: row.two_factor_enabled_at,
    lastStep: row.two_factor_last_step,
    recoveryCodes: row.two_factor_recovery_codes,
  }
}

/** The secret the enrolment page shows (grouped by four, as the user reads it). */
async function enrolmentSecret(client: TestClient, path: string) {
  const enrolment = await client.propAt(path, 'enrolment')
  return enrolment.secret as string
}

/** Where a form sent the browser. */
async function locationAfter(client: TestClient, method: string, path: string, data: unknown) {
  const reply = await client.submit(method, path, data)
  return reply.location
}

/** The error a form came back with under `field`. */
async function errorAfter(
  client: TestClient,
  method: string,
  path: string,
  data: unknown,
  field: string
) {
  const reply = await client.submit(method, path, data)
  return reply.page?.props.errors[field]
}

/** Where a request (no redirect followed) was sent. */
async function locationOf(client: TestClient, method: string, path: string, body?: unknown) {
  const reply = await client.request(method, path, { inertia: true, body })
  return reply.location
}

/** One of the user's second-factor columns, as stored. */
async function storedOf<Key extends keyof Awaited<ReturnType<typeof twoFactorOf>>>(
  userId: number,
  key: Key
) {
  const stored = await twoFactorOf(userId)
  return stored[key]
}

/** New recovery codes asked on My account (the code or the password in `data`). */
function newRecoveryCodes(client: TestClient, data: Record<string, unknown>) {
  return client.submit('POST', '/my-account/two-factor/recovery-codes', data, {
    from: '/my-account',
  })
}

/** The second factor turned off on My account (the code or the password in `data`). */
function turnOff(client: TestClient, data: Record<string, unknown>) {
  return client.submit('DELETE', '/my-account/two-factor', data, { from: '/my-account' })
}

/** A six-digit code that is none of the secret's codes around now. */
function wrongCode(secret: string) {
  const near = new Set([-60, -30, 0, 30, 60].map((s) => totpCode(secret, Date.now() + s * 1000)))
  for (let n = 0; ; n++) {
    const code = String(n).padStart(6, '0')
    if (!near.has(code)) return code
  }
}

/** Password sent: the second step is waiting, the client still a guest. */
/** The waiting second step is over: the right code is refused, back to /login, not signed in. */
async function expectSecondStepEnded(client: TestClient, email: string) {
  const code = await currentTwoFactorCode(email)
  const { location, page } = await client.submit('POST', '/login/two-factor', { code })
  expect(location).toBe('/login')
  expect(page?.flash.error).toBe(EXPIRED)
  const home = await client.request('GET', '/', { inertia: true })
  expect(home.location).toBe('/login')
}

async function afterPassword(user: { email: string; password: string }, remember = false) {
  const client = new TestClient()
  const reply = await client.submit('POST', '/login', {
    email: user.email,
    password: user.password,
    remember,
  })
  expect(reply.location).toBe('/login/two-factor')
  return client
}

async function expectGuestWaiting(client: TestClient) {
  const home = await client.request('GET', '/', { inertia: true })
  expect(home.status).toBe(302)
  expect(home.location).toBe('/login/two-factor')
}

async function expectGuest(client: TestClient) {
  const home = await client.request('GET', '/', { inertia: true })
  expect(home.status).toBe(302)
  expect(home.location).toBe('/login')
}

async function expectSignedInAs(client: TestClient, user: TestUser) {
  const page = await client.visit('/my-account')
  expect(page.component).toBe('account/index')
  expect(page.props.auth.user.email).toBe(user.email)
}

/** An org-admin without a second factor whose organization requires one. */
async function orgAdminOfRequiringOrganization() {
  const { user, organization } = await createOrgAdmin()
  await query('update organizations set two_factor_required = true where id = $1', [
    organization.id,
  ])
  return { user, organization }
}

describe('POST /login with a second factor', () => {
  test('the password alone signs nobody in: the second step waits, every page sends there', async () => {
    const user = await createUser({ role: 'super-admin' })
    const client = await afterPassword(user)
    await expectGuestWaiting(client)
    const page = await client.visit('/login/two-factor')
    expect(page.component).toBe('auth/two_factor')
    expect(page.props.auth.user).toBeNull()
    // A JSON call gets its 401, not the page.
    const json = await client.request('GET', '/my-account', { json: true })
    expect(json.status).toBe(401)
  })

  test('an org-admin without it (not required) signs in with the password alone', async () => {
    const { user } = await createOrgAdmin()
    const client = new TestClient()
    const { location } = await client.submit('POST', '/login', {
      email: user.email,
      password: user.password,
    })
    expect(location).toBe('/')
    await expectSignedInAs(client, user)
  })

  test('an org-admin who turned it on is asked for it too (optional, but on)', async () => {
    const { user } = await createOrgAdmin()
    await enrolTwoFactor(user.id)
    const client = await afterPassword(user)
    const { location } = await client.passSecondStep(user.email)
    expect(location).toBe('/')
    await expectSignedInAs(client, user)
  })
})

describe('POST /login/two-factor', () => {
  test('the current code signs the user in and lands on the page first asked for', async () => {
    const user = await createUser({ role: 'super-admin' })
    const client = new TestClient()
    // The page asked for before signing in is kept.
    await client.request('GET', '/users', { inertia: true })
    await client.submit('POST', '/login', { email: user.email, password: user.password })
    const { location, page } = await client.passSecondStep(user.email)
    expect(location).toBe('/users')
    expect(page?.props.auth.user.email).toBe(user.email)
    expect(Number(await storedOf(user.id, 'lastStep'))).toBeGreaterThan(0)
  })

  test('a wrong code is refused under the field, and the user stays a guest', async () => {
    const user = await createUser({ role: 'super-admin' })
    const client = await afterPassword(user)
    const { page } = await client.submit('POST', '/login/two-factor', {
      code: wrongCode(user.twoFactorSecret!),
    })
    expect(page?.component).toBe('auth/two_factor')
    expect(page?.props.errors.code).toBe(INVALID)
    await expectGuestWaiting(client)
  })

  test('the code is required', async () => {
    const user = await createUser({ role: 'super-admin' })
    const client = await afterPassword(user)
    const { page } = await client.submit('POST', '/login/two-factor', { code: '' })
    expect(page?.props.errors.code).toBe(CODE_REQUIRED)
    await expectGuestWaiting(client)
  })

  test('a code is accepted once: the same code in another browser is refused', async () => {
    const user = await createUser({ role: 'super-admin' })
    const code = await currentTwoFactorCode(user.email)
    const first = await afterPassword(user)
    expect(await locationAfter(first, 'POST', '/login/two-factor', { code })).toBe('/')
    const second = await afterPassword(user)
    const { page } = await second.submit('POST', '/login/two-factor', { code })
    expect(page?.props.errors.code).toBe(INVALID)
    await expectGuestWaiting(second)
  })

  test('an expired code (two steps old) is refused', async () => {
    const user = await createUser({ role: 'super-admin' })
    const client = await afterPassword(user)
    const old = totpCode(user.twoFactorSecret!, Date.now() - 90_000)
    const current = totpCode(user.twoFactorSecret!)
    const nearby = [0, 30].map((s) => totpCode(user.twoFactorSecret!, Date.now() - s * 1000))
    if (old === current || nearby.includes(old)) return // the same six digits by chance
    const { page } = await client.submit('POST', '/login/two-factor', { code: old })
    expect(page?.props.errors.code).toBe(INVALID)
  })

  test('a recovery code signs in once, then is refused; the others still work', async () => {
    const user = await createUser({ role: 'super-admin' })
    const [first, second] = user.recoveryCodes!
    const client = await afterPassword(user)
    const { location, page } = await client.submit('POST', '/login/two-factor', {
      code: first.toUpperCase(),
    })
    expect(location).toBe('/')
    expect(page?.flash.info).toBe('Ai folosit un cod de recuperare. Îți mai rămân 9 coduri.')
    expect(await storedOf(user.id, 'recoveryCodes')).toHaveLength(9)

    const again = await afterPassword(user)
    const refused = await again.submit('POST', '/login/two-factor', { code: first })
    expect(refused.page?.props.errors.code).toBe(INVALID)
    await expectGuestWaiting(again)
    expect(await locationAfter(again, 'POST', '/login/two-factor', { code: second })).toBe('/')
    expect(await storedOf(user.id, 'recoveryCodes')).toHaveLength(8)
  })

  test('after 5 wrong codes even the right one is refused for 15 minutes', async () => {
    const user = await createUser({ role: 'super-admin' })
    const client = await afterPassword(user)
    const wrong = wrongCode(user.twoFactorSecret!)
    for (let i = 0; i < 5; i++) {
      const { page } = await client.submit('POST', '/login/two-factor', { code: wrong })
      expect(page?.props.errors.code).toBe(INVALID)
    }
    const code = await currentTwoFactorCode(user.email)
    const { page } = await client.submit('POST', '/login/two-factor', { code })
    expect(page?.props.errors.code).toBe(THROTTLED)
    await expectGuestWaiting(client)
    // Counted per user: another browser with the password is blocked too.
    const other = await afterPassword(user)
    const blocked = await other.submit('POST', '/login/two-factor', { code })
    expect(blocked.page?.props.errors.code).toBe(THROTTLED)
  })

  test('10 wrong codes sent at once: only 5 are checked, the rest refused; the right code waits for the window', async () => {
    const user = await createUser({ role: 'super-admin' })
    const clients: TestClient[] = []
    for (let i = 0; i < 10; i++) clients.push(await afterPassword(user))
    const wrong = wrongCode(user.twoFactorSecret!)
    const replies = await Promise.all(
      clients.map((client) => client.submit('POST', '/login/two-factor', { code: wrong }))
    )
    const errors = replies.map(({ page }) => page?.props.errors.code)
    expect(errors.filter((error) => error === INVALID)).toHaveLength(5)
    expect(errors.filter((error) => error === THROTTLED)).toHaveLength(5)

    const code = await currentTwoFactorCode(user.email)
    const { page } = await clients[0].submit('POST', '/login/two-factor', { code })
    expect(page?.props.errors.code).toBe(THROTTLED)
    // The 15 minutes over (the limiter's row expired), the right code signs in.
    await query(`update rate_limits set expire = $2 where key like $1`, [
      `%two_factor_${user.id}`,
      Date.now() - 1000,
    ])
    expect(await locationAfter(clients[0], 'POST', '/login/two-factor', { code })).toBe('/')
  })

  test('without a password first, the second step sends back to /login', async () => {
    const client = new TestClient()
    const page = await client.visit('/login/two-factor')
    expect(page.component).toBe('auth/login')
    const { location, page: after } = await client.submit('POST', '/login/two-factor', {
      code: '123456',
    })
    expect(location).toBe('/login')
    expect(after?.flash.error).toBe(EXPIRED)
  })

  test('the waiting second step expires: then back to /login, the right code refused', async () => {
    const user = await createUser({ role: 'super-admin' })
    const client = await afterPassword(user)
    await updateSessionValues(client.sessionId()!, (values) => {
      ;(values.two_factor_pending as { expiresAt: number }).expiresAt = Date.now() - 1000
    })
    await expectSecondStepEnded(client, user.email)
  })

  test('a password reset meanwhile ends the waiting second step: the right code refused', async () => {
    const user = await createUser({ role: 'super-admin' })
    const client = await afterPassword(user)
    const { createPasswordResetWithToken } = await factories()
    const { token } = await createPasswordResetWithToken(user.id)
    const reset = await new TestClient().submit('POST', `/reset/${token}`, {
      email: user.email,
      password: 'parola-noua-123',
      password_confirmation: 'parola-noua-123',
    })
    expect(reset.page?.props.done).toBe(true)
    await expectSecondStepEnded(client, user.email)
  })

  test('a user made inactive meanwhile is not signed in', async () => {
    const user = await createUser({ role: 'super-admin' })
    const client = await afterPassword(user)
    await query(`update users set status = 'inactive' where id = $1`, [user.id])
    const code = await currentTwoFactorCode(user.email)
    const { location } = await client.submit('POST', '/login/two-factor', { code })
    expect(location).toBe('/login')
  })
})

describe('remember-me and earlier sessions', () => {
  test('a session restored from the remember-me cookie asks for the code again, then renews the cookie', async () => {
    const user = await createUser({ role: 'super-admin' })
    const client = await afterPassword(user, true)
    await client.passSecondStep(user.email)
    expect(client.cookies.has('remember_web')).toBe(true)

    // The session is gone (idle time-out, browser restarted): only the remember-me cookie is left.
    const returning = new TestClient()
    returning.cookies.set('remember_web', client.cookies.get('remember_web')!)
    await expectGuestWaiting(returning)
    // Sent to the second step, it left no session of the user's (My account lists only the first).
    expect(await count('sessions', 'user_id = $1', [String(user.id)])).toBe(1)
    expect(await returning.componentAt('/login/two-factor')).toBe('auth/two_factor')
    // The cookie was spent and cleared: replayed in another browser, it opens nothing.
    expect(returning.cookies.has('remember_web')).toBe(false)
    const replay = new TestClient()
    replay.cookies.set('remember_web', client.cookies.get('remember_web')!)
    const home = await replay.request('GET', '/', { inertia: true })
    expect(home.location).toBe('/login')
    const { location } = await returning.passSecondStep(user.email)
    expect(location).toBe('/')
    await expectSignedInAs(returning, user)
    expect(returning.cookies.has('remember_web')).toBe(true)
  })

  test('a session signed in before the second factor was asked of its user passes it at its next request', async () => {
    const user = await createUser({ role: 'super-admin' })
    const client = await signedIn(user)
    await updateSessionValues(client.sessionId()!, (values) => {
      delete values.auth_two_factor
    })
    await expectGuestWaiting(client)
    await client.passSecondStep(user.email)
    await expectSignedInAs(client, user)
  })

  test('a session signed in without one keeps going when the organization starts requiring it; the next sign-in asks', async () => {
    const { user, organization } = await createOrgAdmin()
    const client = await signedIn(user)
    await query('update organizations set two_factor_required = true where id = $1', [
      organization.id,
    ])
    await expectSignedInAs(client, user)
    const next = await afterPassword(user)
    expect(await next.componentAt('/login/two-factor')).toBe('auth/two_factor_enrol')
  })
  test('a remembered session cannot set up a second factor made mandatory meanwhile: back to /login, the password can', async () => {
    const { user, organization } = await createOrgAdmin()
    const client = await signedIn(user, true)
    const other = await signedIn(user, true)
    expect(client.cookies.has('remember_web')).toBe(true)
    await query('update organizations set two_factor_required = true where id = $1', [
      organization.id,
    ])
    // Only the remember-me cookie is left (the session ran out, or the cookie was stolen).
    const returning = new TestClient()
    returning.cookies.set('remember_web', client.cookies.get('remember_web')!)
    await expectGuestWaiting(returning)
    const page = await returning.visit('/login/two-factor')
    expect(page.component).toBe('auth/login')
    expect(page.flash.error).toBe(ENROL_NEEDS_PASSWORD)
    expect(page.props.auth.user).toBeNull()
    // Nor by posting a code at once with another remembered browser's cookie: nothing written.
    const thief = new TestClient()
    thief.cookies.set('remember_web', other.cookies.get('remember_web')!)
    await expectGuestWaiting(thief)
    const { location, page: after } = await thief.submit('POST', '/login/two-factor/enrol', {
      code: '123456',
    })
    expect(location).toBe('/login')
    expect(after?.flash.error).toBe(ENROL_NEEDS_PASSWORD)
    expect(await storedOf(user.id, 'secret')).toBeNull()
    await expectGuest(thief)

    // With the password the enrolment goes on.
    const withPassword = await afterPassword(user)
    expect(await withPassword.componentAt('/login/two-factor')).toBe('auth/two_factor_enrol')
  })
})

describe('a password reset', () => {
  test('keeps the second factor: the new password is followed by the code', async () => {
    const user = await createUser({ role: 'super-admin' })
    const before = await twoFactorOf(user.id)
    const { createPasswordResetWithToken } = await factories()
    const { token } = await createPasswordResetWithToken(user.id)
    const client = new TestClient()
    const reset = await client.submit('POST', `/reset/${token}`, {
      email: user.email,
      password: 'parola-noua-123',
      password_confirmation: 'parola-noua-123',
    })
    expect(reset.page?.props.done).toBe(true)
    // Not signed in by the reset.
    const home = await client.request('GET', '/', { inertia: true })
    expect(home.location).toBe('/login')
    const after = await twoFactorOf(user.id)
    expect(after.secret).toBe(before.secret)
    expect(after.enabledAt).toEqual(before.enabledAt)
    expect(after.recoveryCodes).toEqual(before.recoveryCodes)
    const next = await afterPassword({ email: user.email, password: 'parola-noua-123' })
    await next.passSecondStep(user.email)
    await expectSignedInAs(next, user)
  })
})

describe('the mandatory enrolment at sign-in (POST /login/two-factor/enrol)', () => {
  test('a super-admin without it sets it up before any page: QR code, secret, first code, recovery codes', async () => {
    const user = await createUser({ role: 'super-admin', twoFactor: false })
    const client = await afterPassword(user)
    await expectGuestWaiting(client)
    const page = await client.visit('/login/two-factor')
    expect(page.component).toBe('auth/two_factor_enrol')
    const { secret, qr, uri } = page.props.enrolment
    expect(qr).toMatch(/^data:image\/png;base64,/)
    expect(uri).toContain(`secret=${secret.replaceAll(' ', '')}`)
    // The same secret on a reload (held in the session), nothing written yet.
    expect(await enrolmentSecret(client, '/login/two-factor')).toBe(secret)
    expect(await storedOf(user.id, 'secret')).toBeNull()

    const code = totpCode(secret.replaceAll(' ', ''))
    const { location, page: codes } = await client.submit('POST', '/login/two-factor/enrol', {
      code,
    })
    expect(location).toBe('/my-account/two-factor/recovery-codes')
    expect(codes?.component).toBe('account/recovery_codes')
    expect(codes?.props.codes).toHaveLength(10)
    expect(codes?.props.auth.user.email).toBe(user.email)
    const stored = await twoFactorOf(user.id)
    expect(stored.enabledAt).not.toBeNull()
    expect(stored.secret).not.toContain(secret.replaceAll(' ', ''))
    expect(stored.recoveryCodes).toHaveLength(10)
    for (const hash of stored.recoveryCodes!) expect(hash).toMatch(/^\$argon2id\$/)
    // Shown once: a reload goes to My account.
    expect(await client.componentAt('/my-account/two-factor/recovery-codes')).toBe('account/index')
  })

  test('a wrong first code is refused under the field and nothing is written', async () => {
    const { user } = await orgAdminOfRequiringOrganization()
    const client = await afterPassword(user)
    const { secret } = await client.propAt('/login/two-factor', 'enrolment')
    const { page } = await client.submit(
      'POST',
      '/login/two-factor/enrol',
      { code: wrongCode(secret.replaceAll(' ', '')) },
      { from: '/login/two-factor' }
    )
    expect(page?.component).toBe('auth/two_factor_enrol')
    expect(page?.props.errors.code).toBe(INVALID)
    expect(await storedOf(user.id, 'secret')).toBeNull()
    await expectGuestWaiting(client)
  })

  test('the first code is required', async () => {
    const { user } = await orgAdminOfRequiringOrganization()
    const client = await afterPassword(user)
    await client.visit('/login/two-factor')
    const { page } = await client.submit(
      'POST',
      '/login/two-factor/enrol',
      {},
      { from: '/login/two-factor' }
    )
    expect(page?.props.errors.code).toBe(CODE_REQUIRED)
    expect(await storedOf(user.id, 'secret')).toBeNull()
  })

  test('a user who has it already cannot enrol again from the sign-in', async () => {
    const user = await createUser({ role: 'super-admin' })
    const client = await afterPassword(user)
    const { location } = await client.submit('POST', '/login/two-factor/enrol', { code: '123456' })
    expect(location).toBe('/login')
    await expectGuestWaiting(client)
  })
})

describe('My account: GET /my-account and GET, POST /my-account/two-factor', () => {
  test('My account shows the state: off for a new org-admin, on (mandatory) for a super-admin', async () => {
    const { user } = await createOrgAdmin()
    const orgAdmin = await signedIn(user)
    const off = await orgAdmin.propAt('/my-account', 'twoFactor')
    expect(off).toEqual({ enabled: false, enabledAt: null, recoveryCodesLeft: 0, mandatory: false })
    const admin = await createUser({ role: 'super-admin' })
    const superAdmin = await signedIn(admin)
    const on = await superAdmin.propAt('/my-account', 'twoFactor')
    expect(on).toMatchObject({ enabled: true, recoveryCodesLeft: 10, mandatory: true })
  })

  test('an org-admin turns it on with the first code and sees the recovery codes once', async () => {
    const { user } = await createOrgAdmin()
    const client = await signedIn(user)
    const page = await client.visit('/my-account/two-factor')
    expect(page.component).toBe('account/two_factor')
    const secret = page.props.enrolment.secret.replaceAll(' ', '')
    const { location, page: codes } = await client.submit('POST', '/my-account/two-factor', {
      code: totpCode(secret),
    })
    expect(location).toBe('/my-account/two-factor/recovery-codes')
    expect(codes?.props.codes).toHaveLength(10)
    expect(codes?.props.next).toBe('/')
    expect(await storedOf(user.id, 'enabledAt')).not.toBeNull()
    // The next sign-in asks for it.
    const next = await afterPassword(user)
    const recovery = await next.submit('POST', '/login/two-factor', { code: codes?.props.codes[0] })
    expect(recovery.location).toBe('/')
  })

  test('a wrong code and an empty one are refused under the field, nothing written', async () => {
    const { user } = await createOrgAdmin()
    const client = await signedIn(user)
    const secret = await enrolmentSecret(client, '/my-account/two-factor')
    const wrong = await client.submit('POST', '/my-account/two-factor', {
      code: wrongCode(secret.replaceAll(' ', '')),
    })
    expect(wrong.page?.component).toBe('account/two_factor')
    expect(wrong.page?.props.errors.code).toBe(INVALID)
    const empty = await client.submit('POST', '/my-account/two-factor', { code: '' })
    expect(empty.page?.props.errors.code).toBe(CODE_REQUIRED)
    expect(await twoFactorOf(user.id)).toMatchObject({ secret: null, enabledAt: null })
  })

  test('the secret shown is kept 10 minutes: older, a new one is shown and the old one no longer turns it on', async () => {
    const { user } = await createOrgAdmin()
    const client = await signedIn(user)
    const first = await enrolmentSecret(client, '/my-account/two-factor')
    expect(await enrolmentSecret(client, '/my-account/two-factor')).toBe(first)
    await updateSessionValues(client.sessionId()!, (values) => {
      ;(values.two_factor_setup as { createdAt: number }).createdAt = Date.now() - 10 * 60_000
    })
    const second = await enrolmentSecret(client, '/my-account/two-factor')
    expect(second).not.toBe(first)
    const { page } = await client.submit('POST', '/my-account/two-factor', {
      code: totpCode(first.replaceAll(' ', '')),
    })
    expect(page?.props.errors.code).toBe(INVALID)
    expect(await twoFactorOf(user.id)).toMatchObject({ secret: null, enabledAt: null })
  })

  test('a sign-in in the same browser starts with a new secret', async () => {
    const { user } = await createOrgAdmin()
    const client = await signedIn(user)
    const first = await enrolmentSecret(client, '/my-account/two-factor')
    await client.submit('POST', '/logout')
    await client.login(user.email, user.password)
    expect(await enrolmentSecret(client, '/my-account/two-factor')).not.toBe(first)
  })

  test('when it is on already, the enrolment page goes back to My account and a code changes nothing', async () => {
    const { user } = await createOrgAdmin()
    const { twoFactorSecret } = await enrolTwoFactor(user.id)
    const client = await signedIn(user)
    expect(await client.componentAt('/my-account/two-factor')).toBe('account/index')
    const before = await twoFactorOf(user.id)
    const { page } = await client.submit('POST', '/my-account/two-factor', {
      code: totpCode(twoFactorSecret),
    })
    expect(page?.flash.error).toBe(
      'Starea verificării în doi pași s-a schimbat între timp. Reîncarcă pagina.'
    )
    expect(await twoFactorOf(user.id)).toEqual(before)
  })

  test('a guest is sent to /login', async () => {
    const client = new TestClient()
    expect(await locationOf(client, 'GET', '/my-account/two-factor')).toBe('/login')
    expect(await locationOf(client, 'POST', '/my-account/two-factor', { code: '1' })).toBe('/login')
  })
})

describe('POST /my-account/two-factor/recovery-codes', () => {
  test('with the current code: 10 new codes shown once, the old ones dead', async () => {
    const { user } = await createOrgAdmin()
    const { recoveryCodes } = await enrolTwoFactor(user.id)
    const client = await signedIn(user)
    const code = await currentTwoFactorCode(user.email)
    const { location, page } = await newRecoveryCodes(client, { code })
    expect(location).toBe('/my-account/two-factor/recovery-codes')
    const fresh: string[] = page?.props.codes
    expect(fresh).toHaveLength(10)
    expect(fresh).not.toContain(recoveryCodes[0])
    const old = await afterPassword(user)
    expect(
      await errorAfter(old, 'POST', '/login/two-factor', { code: recoveryCodes[0] }, 'code')
    ).toBe(INVALID)
    expect(await locationAfter(old, 'POST', '/login/two-factor', { code: fresh[0] })).toBe('/')
  })

  test('with the password instead of the code', async () => {
    const user = await createUser({ role: 'super-admin' })
    const client = await signedIn(user)
    const { page } = await newRecoveryCodes(client, { password: user.password })
    expect(page?.props.codes).toHaveLength(10)
  })

  test('neither code nor password, a wrong password, a wrong code: refused under their field, nothing changed', async () => {
    const user = await createUser({ role: 'super-admin' })
    const client = await signedIn(user)
    const before = await twoFactorOf(user.id)
    const none = await newRecoveryCodes(client, {})
    expect(none.page?.props.errors.code).toBe(CODE_OR_PASSWORD)
    const badPassword = await newRecoveryCodes(client, { password: 'nu-e-parola' })
    expect(badPassword.page?.props.errors.password).toBe(WRONG_PASSWORD)
    const badCode = await newRecoveryCodes(client, { code: wrongCode(user.twoFactorSecret!) })
    expect(badCode.page?.props.errors.code).toBe(INVALID)
    expect(await storedOf(user.id, 'recoveryCodes')).toEqual(before.recoveryCodes)
  })

  test('when it is off: refused, nothing written', async () => {
    const { user } = await createOrgAdmin()
    const client = await signedIn(user)
    const { page } = await newRecoveryCodes(client, { password: user.password })
    expect(page?.component).toBe('account/index')
    expect(page?.flash.error).toBeTruthy()
    expect(await storedOf(user.id, 'recoveryCodes')).toBeNull()
  })
})

describe('DELETE /my-account/two-factor', () => {
  test('an org-admin turns it off with the current code; the next sign-in asks only the password', async () => {
    const { user } = await createOrgAdmin()
    await enrolTwoFactor(user.id)
    const client = await signedIn(user)
    const code = await currentTwoFactorCode(user.email)
    const { location, page } = await turnOff(client, { code })
    expect(location).toBe('/my-account')
    expect(page?.flash.success).toBe('Verificarea în doi pași a fost dezactivată.')
    expect(await twoFactorOf(user.id)).toEqual({
      secret: null,
      enabledAt: null,
      lastStep: null,
      recoveryCodes: null,
    })
    const next = await new TestClient().submit('POST', '/login', {
      email: user.email,
      password: user.password,
    })
    expect(next.location).toBe('/')
  })

  test('or with the password', async () => {
    const { user } = await createOrgAdmin()
    await enrolTwoFactor(user.id)
    const client = await signedIn(user)
    await turnOff(client, { password: user.password })
    expect(await storedOf(user.id, 'enabledAt')).toBeNull()
  })

  test('a wrong code, a wrong password or neither (without a fresh confirmation): refused under the field, still on', async () => {
    const { user } = await createOrgAdmin()
    const { twoFactorSecret } = await enrolTwoFactor(user.id)
    const client = await signedIn(user, false, { confirm: false })
    const badCode = await turnOff(client, { code: wrongCode(twoFactorSecret) })
    expect(badCode.page?.props.errors.code).toBe(INVALID)
    const badPassword = await turnOff(client, { password: 'nu-e-parola' })
    expect(badPassword.page?.props.errors.password).toBe(WRONG_PASSWORD)
    const none = await turnOff(client, { code: '', password: '' })
    expect(none.page?.props.errors.code).toBe(CODE_OR_PASSWORD)
    expect(await storedOf(user.id, 'enabledAt')).not.toBeNull()
  })

  test('a super-admin cannot turn it off (mandatory), even with the right code', async () => {
    const user = await createUser({ role: 'super-admin' })
    const client = await signedIn(user)
    const code = await currentTwoFactorCode(user.email)
    const { page } = await turnOff(client, { code })
    expect(page?.props.errors.code).toBe(MANDATORY)
    expect(await storedOf(user.id, 'enabledAt')).not.toBeNull()
  })

  test('nor can an org-admin of an organization that requires it', async () => {
    const { user } = await orgAdminOfRequiringOrganization()
    await enrolTwoFactor(user.id)
    const client = await signedIn(user)
    const { page } = await turnOff(client, { password: user.password })
    expect(page?.props.errors.code).toBe(MANDATORY)
    expect(await storedOf(user.id, 'enabledAt')).not.toBeNull()
  })
})

describe('DELETE /administrare/users/{uid}/two-factor', () => {
  test("a super-admin resets another admin's second factor: their sessions end, they set it up again at their next sign-in", async () => {
    const admin = await createUser({ role: 'super-admin' })
    const other = await createUser({ role: 'super-admin' })
    const otherSession = await signedIn(other, true)
    const waiting = await afterPassword(other)
    const { status: before } = await otherSession.request('GET', '/my-account', { inertia: true })
    expect(before).toBe(200)
    const client = await signedIn(admin)
    const edit = await client.visit(`/administrare/users/${other.uid}/edit`)
    expect(edit.props.twoFactor).toMatchObject({ enabled: true, canReset: true })
    const { location, page } = await client.submit(
      'DELETE',
      `/administrare/users/${other.uid}/two-factor`
    )
    expect(location).toBe(`/administrare/users/${other.uid}/edit`)
    expect(page?.flash.success).toBe('Verificarea în doi pași a utilizatorului a fost resetată.')
    expect(page?.props.twoFactor).toMatchObject({ enabled: false, canReset: false })
    expect(await twoFactorOf(other.id)).toMatchObject({ secret: null, recoveryCodes: null })
    // Whoever held a session of theirs (remembered too) is signed out with the old factor.
    expect(await count('sessions', 'user_id = $1', [String(other.id)])).toBe(0)
    expect(await count('remember_me_tokens', 'tokenable_id = $1', [other.id])).toBe(0)
    expect(await locationOf(otherSession, 'GET', '/my-account')).toBe('/login')
    const { status: own } = await client.request('GET', '/my-account', { inertia: true })
    expect(own).toBe(200)
    // A second step that was waiting with the old factor is ended too.
    expect(await waiting.componentAt('/login/two-factor')).toBe('auth/login')
    const next = await afterPassword(other)
    expect(await next.componentAt('/login/two-factor')).toBe('auth/two_factor_enrol')
  })

  test('not their own (My account), nor a user without it: refused, nothing changed', async () => {
    const admin = await createUser({ role: 'super-admin' })
    const client = await signedIn(admin)
    const before = await twoFactorOf(admin.id)
    const own = await client.submit(
      'DELETE',
      `/administrare/users/${admin.uid}/two-factor`,
      undefined,
      {
        from: `/administrare/users/${admin.uid}/edit`,
      }
    )
    expect(own.page?.flash.error).toBe(
      'Verificarea în doi pași a acestui utilizator nu poate fi resetată de aici.'
    )
    expect(await twoFactorOf(admin.id)).toEqual(before)
    const { user: without } = await createOrgAdmin()
    const none = await client.submit(
      'DELETE',
      `/administrare/users/${without.uid}/two-factor`,
      undefined,
      {
        from: `/administrare/users/${without.uid}/edit`,
      }
    )
    expect(none.page?.flash.error).toBeTruthy()
  })

  test('an org-admin is refused (403), even for a user of their organization; an unknown uid is 404', async () => {
    const { user, organization } = await createOrgAdmin()
    const colleague = await createUser({ role: 'org-admin', organizationId: organization.id })
    await enrolTwoFactor(colleague.id)
    const client = await signedIn(user)
    const reply = await client.request(
      'DELETE',
      `/administrare/users/${colleague.uid}/two-factor`,
      { inertia: true }
    )
    expect(reply.status).toBe(403)
    expect(await storedOf(colleague.id, 'enabledAt')).not.toBeNull()
    const admin = await signedIn(await createUser({ role: 'super-admin' }))
    const unknown = await admin.request(
      'DELETE',
      '/administrare/users/00000000-0000-4000-8000-000000000000/two-factor',
      { inertia: true }
    )
    expect(unknown.status).toBe(404)
  })
})

describe('POST /organizations/{uid}/two-factor', () => {
  test("a super-admin makes it mandatory for an organization's admins: their next sign-in sets it up", async () => {
    const { user, organization } = await createOrgAdmin()
    const admin = await signedIn(await createUser({ role: 'super-admin' }))
    const { location, page } = await admin.submit(
      'POST',
      `/organizations/${organization.uid}/two-factor`,
      {
        two_factor_required: true,
      }
    )
    expect(location).toBe(`/organizations/${organization.uid}/users`)
    expect(page?.props.twoFactorRequired).toBe(true)
    expect(page?.flash.success).toBe(
      'Verificarea în doi pași este obligatorie pentru administratorii organizației.'
    )
    const next = await afterPassword(user)
    expect(await next.componentAt('/login/two-factor')).toBe('auth/two_factor_enrol')

    await admin.submit(
      'POST',
      `/organizations/${organization.uid}/two-factor`,
      {
        two_factor_required: false,
      },
      {
        from: `/organizations/${organization.uid}/users`,
      }
    )
    const free = await new TestClient().submit('POST', '/login', {
      email: user.email,
      password: user.password,
    })
    expect(free.location).toBe('/')
  })

  test('the value must be a boolean and is required; nothing written', async () => {
    const { organization } = await createOrgAdmin()
    const admin = await signedIn(await createUser({ role: 'super-admin' }))
    const missing = await admin.submit(
      'POST',
      `/organizations/${organization.uid}/two-factor`,
      {},
      {
        from: `/organizations/${organization.uid}/users`,
      }
    )
    expect(missing.page?.props.errors.two_factor_required).toBe(
      'Câmpul verificarea în doi pași obligatorie este obligatoriu.'
    )
    const wrong = await admin.submit(
      'POST',
      `/organizations/${organization.uid}/two-factor`,
      {
        two_factor_required: 'poate',
      },
      {
        from: `/organizations/${organization.uid}/users`,
      }
    )
    expect(wrong.page?.props.errors.two_factor_required).toBe(
      'Valoarea câmpului verificarea în doi pași obligatorie nu este validă.'
    )
    const [row] = await query('select two_factor_required from organizations where id = $1', [
      organization.id,
    ])
    expect(row.two_factor_required).toBe(false)
  })

  test('an org-admin is refused (403), even for their own organization; an unknown uid is 404', async () => {
    const { user, organization } = await createOrgAdmin()
    const client = await signedIn(user)
    const reply = await client.request('POST', `/organizations/${organization.uid}/two-factor`, {
      inertia: true,
      body: { two_factor_required: false },
    })
    expect(reply.status).toBe(403)
    const admin = await signedIn(await createUser({ role: 'super-admin' }))
    const unknown = await admin.request(
      'POST',
      '/organizations/00000000-0000-4000-8000-000000000000/two-factor',
      {
        inertia: true,
        body: { two_factor_required: true },
      }
    )
    expect(unknown.status).toBe(404)
  })
})

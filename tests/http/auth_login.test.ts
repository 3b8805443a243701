import { describe, expect, test } from 'vitest'
import { TestClient, cookieAttributes } from '../support/client.ts'
import { count, createOrgAdmin, createUser, query, sessionsOf, unique } from '../support/db.ts'

const FAILED = 'Email sau parolă greșită.'
const THROTTLED = 'Prea multe încercări. Încearcă din nou peste 15 minute.'

/** After a refused sign-in the client is still a guest: / sends it to /login. */
async function expectGuest(client: TestClient) {
  const reply = await client.request('GET', '/', { inertia: true })
  expect(reply.status).toBe(302)
  expect(reply.location).toBe('/login')
}

describe('GET /login', () => {
  test('shows the sign-in page to a guest', async () => {
    const page = await new TestClient().visit('/login')
    expect(page.status).toBe(200)
    expect(page.component).toBe('auth/login')
    expect(page.props.auth.user).toBeNull()
    expect(page.props.locale).toBe('ro')
  })
})

describe('POST /login', () => {
  test('a super-admin lands on the platform dashboard with the totals', async () => {
    const user = await createUser({ role: 'super-admin' })
    const usersBefore = await count('users')
    const organizationsBefore = await count('organizations')
    const client = new TestClient()
    const { page, location } = await client.login(user.email, user.password)
    expect(location).toBe('/')
    expect(page?.component).toBe('dashboard/admin')
    expect(page?.props.auth.user.email).toBe(user.email)
    expect(page?.props.auth.role).toBe('super-admin')
    // Other test files create rows at the same time: the totals lie between two counts.
    expect(page?.props.totalUsers).toBeGreaterThanOrEqual(usersBefore)
    expect(page?.props.totalUsers).toBeLessThanOrEqual(await count('users'))
    expect(page?.props.totalOrganizations).toBeGreaterThanOrEqual(organizationsBefore)
    expect(page?.props.totalOrganizations).toBeLessThanOrEqual(await count('organizations'))
  })

  test("an org-admin lands on the tenant dashboard counting only their organization's users", async () => {
    const { user, organization } = await createOrgAdmin()
    await createUser({ role: 'org-admin', organizationId: organization.id })
    await createOrgAdmin() // another organization, not counted
    const { page, location } = await new TestClient().login(user.email, user.password)
    expect(location).toBe('/')
    expect(page?.component).toBe('dashboard/tenant')
    expect(page?.props.auth.role).toBe('org-admin')
    expect(page?.props.totalUsers).toBe(2)
  })

  test('a user without a role lands on the empty dashboard', async () => {
    const user = await createUser()
    const { page } = await new TestClient().login(user.email, user.password)
    expect(page?.component).toBe('dashboard/empty')
    expect(page?.props.auth.user.email).toBe(user.email)
    expect(page?.props.auth.role).toBeNull()
  })

  test('a pending user can sign in (only inactive users are refused)', async () => {
    const user = await createUser({ status: 'pending' })
    const { page } = await new TestClient().login(user.email, user.password)
    expect(page?.component).toBe('dashboard/empty')
  })

  test('the email is required', async () => {
    const user = await createUser()
    const client = new TestClient()
    const { page } = await client.submit('POST', '/login', { email: '', password: user.password })
    expect(page?.component).toBe('auth/login')
    expect(page?.props.errors.email).toBe('Câmpul email este obligatoriu.')
    expect(page?.props.errors.password).toBeUndefined()
    await expectGuest(client)
  })

  test('the email must be an email address', async () => {
    const client = new TestClient()
    const { page } = await client.submit('POST', '/login', {
      email: 'nu-este-email',
      password: 'orice-parola',
    })
    expect(page?.component).toBe('auth/login')
    expect(page?.props.errors.email).toBe('Introdu o adresă de email validă.')
    expect(page?.props.errors.password).toBeUndefined()
    await expectGuest(client)
  })

  test('the password is required', async () => {
    const user = await createUser()
    const client = new TestClient()
    const { page } = await client.submit('POST', '/login', { email: user.email, password: '' })
    expect(page?.component).toBe('auth/login')
    expect(page?.props.errors.password).toBe('Câmpul parola este obligatoriu.')
    expect(page?.props.errors.email).toBeUndefined()
    expect(await count('sessions', 'user_id = $1', [String(user.id)])).toBe(0)
    await expectGuest(client)
  })

  test('email and password are both reported when both are missing', async () => {
    const client = new TestClient()
    const { page } = await client.submit('POST', '/login', { email: '', password: '' })
    expect(page?.props.errors.email).toBe('Câmpul email este obligatoriu.')
    expect(page?.props.errors.password).toBe('Câmpul parola este obligatoriu.')
  })

  test('a wrong password is refused with a message under email', async () => {
    const user = await createUser()
    const client = new TestClient()
    const { page } = await client.submit('POST', '/login', {
      email: user.email,
      password: 'greșită-123',
    })
    expect(page?.component).toBe('auth/login')
    expect(page?.props.errors.email).toBe(FAILED)
    expect(page?.props.errors.password).toBeUndefined()
    expect(await count('sessions', 'user_id = $1', [String(user.id)])).toBe(0)
    await expectGuest(client)
  })

  test('an unknown email gets the same message as a wrong password', async () => {
    const client = new TestClient()
    const { page } = await client.submit('POST', '/login', {
      email: `${unique('nimeni')}@example.test`,
      password: 'orice-parola-1',
    })
    expect(page?.component).toBe('auth/login')
    expect(page?.props.errors.email).toBe(FAILED)
    await expectGuest(client)
  })

  test('an inactive user cannot sign in', async () => {
    const user = await createUser({ status: 'inactive' })
    const client = new TestClient()
    const { page } = await client.submit('POST', '/login', {
      email: user.email,
      password: user.password,
    })
    expect(page?.component).toBe('auth/login')
    expect(page?.props.errors.email).toBe('Contul tău este inactiv. Contactează un administrator.')
    const rows = await query('select count(*)::int as n from sessions where user_id = $1', [
      String(user.id),
    ])
    expect(rows[0].n).toBe(0)
    await expectGuest(client)
  })

  test('the email is matched whatever its case', async () => {
    const user = await createUser({ role: 'super-admin' })
    const { page } = await new TestClient().login(user.email.toUpperCase(), user.password)
    expect(page?.component).toBe('dashboard/admin')
    expect(page?.props.auth.user.email).toBe(user.email)
  })

  test('the session id is renewed at sign-in', async () => {
    const user = await createUser()
    const client = new TestClient()
    await client.visit('/login')
    const cookieBefore = client.cookies.get('session')
    const idBefore = client.sessionId()
    expect(cookieBefore).toBeTruthy()
    expect(idBefore).toBeTruthy()

    await client.login(user.email, user.password)
    const idAfter = client.sessionId()
    expect(client.cookies.get('session')).not.toBe(cookieBefore)
    expect(idAfter).not.toBe(idBefore)
    // The session before sign-in is gone; the new one belongs to the user.
    expect(await count('sessions', 'id = $1', [idBefore])).toBe(0)
    const sessions = await sessionsOf(user.id)
    expect(sessions.map((s) => s.id)).toEqual([idAfter])
  })

  test('"remember me" keeps a token and a 30-day cookie', async () => {
    const user = await createUser()
    const client = new TestClient()
    await client.login(user.email, user.password, true)
    const [token] = await query(
      `select extract(epoch from expires_at - now()) as seconds from remember_me_tokens where tokenable_id = $1`,
      [user.id]
    )
    expect(await count('remember_me_tokens', 'tokenable_id = $1', [user.id])).toBe(1)
    expect(Number(token.seconds)).toBeGreaterThan(30 * 86400 - 600)
    expect(Number(token.seconds)).toBeLessThanOrEqual(30 * 86400 + 60)

    expect(client.cookies.has('remember_web')).toBe(true)
    const attributes = cookieAttributes(client.setCookies.get('remember_web')!)
    const maxAge = Number(attributes.get('max-age'))
    expect(maxAge).toBeGreaterThan(30 * 86400 - 600)
    expect(maxAge).toBeLessThanOrEqual(30 * 86400)
    expect(attributes.has('httponly')).toBe(true)
  })

  test('without "remember me" there is no token and no remember cookie', async () => {
    const user = await createUser()
    const client = new TestClient()
    await client.login(user.email, user.password, false)
    expect(await count('remember_me_tokens', 'tokenable_id = $1', [user.id])).toBe(0)
    expect(client.cookies.has('remember_web')).toBe(false)
  })

  test('5 failures for an email and IP block the 6th attempt, even with the right password', async () => {
    const user = await createUser()
    const client = new TestClient()
    for (let attempt = 1; attempt <= 5; attempt++) {
      const { page } = await client.submit('POST', '/login', {
        email: user.email,
        password: `greșită-${attempt}`,
      })
      expect(page?.props.errors.email).toBe(FAILED)
    }
    const { page } = await client.submit('POST', '/login', {
      email: user.email,
      password: user.password,
    })
    expect(page?.component).toBe('auth/login')
    expect(page?.props.errors.email).toBe(THROTTLED)
    expect(await count('sessions', 'user_id = $1', [String(user.id)])).toBe(0)
    await expectGuest(client)

    // The same address typed in capitals is the same key.
    const again = await new TestClient().submit('POST', '/login', {
      email: user.email.toUpperCase(),
      password: user.password,
    })
    expect(again.page?.props.errors.email).toBe(THROTTLED)

    // Another address from the same IP is not blocked.
    const other = await createUser()
    const { page: otherPage } = await client.login(other.email, other.password)
    expect(otherPage?.component).toBe('dashboard/empty')
  })

  test('10 wrong passwords sent at once: only 5 are checked, the rest refused; then the right one too', async () => {
    const user = await createUser()
    const clients = Array.from({ length: 10 }, () => new TestClient())
    // Each browser has its form's token first, so the ten sign-ins leave together.
    await Promise.all(clients.map((client) => client.request('GET', '/login')))
    const replies = await Promise.all(
      clients.map((client, attempt) =>
        client.submit('POST', '/login', { email: user.email, password: `greșită-${attempt}` })
      )
    )
    const errors = replies.map(({ page }) => page?.props.errors.email)
    expect(errors.filter((error) => error === FAILED)).toHaveLength(5)
    expect(errors.filter((error) => error === THROTTLED)).toHaveLength(5)
    const { page } = await clients[0].submit('POST', '/login', {
      email: user.email,
      password: user.password,
    })
    expect(page?.props.errors.email).toBe(THROTTLED)
    await expectGuest(clients[0])
  })

  test('a successful sign-in clears the failed attempts', async () => {
    const user = await createUser()
    const client = new TestClient()
    for (let attempt = 1; attempt <= 4; attempt++) {
      await client.submit('POST', '/login', { email: user.email, password: `greșită-${attempt}` })
    }
    await client.login(user.email, user.password)
    await client.submit('POST', '/logout')

    for (let attempt = 1; attempt <= 4; attempt++) {
      const { page } = await client.submit('POST', '/login', {
        email: user.email,
        password: `greșită-${attempt}`,
      })
      expect(page?.props.errors.email).toBe(FAILED)
    }
    const { page } = await client.login(user.email, user.password)
    expect(page?.component).toBe('dashboard/empty')
  })
})

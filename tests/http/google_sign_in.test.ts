import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import { TestClient } from '../support/client.ts'
import { count, createOrgAdmin, createUser, unique } from '../support/db.ts'
import { startAppServer } from '../support/stack.ts'

/**
 * Sign in with Google against a stand-in for Google's endpoints, started
 * here: /authorize sends the browser back with a code and the state,
 * /token answers an access token for the code, /userinfo the profile the
 * test chose. The stack's own server has no GOOGLE_* settings; a second
 * server of the app, on the same database, is configured with the stand-in.
 */

type Profile = { sub: string; email: string; email_verified: boolean; name: string }

const CLIENT_ID = 'test-client-id.apps.googleusercontent.com'
const CLIENT_SECRET = 'test-client-secret'

const MESSAGES = {
  unknown:
    'Nu există niciun cont cu adresa contului Google. Conturile se creează doar prin invitație: cere acces din pagina de înregistrare.',
  unverified:
    'Adresa de email a contului Google nu este verificată. Verifică-ți adresa la Google sau autentifică-te cu email și parolă.',
  inactive: 'Contul tău este inactiv. Contactează un administrator.',
  state: 'Sesiunea de autentificare cu Google a expirat sau nu este validă. Încearcă din nou.',
  denied: 'Ai anulat autentificarea cu Google.',
  notConfigured: 'Autentificarea cu Google nu este disponibilă.',
}

/** What the stand-in hands out: the profile of each code, and of each token. */
const codes = new Map<string, Profile>()
const tokens = new Map<string, Profile>()
let nextProfile: Profile | null = null
let standIn: Server
let standInUrl = ''
let app: { baseUrl: string; stop: () => Promise<void> }

function startStandIn() {
  standIn = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', standInUrl)
    const json = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' })
      response.end(JSON.stringify(body))
    }
    if (url.pathname === '/authorize') {
      // The user picks their account: back to the app with a code and the same state.
      const back = new URL(url.searchParams.get('redirect_uri')!)
      if (url.searchParams.get('client_id') !== CLIENT_ID || !nextProfile) {
        back.searchParams.set('error', 'invalid_request')
      } else {
        const code = randomBytes(8).toString('hex')
        codes.set(code, nextProfile)
        back.searchParams.set('code', code)
      }
      back.searchParams.set('state', url.searchParams.get('state') ?? '')
      response.writeHead(302, { location: back.toString() })
      return response.end()
    }
    if (url.pathname === '/token' && request.method === 'POST') {
      let body = ''
      for await (const chunk of request) body += chunk
      const form = new URLSearchParams(body)
      const profile = codes.get(form.get('code') ?? '')
      if (form.get('client_secret') !== CLIENT_SECRET || !profile) {
        return json(400, { error: 'invalid_grant' })
      }
      codes.delete(form.get('code')!)
      const token = randomBytes(8).toString('hex')
      tokens.set(token, profile)
      return json(200, { access_token: token, token_type: 'Bearer', expires_in: 3599 })
    }
    if (url.pathname === '/userinfo') {
      const token = (request.headers.authorization ?? '').replace(/^Bearer /, '')
      const profile = tokens.get(token)
      return profile ? json(200, profile) : json(401, { error: 'invalid_token' })
    }
    json(404, { error: 'not_found' })
  })
  return new Promise<void>((resolve) =>
    standIn.listen(0, '127.0.0.1', () => {
      standInUrl = `http://127.0.0.1:${(standIn.address() as AddressInfo).port}`
      resolve()
    })
  )
}

beforeAll(async () => {
  await startStandIn()
  app = await startAppServer(inject('databaseUrl'), {
    GOOGLE_CLIENT_ID: CLIENT_ID,
    GOOGLE_CLIENT_SECRET: CLIENT_SECRET,
    GOOGLE_AUTHORIZE_URL: `${standInUrl}/authorize`,
    GOOGLE_TOKEN_URL: `${standInUrl}/token`,
    GOOGLE_USERINFO_URL: `${standInUrl}/userinfo`,
  })
})

afterAll(async () => {
  await app?.stop()
  await new Promise((resolve) => standIn?.close(resolve))
})

function profileOf(email: string, overrides: Partial<Profile> = {}): Profile {
  return {
    sub: randomBytes(6).toString('hex'),
    email,
    email_verified: true,
    name: 'Ana',
    ...overrides,
  }
}

/**
 * The browser's trip: "Sign in with Google" on the app, Google's page (the
 * stand-in), back to the app's callback. `tamper` changes the callback URL.
 */
async function signInWithGoogle(
  client: TestClient,
  profile: Profile,
  tamper: (callback: URL) => void = () => {}
) {
  // The user is on the login page and presses the button (a full page load).
  await client.visit('/login')
  const start = await client.request('GET', '/auth/google/redirect')
  expect(start.status).toBe(302)
  const authorize = new URL(start.location!)
  expect(authorize.origin + authorize.pathname).toBe(`${standInUrl}/authorize`)
  expect(authorize.searchParams.get('redirect_uri')).toBe(`${app.baseUrl}/auth/google/callback`)
  nextProfile = profile
  const google = await fetch(authorize, { redirect: 'manual' })
  const callback = new URL(google.headers.get('location')!)
  tamper(callback)
  return client.request('GET', callback.pathname + callback.search)
}

/** Refused: back to /login with the message, and still a guest. */
async function expectRefused(
  client: TestClient,
  reply: { status: number; location: string | null },
  message: string
) {
  expect(reply.status).toBe(302)
  expect(reply.location).toBe('/login')
  const page = await client.visit('/login')
  expect(page.component).toBe('auth/login')
  expect(page.props.googleError).toBe(message)
  const home = await client.request('GET', '/', { inertia: true })
  expect(home.status).toBe(302)
  expect(home.location).toBe('/login')
}

describe('the "Sign in with Google" button', () => {
  test('is not offered when GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET are not set', async () => {
    const page = await new TestClient().visit('/login')
    expect(page.props.google).toBe(false)
    expect(page.props.googleError).toBeNull()
  })

  test('without them, its address goes back to /login saying it is not available', async () => {
    const client = new TestClient()
    await client.visit('/login')
    const reply = await client.request('GET', '/auth/google/redirect')
    await expectRefused(client, reply, MESSAGES.notConfigured)
  })

  test('is offered when they are set', async () => {
    const page = await new TestClient(app.baseUrl).visit('/login')
    expect(page.component).toBe('auth/login')
    expect(page.props.google).toBe(true)
  })
})

describe('GET /auth/google/callback', () => {
  test('an active user whose verified Google address matches (case ignored) lands on the dashboard', async () => {
    const { user } = await createOrgAdmin()
    const client = new TestClient(app.baseUrl)
    const reply = await signInWithGoogle(client, profileOf(user.email.toUpperCase()))
    expect(reply.status).toBe(302)
    expect(reply.location).toBe('/')
    const page = await client.visit('/')
    expect(page.component).toBe('dashboard/tenant')
    expect(page.props.auth.user.email).toBe(user.email)
  })

  test('a super-admin (second factor mandatory) is not signed in before the second step', async () => {
    const user = await createUser({ role: 'super-admin' })
    const client = new TestClient(app.baseUrl)
    const reply = await signInWithGoogle(client, profileOf(user.email))
    expect(reply.status).toBe(302)
    expect(reply.location).toBe('/login/two-factor')
    // Any other page: still a guest, sent back to the second step.
    const home = await client.request('GET', '/', { inertia: true })
    expect(home.status).toBe(302)
    expect(home.location).toBe('/login/two-factor')
    expect(await client.componentAt('/login/two-factor')).toBe('auth/two_factor')
    const { location, page } = await client.passSecondStep(user.email)
    expect(location).toBe('/')
    expect(page?.component).toBe('dashboard/admin')
    expect(page?.props.auth.user.email).toBe(user.email)
  })

  test('Google counts as the first factor: a super-admin without a second factor sets it up', async () => {
    const user = await createUser({ role: 'super-admin', twoFactor: false })
    const client = new TestClient(app.baseUrl)
    const reply = await signInWithGoogle(client, profileOf(user.email))
    expect(reply.location).toBe('/login/two-factor')
    expect(await client.componentAt('/login/two-factor')).toBe('auth/two_factor_enrol')
  })

  test('an address without an account is refused, and no account is created', async () => {
    const email = `${unique('necunoscut').toLowerCase()}@gmail.com`
    const client = new TestClient(app.baseUrl)
    const reply = await signInWithGoogle(client, profileOf(email))
    await expectRefused(client, reply, MESSAGES.unknown)
    expect(await count('users', 'lower(email) = $1', [email])).toBe(0)
  })

  test('an unverified Google address is refused, even when it matches a user', async () => {
    const user = await createUser()
    const client = new TestClient(app.baseUrl)
    const reply = await signInWithGoogle(client, profileOf(user.email, { email_verified: false }))
    await expectRefused(client, reply, MESSAGES.unverified)
  })

  test('an inactive user is refused', async () => {
    const user = await createUser({ status: 'inactive' })
    const client = new TestClient(app.baseUrl)
    const reply = await signInWithGoogle(client, profileOf(user.email))
    await expectRefused(client, reply, MESSAGES.inactive)
  })

  test('a pending user is refused (only active accounts sign in with Google)', async () => {
    const user = await createUser({ status: 'pending' })
    const client = new TestClient(app.baseUrl)
    const reply = await signInWithGoogle(client, profileOf(user.email))
    await expectRefused(client, reply, MESSAGES.inactive)
  })

  test('a state that is not the one the app sent is refused', async () => {
    const user = await createUser()
    const client = new TestClient(app.baseUrl)
    const reply = await signInWithGoogle(client, profileOf(user.email), (callback) =>
      callback.searchParams.set('state', 'another-state')
    )
    await expectRefused(client, reply, MESSAGES.state)
  })

  test("a callback from another browser (without the app's state cookie) is refused", async () => {
    const user = await createUser()
    const victim = new TestClient(app.baseUrl)
    const attacker = new TestClient(app.baseUrl)
    let link = ''
    await signInWithGoogle(attacker, profileOf(user.email), (callback) => {
      link = callback.pathname + callback.search
      callback.searchParams.delete('code')
    })
    await victim.visit('/login')
    const reply = await victim.request('GET', link)
    await expectRefused(victim, reply, MESSAGES.state)
  })

  test('the user cancelling at Google is refused with its message', async () => {
    const user = await createUser()
    const client = new TestClient(app.baseUrl)
    const reply = await signInWithGoogle(client, profileOf(user.email), (callback) => {
      callback.searchParams.delete('code')
      callback.searchParams.set('error', 'access_denied')
    })
    await expectRefused(client, reply, MESSAGES.denied)
  })
})

import { describe, expect, test } from 'vitest'
import { Encryption } from '@boringnode/encryption'
import { aes256gcm } from '@boringnode/encryption/drivers/aes_256_gcm'
import { TestClient, cookieAttributes, signedIn } from '../support/client.ts'
import { TEST_APP_KEY } from '../support/stack.ts'
import { count, createUser, query, sessionsOf, updateSessionValues } from '../support/db.ts'

const HOUR = 60 * 60 * 1000

describe('security headers', () => {
  test('a full page forbids framing and sniffing and allows scripts only with its nonce', async () => {
    const reply = await new TestClient().request('GET', '/login')
    expect(reply.status).toBe(200)
    const csp = reply.headers.get('content-security-policy') ?? ''
    const directives = new Map(
      csp.split(';').map((part) => {
        const [name, ...values] = part.trim().split(/\s+/)
        return [name, values] as const
      })
    )
    expect(directives.get('frame-ancestors')).toEqual([`'none'`])
    expect(directives.get('default-src')).toContain(`'self'`)
    expect(directives.get('object-src')).toEqual([`'none'`])
    const nonce = directives
      .get('script-src')
      ?.find((value) => value.startsWith(`'nonce-`))
      ?.slice(7, -1)
    expect(nonce).toBeTruthy()
    expect(directives.get('script-src')).not.toContain(`'unsafe-inline'`)
    // The page's own scripts carry that nonce.
    expect(reply.text).toContain(`nonce="${nonce}"`)
    expect(reply.headers.get('x-frame-options')).toBe('DENY')
    expect(reply.headers.get('x-content-type-options')).toBe('nosniff')

    // A new nonce on every response.
    const again = await new TestClient().request('GET', '/login')
    expect(again.headers.get('content-security-policy')).not.toContain(`'nonce-${nonce}'`)
  })

  test('an Inertia page and an error page carry the headers too', async () => {
    const user = await createUser()
    const client = await signedIn(user)
    for (const path of ['/', '/organizations']) {
      const reply = await client.request('GET', path, { inertia: true })
      expect(reply.headers.get('content-security-policy')).toContain(`frame-ancestors 'none'`)
      expect(reply.headers.get('x-frame-options')).toBe('DENY')
      expect(reply.headers.get('x-content-type-options')).toBe('nosniff')
    }
  })
})

describe('cookies', () => {
  test('the session cookie is HttpOnly, SameSite=Lax and lives 2 hours', async () => {
    const client = new TestClient()
    await client.request('GET', '/login')
    const line = client.setCookies.get('session')
    expect(line).toBeDefined()
    const attributes = cookieAttributes(line!)
    expect(attributes.has('httponly')).toBe(true)
    expect(attributes.get('samesite')?.toLowerCase()).toBe('lax')
    expect(attributes.get('path')).toBe('/')
    expect(attributes.get('max-age')).toBe(String(2 * 60 * 60))
  })

  test('the session cookie keeps its flags after sign-in', async () => {
    const user = await createUser()
    const client = await signedIn(user)
    const attributes = cookieAttributes(client.setCookies.get('session')!)
    expect(attributes.has('httponly')).toBe(true)
    expect(attributes.get('samesite')?.toLowerCase()).toBe('lax')
  })

  test('the XSRF cookie is readable by the page script (it sends it back as a header)', async () => {
    const client = new TestClient()
    await client.request('GET', '/login')
    const line = client.setCookies.get('XSRF-TOKEN')
    expect(line).toBeDefined()
    expect(cookieAttributes(line!).has('httponly')).toBe(false)
  })

  describe('written again with the session', () => {
    /** The names of the cookies a reply sets. */
    const cookiesSet = (reply: { headers: Headers }) =>
      reply.headers.getSetCookie().map((line) => line.slice(0, line.indexOf('=')))

    /** As if the client's session had last been renewed `seconds` ago. */
    async function renewedAgo(client: TestClient, seconds: number) {
      await query(
        `update sessions set expires_at = now() + interval '2 hours' - make_interval(secs => $2)
         where id = $1`,
        [client.sessionId(), seconds]
      )
    }

    /** A signed-in client whose session was last renewed 30 seconds ago. */
    async function settled() {
      const client = await signedIn(await createUser())
      await renewedAgo(client, 30)
      return client
    }

    /** Signs out with the XSRF token the client holds (or none): whether that was accepted. */
    async function signsOut(client: TestClient, xsrf = true) {
      const reply = await client.request('POST', '/logout', {
        inertia: true,
        xsrf,
        headers: { referer: `${client.baseUrl}/` },
      })
      return reply.location === '/login'
    }

    test('the XSRF token the browser holds guards a form; without it the form is refused', async () => {
      const client = await settled()
      expect(await signsOut(client, false)).toBe(false)
      expect(await client.componentAt('/')).toBe('dashboard/empty')
      expect(await signsOut(client)).toBe(true)
      expect(await client.componentAt('/')).toBe('auth/login')
    })

    test('when the session expiry moves forward both cookies are written again', async () => {
      const client = await settled()
      await renewedAgo(client, 90)
      const reply = await client.request('GET', '/', { inertia: true })
      expect(cookiesSet(reply).sort()).toEqual(['XSRF-TOKEN', 'session'])
      expect(cookieAttributes(client.setCookies.get('session')!).get('max-age')).toBe('7200')
    })

    test('a missing XSRF cookie is written at once; a foreign one guards nothing and is replaced', async () => {
      const client = await settled()
      client.cookies.delete('XSRF-TOKEN')
      // (A full page: the test client fetches the cookie first for an Inertia visit.)
      const missing = await client.request('GET', '/')
      expect(cookiesSet(missing)).toContain('XSRF-TOKEN')
      expect(await signsOut(client)).toBe(true)

      // A token of another session's secret (still the app's encryption) guards nothing, and
      // is replaced when the session is next renewed.
      const victim = await settled()
      const other = await settled()
      const foreign = other.cookies.get('XSRF-TOKEN')!
      victim.cookies.set('XSRF-TOKEN', foreign)
      expect(await signsOut(victim)).toBe(false)
      await renewedAgo(victim, 90)
      const renewed = await victim.request('GET', '/', { inertia: true })
      expect(cookiesSet(renewed)).toContain('XSRF-TOKEN')
      expect(victim.cookies.get('XSRF-TOKEN')).not.toBe(foreign)
      expect(await signsOut(victim)).toBe(true)
    })

    test('a session that has no CSRF secret yet gets its token at once', async () => {
      const client = await settled()
      await updateSessionValues(client.sessionId()!, (values) => {
        delete values['csrf-secret']
      })
      const reply = await client.request('GET', '/', { inertia: true })
      expect(cookiesSet(reply)).toContain('XSRF-TOKEN')
      expect(await signsOut(client)).toBe(true)
    })
  })

  // The cookies are signed and encrypted with the app key by @boringnode/encryption (config/encryption.ts).
  test("the session and XSRF cookies are the framework package's formats, both ways", async () => {
    const packaged = new Encryption(aes256gcm({ id: 'gcm', keys: [TEST_APP_KEY] }))
    const user = await createUser()
    const client = await signedIn(user)
    const sessionCookie = decodeURIComponent(client.cookies.get('session')!)
    expect(packaged.getMessageVerifier().unsign(sessionCookie.replace(/^s:/, ''), 'session')).toBe(
      client.sessionId()
    )
    const xsrf = decodeURIComponent(client.cookies.get('XSRF-TOKEN')!)
    expect(packaged.decrypt(xsrf.replace(/^e:/, ''), 'XSRF-TOKEN')).toEqual(expect.any(String))

    // A session cookie signed by the package is honoured; one signed with another key is not.
    const signedBy = (encryption: Encryption) => {
      const other = new TestClient()
      const value = encryption.getMessageVerifier().sign(client.sessionId(), undefined, 'session')
      other.cookies.set('session', encodeURIComponent(`s:${value}`))
      return other
    }
    const page = await signedBy(packaged).visit('/')
    expect(page.props.auth.user?.email).toBe(user.email)
    const forged = new Encryption(
      aes256gcm({ id: 'gcm', keys: ['another-key-of-32-characters!!!!'] })
    )
    const reply = await signedBy(forged).request('GET', '/', { inertia: true })
    expect(reply.status).toBe(302)
    expect(reply.location).toBe('/login')
  })
})

describe('session lifetime', () => {
  test('the session stores when and how the user signed in', async () => {
    const user = await createUser()
    const before = Date.now()
    const client = await signedIn(user)
    const [session] = await sessionsOf(user.id)
    expect(session.id).toBe(client.sessionId())
    expect(session.data.message.auth_remembered).toBe(false)
    const startedAt = session.data.message.auth_started_at as number
    expect(startedAt).toBeGreaterThanOrEqual(before - 5000)
    expect(startedAt).toBeLessThanOrEqual(Date.now() + 5000)
  })

  test('a session older than 12 hours without remember-me is ended', async () => {
    const user = await createUser()
    const client = await signedIn(user)
    await updateSessionValues(client.sessionId()!, (values) => {
      values.auth_started_at = Date.now() - 12 * HOUR - 60_000
    })
    const reply = await client.request('GET', '/', { inertia: true })
    expect(reply.status).toBe(302)
    expect(reply.location).toBe('/login')
    expect(await client.componentAt('/')).toBe('auth/login')
  })

  test('a session just under 12 hours old still works', async () => {
    const user = await createUser()
    const client = await signedIn(user)
    await updateSessionValues(client.sessionId()!, (values) => {
      values.auth_started_at = Date.now() - 12 * HOUR + 5 * 60_000
    })
    expect(await client.componentAt('/')).toBe('dashboard/empty')
  })

  test('a remembered session older than 12 hours survives', async () => {
    const user = await createUser()
    const client = await signedIn(user, true)
    const [session] = await sessionsOf(user.id)
    expect(session.data.message.auth_remembered).toBe(true)
    await updateSessionValues(client.sessionId()!, (values) => {
      values.auth_started_at = Date.now() - 13 * HOUR
    })
    expect(await client.componentAt('/')).toBe('dashboard/empty')
  })

  test('after 2 hours idle the session is gone', async () => {
    const user = await createUser()
    const client = await signedIn(user)
    await query(`update sessions set expires_at = now() - interval '1 second' where id = $1`, [
      client.sessionId(),
    ])
    const reply = await client.request('GET', '/', { inertia: true })
    expect(reply.status).toBe(302)
    expect(reply.location).toBe('/login')
  })

  test('each request starts the 2 idle hours again', async () => {
    const user = await createUser()
    const client = await signedIn(user)
    await query(`update sessions set expires_at = now() + interval '10 minutes' where id = $1`, [
      client.sessionId(),
    ])
    expect(await client.componentAt('/')).toBe('dashboard/empty')
    const [row] = await query<{ minutes: number }>(
      `select extract(epoch from expires_at - now()) / 60 as minutes from sessions where id = $1`,
      [client.sessionId()]
    )
    expect(Number(row.minutes)).toBeGreaterThan(119)
  })

  test('after 2 hours idle a remembered user is signed in again with a new session', async () => {
    const user = await createUser()
    const client = await signedIn(user, true)
    const oldId = client.sessionId()
    await query(`update sessions set expires_at = now() - interval '1 second' where id = $1`, [
      oldId,
    ])
    const page = await client.visit('/')
    expect(page.component).toBe('dashboard/empty')
    expect(page.props.auth.user.email).toBe(user.email)
    const sessions = await sessionsOf(user.id)
    expect(sessions).toHaveLength(1)
    expect(sessions[0].id).not.toBe(oldId)
    expect(sessions[0].id).toBe(client.sessionId())
    expect(sessions[0].data.message.auth_remembered).toBe(true)
    // The remember-me token was rotated, not duplicated.
    expect(await count('remember_me_tokens', 'tokenable_id = $1', [user.id])).toBe(1)
  })

  test('a user made inactive is signed out on the next request', async () => {
    const user = await createUser()
    const client = await signedIn(user, true)
    await query(`update users set status = 'inactive' where id = $1`, [user.id])
    const reply = await client.request('GET', '/', { inertia: true })
    expect(reply.status).toBe(302)
    expect(reply.location).toBe('/login')
    // The remember-me cookie does not bring them back.
    expect(await client.componentAt('/')).toBe('auth/login')
    expect(await count('remember_me_tokens', 'tokenable_id = $1', [user.id])).toBe(0)
  })
})

describe('CSRF', () => {
  test('a state-changing request without the token is refused with a Romanian message', async () => {
    const client = new TestClient()
    await client.visit('/login')
    const user = await createUser()
    const reply = await client.request('POST', '/login', {
      inertia: true,
      xsrf: false,
      body: { email: user.email, password: user.password },
      headers: { referer: `${client.baseUrl}/login` },
    })
    expect(reply.status).toBe(302)
    expect(await sessionsOf(user.id)).toHaveLength(0)
    const page = await client.visit('/login')
    expect(page.props.auth.user).toBeNull()
    expect(page.flash.error).toBe(
      'Sesiunea a expirat sau formularul nu mai este valid. Reîncarcă pagina și încearcă din nou.'
    )
  })

  test('a form sent after the session expired lands on /login with the same message', async () => {
    const user = await createUser({ role: 'super-admin' })
    const client = await signedIn(user)
    await query(`update sessions set expires_at = now() - interval '1 second' where id = $1`, [
      client.sessionId(),
    ])
    const { page } = await client.submit('POST', '/logout', undefined, { from: '/' })
    expect(page?.component).toBe('auth/login')
    expect(page?.flash.error).toBe(
      'Sesiunea a expirat sau formularul nu mai este valid. Reîncarcă pagina și încearcă din nou.'
    )
  })

  test('POST /locale needs the token as well', async () => {
    const user = await createUser()
    const client = await signedIn(user)
    await client.request('POST', '/locale', {
      inertia: true,
      xsrf: false,
      body: { locale: 'en' },
      headers: { referer: `${client.baseUrl}/` },
    })
    const [row] = await query('select locale from users where id = $1', [user.id])
    expect(row.locale).toBe('ro')
  })
})

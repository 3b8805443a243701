import { describe, expect, test } from 'vitest'
import { TestClient, signedIn } from '../support/client.ts'
import { count, createUser, sessionsOf } from '../support/db.ts'

describe('POST /logout', () => {
  test('ends the session and confirms with a toast', async () => {
    const user = await createUser({ role: 'super-admin' })
    const client = await signedIn(user)
    const { status, location, page } = await client.submit('POST', '/logout', undefined, {
      from: '/',
    })
    expect(status).toBe(302)
    expect(location).toBe('/login')
    expect(page?.component).toBe('auth/login')
    expect(page?.flash.success).toBe('Te-ai deconectat.')
    expect(page?.props.auth.user).toBeNull()

    const later = await client.request('GET', '/', { inertia: true })
    expect(later.status).toBe(302)
    expect(later.location).toBe('/login')
    // The toast is shown once.
    const { flash } = await client.visit('/login')
    expect(flash.success).toBeUndefined()
  })

  test('a remembered user is forgotten: token deleted, cookie cleared', async () => {
    const user = await createUser()
    const client = await signedIn(user, true)
    expect(await count('remember_me_tokens', 'tokenable_id = $1', [user.id])).toBe(1)

    await client.submit('POST', '/logout')
    expect(await count('remember_me_tokens', 'tokenable_id = $1', [user.id])).toBe(0)
    expect(client.cookies.has('remember_web')).toBe(false)
    const later = await client.request('GET', '/', { inertia: true })
    expect(later.location).toBe('/login')
  })

  test('signing out in one browser leaves the other signed in', async () => {
    const user = await createUser()
    const first = await signedIn(user)
    const second = await signedIn(user)
    await first.submit('POST', '/logout')
    expect(await second.componentAt('/')).toBe('dashboard/empty')
  })

  test('is refused without the CSRF token, and the user stays signed in', async () => {
    const user = await createUser({ role: 'super-admin' })
    const client = await signedIn(user)
    const reply = await client.request('POST', '/logout', {
      inertia: true,
      xsrf: false,
      headers: { referer: `${client.baseUrl}/` },
    })
    expect(reply.location).not.toBe('/login')
    const page = await client.visit('/')
    expect(page.component).toBe('dashboard/admin')
    expect(page.props.auth.user.email).toBe(user.email)
    expect(await sessionsOf(user.id)).toHaveLength(1)
  })

  test('is refused with a forged CSRF token', async () => {
    const user = await createUser()
    const client = await signedIn(user)
    const reply = await client.request('POST', '/logout', {
      inertia: true,
      xsrf: false,
      headers: { 'referer': `${client.baseUrl}/`, 'x-xsrf-token': 'forged-token' },
    })
    expect(reply.location).not.toBe('/login')
    expect(await client.componentAt('/')).toBe('dashboard/empty')
  })

  test('a GET cannot sign out', async () => {
    const user = await createUser()
    const client = await signedIn(user)
    const reply = await client.request('GET', '/logout', { inertia: true })
    expect(reply.status).toBe(404)
    expect(await client.componentAt('/')).toBe('dashboard/empty')
  })

  test('a guest is sent to /login', async () => {
    const reply = await new TestClient().request('POST', '/logout', { inertia: true })
    expect(reply.status).toBe(302)
    expect(reply.location).toBe('/login')
  })
})

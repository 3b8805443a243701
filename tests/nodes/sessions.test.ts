/**
 * Two web nodes on one database (docs/deployment.md): a session and a login throttle
 * belong to the platform, not to the node that made them (signing out or resetting the password
 * on one node ends the session on the other). Fails if sessions or throttles are
 * kept in a node's memory (SESSION_DRIVER / LIMITER_STORE).
 */
import { describe, expect, inject, test } from 'vitest'
import { TestClient } from '../support/client.ts'
import { createUser, latestMailTo, resetTokenFrom } from '../support/db.ts'

const [nodeA, nodeB] = inject('nodes')
const FAILED = 'Email sau parolă greșită.'
const THROTTLED = 'Prea multe încercări. Încearcă din nou peste 15 minute.'

/** A client on `node` holding the same cookies as `client` (one browser, another node). */
function sameBrowserOn(node: string, client: TestClient) {
  const other = new TestClient(node)
  other.cookies = new Map(client.cookies)
  return other
}

describe('a session over two nodes', () => {
  test('signed in through node A is signed in on node B', async () => {
    const user = await createUser()
    const onA = new TestClient(nodeA)
    await onA.login(user.email, user.password)

    // A user without a role lands on the empty dashboard; a guest on the sign-in page.
    expect(await sameBrowserOn(nodeB, onA).componentAt('/')).toBe('dashboard/empty')
  })

  test('signing out on node A ends the session on node B', async () => {
    const user = await createUser()
    const onA = new TestClient(nodeA)
    await onA.login(user.email, user.password)
    const onB = sameBrowserOn(nodeB, onA)
    expect(await onB.componentAt('/')).toBe('dashboard/empty')

    const signOut = await onA.submit('POST', '/logout')
    expect(signOut.location).toBe('/login')

    const reply = await onB.request('GET', '/', { inertia: true })
    expect(reply.status).toBe(302)
    expect(reply.location).toBe('/login')
  })
})

describe('a password reset over two nodes', () => {
  test('a password reset through node A ends the session made on node B', async () => {
    const user = await createUser()
    const onB = new TestClient(nodeB)
    await onB.login(user.email, user.password)
    expect(await onB.componentAt('/')).toBe('dashboard/empty')

    const guestOnA = new TestClient(nodeA)
    const asked = await guestOnA.submit('POST', '/forgot', { email: user.email })
    expect(asked.page?.props.sent).toBe(true)
    const token = resetTokenFrom((await latestMailTo(user.email))!.html)
    const password = 'parola-noua-123'
    const { page } = await guestOnA.submit('POST', `/reset/${token}`, {
      email: user.email,
      password,
      password_confirmation: password,
    })
    expect(page?.props.done).toBe(true)

    const reply = await onB.request('GET', '/', { inertia: true })
    expect(reply.status).toBe(302)
    expect(reply.location).toBe('/login')
  })
})

describe('the login throttle over two nodes', () => {
  test('failed attempts on A and on B add up: the 6th is refused on either', async () => {
    const user = await createUser()
    const onA = new TestClient(nodeA)
    const onB = new TestClient(nodeB)
    for (let attempt = 1; attempt <= 5; attempt++) {
      const client = attempt % 2 ? onA : onB
      const { page } = await client.submit('POST', '/login', {
        email: user.email,
        password: `greșită-${attempt}`,
      })
      expect(page?.props.errors.email).toBe(FAILED)
    }
    for (const client of [onA, onB]) {
      const { page } = await client.submit('POST', '/login', {
        email: user.email,
        password: user.password,
      })
      expect(page?.component).toBe('auth/login')
      expect(page?.props.errors.email).toBe(THROTTLED)
    }
  })
})

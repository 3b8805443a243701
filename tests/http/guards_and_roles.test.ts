import { beforeAll, describe, expect, test } from 'vitest'
import { TestClient, signedIn } from '../support/client.ts'
import { createOrgAdmin, createUser } from '../support/db.ts'

const SUPER_ADMIN_ROUTES = [
  '/organizations',
  '/organizations/create',
  '/mobile-app/settings',
  '/mobile-app/styling',
  '/mailbox',
]

const ORG_ADMIN_ROUTES = [
  '/contacts',
  '/lists',
  '/companies',
  '/settings',
  '/segments',
  '/segments/create',
  '/feeds',
  '/feeds/create',
  '/quizzes',
  '/quizzes/create',
  '/quests',
  '/quests/create',
  '/products',
  '/products/create',
]

const EVENTS_MODULE_ROUTES = [
  '/community/settings',
  '/community/styles',
  '/events',
  '/events/create',
]

const BOTH_ROLES_ROUTES = ['/users', '/users/invite']

describe('without a session', () => {
  test('a page visit goes to /login', async () => {
    const client = new TestClient()
    const reply = await client.request('GET', '/')
    expect(reply.status).toBe(302)
    expect(reply.location).toBe('/login')
    const page = await client.visit('/')
    expect(page.component).toBe('auth/login')
  })

  test.each([...SUPER_ADMIN_ROUTES, ...ORG_ADMIN_ROUTES, '/users', '/my-account', '/events'])(
    '%s goes to /login',
    async (path) => {
      const reply = await new TestClient().request('GET', path, { inertia: true })
      expect(reply.status).toBe(302)
      expect(reply.location).toBe('/login')
    }
  )

  test('after sign-in the browser comes back to the page first asked for', async () => {
    const user = await createUser({ role: 'super-admin' })
    const client = new TestClient()
    expect(await client.componentAt('/organizations')).toBe('auth/login')
    const { location, page } = await client.login(user.email, user.password)
    expect(location).toBe('/organizations')
    expect(page?.url).toBe('/organizations')
    expect(page?.status).toBe(200)
    expect(page?.component).not.toMatch(/^(auth|errors)\//)

    // Only once: the next sign-in lands on the dashboard.
    await client.submit('POST', '/logout')
    const second = await client.login(user.email, user.password)
    expect(second.location).toBe('/')
  })

  test('the query string of the page first asked for is kept', async () => {
    const user = await createUser({ role: 'super-admin' })
    const client = new TestClient()
    await client.visit('/mailbox?page=2')
    const { location } = await client.login(user.email, user.password)
    expect(location).toBe('/mailbox?page=2')
  })

  test('a JSON request gets 401 instead of a redirect', async () => {
    const reply = await new TestClient().request('GET', '/organizations', { json: true })
    expect(reply.status).toBe(401)
    expect(reply.json().errors[0].message).toBe('Sesiunea a expirat. Autentifică-te din nou.')
  })
})

describe('a signed-in user on the guest pages', () => {
  test.each(['/login', '/forgot'])('%s redirects to /', async (path) => {
    const user = await createUser()
    const client = await signedIn(user)
    const reply = await client.request('GET', path, { inertia: true })
    expect(reply.status).toBe(302)
    expect(reply.location).toBe('/')
  })
})

describe('roles', () => {
  let superAdmin: TestClient
  let orgAdmin: TestClient
  let orgAdminWithoutEvents: TestClient
  let noRole: TestClient

  beforeAll(async () => {
    superAdmin = await signedIn(await createUser({ role: 'super-admin' }))
    const withEvents = await createOrgAdmin(['events-module'])
    const withoutEvents = await createOrgAdmin([])
    orgAdmin = await signedIn(withEvents.user)
    orgAdminWithoutEvents = await signedIn(withoutEvents.user)
    noRole = await signedIn(await createUser())
  })

  async function expectForbidden(client: TestClient, path: string) {
    const page = await client.visit(path)
    expect(page.status).toBe(403)
    expect(page.component).toBe('errors/forbidden')
    expect(page.props.message).toBe('Nu ai acces la această pagină.')
  }

  async function expectPage(client: TestClient, path: string) {
    const page = await client.visit(path)
    expect(page.status).toBe(200)
    expect(page.url).toBe(path)
    expect(page.component).not.toMatch(/^(auth|errors)\//)
    return page
  }

  describe.each(SUPER_ADMIN_ROUTES)('super-admin page %s', (path) => {
    test('opens for a super-admin', async () => {
      await expectPage(superAdmin, path)
    })
    test('is forbidden to an org-admin', async () => {
      await expectForbidden(orgAdmin, path)
    })
    test('is forbidden to a user without a role', async () => {
      await expectForbidden(noRole, path)
    })
  })

  describe.each(ORG_ADMIN_ROUTES)('org-admin page %s', (path) => {
    test('opens for an org-admin', async () => {
      await expectPage(orgAdmin, path)
    })
    test('is forbidden to a super-admin', async () => {
      await expectForbidden(superAdmin, path)
    })
    test('is forbidden to a user without a role', async () => {
      await expectForbidden(noRole, path)
    })
  })

  describe.each(EVENTS_MODULE_ROUTES)('events-module page %s', (path) => {
    test('opens for an org-admin whose community has the module', async () => {
      await expectPage(orgAdmin, path)
    })
    test('for an org-admin whose community lacks it, says the module is not active there', async () => {
      const page = await orgAdminWithoutEvents.visit(path)
      expect(page.status).toBe(404)
      expect(page.component).toBe('errors/module_inactive')
      expect(page.props.module).toBe('Evenimente')
      expect(page.props.community).toBe(page.props.auth.community.name)
    })
    test('is forbidden to a super-admin', async () => {
      await expectForbidden(superAdmin, path)
    })
  })

  describe.each(BOTH_ROLES_ROUTES)('users page %s', (path) => {
    test('opens for a super-admin and for an org-admin', async () => {
      await expectPage(superAdmin, path)
      await expectPage(orgAdmin, path)
    })
    test('is forbidden to a user without a role', async () => {
      await expectForbidden(noRole, path)
    })
  })

  test('/my-account opens for any signed-in user', async () => {
    for (const client of [superAdmin, orgAdmin, orgAdminWithoutEvents, noRole]) {
      await expectPage(client, '/my-account')
    }
  })

  test('the dashboard opens for every role', async () => {
    const cases = [
      [superAdmin, 'dashboard/admin'],
      [orgAdmin, 'dashboard/tenant'],
      [noRole, 'dashboard/empty'],
    ] as const
    for (const [client, component] of cases) {
      const page = await expectPage(client, '/')
      expect(page.component).toBe(component)
    }
  })

  test('an unknown page answers 404', async () => {
    const page = await superAdmin.visit('/nu-exista')
    expect(page.status).toBe(404)
    expect(page.component).toBe('errors/not_found')
  })
})

describe('shared props', () => {
  test("an org-admin sees their own organization, community and modules, never another's", async () => {
    const first = await createOrgAdmin(['events-module'])
    const second = await createOrgAdmin([])

    const firstClient = await signedIn(first.user)
    const firstPage = await firstClient.visit('/')
    expect(firstPage.props.auth.role).toBe('org-admin')
    expect(firstPage.props.auth.organization).toEqual({
      uid: first.organization.uid,
      name: first.organization.name,
    })
    expect(firstPage.props.auth.community).toEqual({
      uid: first.community.uid,
      name: first.community.name,
    })
    expect(firstPage.props.auth.communities).toEqual([
      { uid: first.community.uid, name: first.community.name },
    ])
    expect(firstPage.props.auth.modules).toEqual(['events-module'])

    const secondClient = await signedIn(second.user)
    const secondPage = await secondClient.visit('/contacts')
    expect(secondPage.props.auth.organization).toEqual({
      uid: second.organization.uid,
      name: second.organization.name,
    })
    expect(secondPage.props.auth.community.uid).toBe(second.community.uid)
    expect(secondPage.props.auth.communities).toHaveLength(1)
    expect(secondPage.props.auth.modules).toEqual([])
  })

  test('a super-admin has no organization; the user is presented without secrets', async () => {
    const user = await createUser({ role: 'super-admin' })
    const client = await signedIn(user)
    const page = await client.visit('/')
    expect(page.props.auth.organization).toBeNull()
    expect(page.props.auth.community).toBeNull()
    expect(page.props.auth.modules).toEqual([])
    expect(page.props.auth.user).toMatchObject({
      uid: user.uid,
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      role: 'super-admin',
    })
    expect(page.props.auth.user).not.toHaveProperty('password')
    expect(JSON.stringify(page.props)).not.toContain('$argon2')
  })
})

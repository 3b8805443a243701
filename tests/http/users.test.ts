import { beforeAll, describe, expect, test } from 'vitest'
import { TestClient, signedIn } from '../support/client.ts'
import { count, createOrgAdmin, createUser, query, unique } from '../support/db.ts'
import { expectForbidden, fileForm, png } from './helpers/users.ts'

interface Row {
  uid: string
  id: number
  firstName: string
  lastName: string
  status: string
  email: string
  role: string | null
}

let superAdmin: TestClient
let org: Awaited<ReturnType<typeof createOrgAdmin>>
let orgClient: TestClient
let other: Awaited<ReturnType<typeof createOrgAdmin>>
let noRole: TestClient

beforeAll(async () => {
  superAdmin = await signedIn(await createUser({ role: 'super-admin' }))
  org = await createOrgAdmin()
  orgClient = await signedIn(org.user)
  other = await createOrgAdmin()
  noRole = await signedIn(await createUser())
})

/** Users whose first name carries a tag, so that one test's rows can be picked out. */
async function taggedUsers(tag: string, organizationId?: number) {
  const made = []
  for (const [first, status] of [
    ['Charlie', 'inactive'],
    ['alfa', 'active'],
    ['Bravo', 'pending'],
  ] as const) {
    const user = await createUser({
      email: `${first.toLowerCase()}-${tag}@example.test`,
      status,
      role: organizationId ? 'org-admin' : null,
      organizationId,
    })
    await query(`update users set first_name = $1, last_name = $2 where id = $3`, [
      `${first} ${tag}`,
      `${tag} ${first}`,
      user.id,
    ])
    made.push(user)
  }
  return made
}

describe('GET /users', () => {
  test('a super-admin sees every user with status, email and role', async () => {
    const orgUser = org.user
    const page = await superAdmin.visit(`/users?search=${encodeURIComponent(orgUser.email)}`)
    expect(page.status).toBe(200)
    expect(page.component).toBe('users/index')
    expect(page.props.canEdit).toBe(true)
    expect(page.props.users).toEqual([
      {
        uid: orgUser.uid,
        id: orgUser.id,
        firstName: orgUser.firstName,
        lastName: orgUser.lastName,
        status: 'active',
        email: orgUser.email,
        phoneNumber: '+40700000000',
        role: 'org-admin',
      },
    ])
    // Other files add accounts at the same time (none removes one): the total lies between two counts.
    const before = await count('users')
    const all = await superAdmin.visit('/users?per_page=10')
    expect(all.props.meta.total).toBeGreaterThanOrEqual(before)
    expect(all.props.meta.total).toBeLessThanOrEqual(await count('users'))
  })

  test("an org-admin sees only their organization's users, without edit links", async () => {
    const colleague = await createUser({ role: 'org-admin', organizationId: org.organization.id })
    const page = await orgClient.visit('/users?per_page=200')
    expect(page.component).toBe('users/index')
    expect(page.props.canEdit).toBe(false)
    const uids = page.props.users.map((row: Row) => row.uid).sort()
    expect(uids).toEqual([org.user.uid, colleague.uid].sort())
    expect(page.props.meta.total).toBe(2)
  })

  test('sorts by each column, searches and paginates', async () => {
    const tag = unique('sort').replace('-', '')
    const { organization, user: admin } = await createOrgAdmin()
    await taggedUsers(tag, organization.id)
    const client = await signedIn(admin)
    const firstNames = async (qs: string) => {
      const page = await client.visit(`/users?search=${tag}&${qs}`)
      return (page.props.users as Row[]).map((row) => row.firstName.split(' ')[0])
    }

    expect(await firstNames('sort=first_name&direction=asc')).toEqual(['alfa', 'Bravo', 'Charlie'])
    expect(await firstNames('sort=first_name&direction=desc')).toEqual(['Charlie', 'Bravo', 'alfa'])
    expect(await firstNames('sort=last_name&direction=asc')).toEqual(['alfa', 'Bravo', 'Charlie'])
    expect(await firstNames('sort=email&direction=desc')).toEqual(['Charlie', 'Bravo', 'alfa'])
    // Statuses in their own order: active, pending, inactive.
    expect(await firstNames('sort=status&direction=asc')).toEqual(['alfa', 'Bravo', 'Charlie'])
    expect(await firstNames('sort=id&direction=asc')).toEqual(['Charlie', 'alfa', 'Bravo'])
    expect(await firstNames('sort=role&direction=asc')).toHaveLength(3)

    const page = await client.visit(`/users?search=${tag.toUpperCase()}&sort=role&direction=desc`)
    expect(page.props.state).toEqual({
      sort: 'role',
      direction: 'desc',
      search: tag.toUpperCase(),
      perPage: 10,
    })
    expect(page.props.meta.total).toBe(3)

    // A page past the last one shows the last page.
    const first = await client.visit('/users?page=1&per_page=10')
    const second = await client.visit('/users?page=2&per_page=10')
    expect(second.props.meta.currentPage).toBe(1)
    expect(second.props.users).toEqual(first.props.users)
  })

  test('sorting by role puts roles in order, users without a role last', async () => {
    const tag = unique('rol').replace('-', '')
    const admin = await createUser({ role: 'super-admin', email: `a-${tag}@example.test` })
    const orgUser = await createUser({
      role: 'org-admin',
      organizationId: org.organization.id,
      email: `b-${tag}@example.test`,
    })
    const none = await createUser({ email: `c-${tag}@example.test` })
    const page = await superAdmin.visit(`/users?search=${tag}&sort=role&direction=asc`)
    expect(page.props.users.map((row: Row) => row.uid)).toEqual([orgUser.uid, admin.uid, none.uid])
    expect(page.props.users.map((row: Row) => row.role)).toEqual(['org-admin', 'super-admin', null])
  })

  test('a user without a role is refused; a guest goes to /login', async () => {
    await expectForbidden(await noRole.visit('/users'))
    const reply = await new TestClient().request('GET', '/users', { inertia: true })
    expect(reply.status).toBe(302)
    expect(reply.location).toBe('/login')
  })
})

describe('GET /images/{uid}/avatar', () => {
  let withAvatar: Awaited<ReturnType<typeof createUser>>
  let url: string

  beforeAll(async () => {
    withAvatar = await createUser({ role: 'org-admin', organizationId: org.organization.id })
    const client = await signedIn(withAvatar)
    await client.submit('POST', '/my-account/avatar', undefined, {
      form: fileForm('avatar', await png(), 'eu.png', 'image/png'),
      from: '/my-account',
    })
    const account = await client.visit('/my-account')
    url = account.props.auth.user.avatarUrl
    expect(url).toMatch(new RegExp(`^/images/${withAvatar.uid}/avatar\\?t=\\d+$`))
  })

  async function fetchAs(client: TestClient) {
    return fetch(client.baseUrl + url, { headers: { cookie: client.cookieHeader() } })
  }

  test('the user, a super-admin and an org-admin of the same organization can see it', async () => {
    for (const client of [await signedIn(withAvatar), superAdmin, orgClient]) {
      const response = await fetchAs(client)
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toBe('image/png')
      expect(response.headers.get('cache-control')).toBe('private, max-age=31536000, immutable')
      expect(response.headers.get('etag')).toBeTruthy()
    }
  })

  test('an org-admin of another organization gets 404', async () => {
    const response = await fetchAs(await signedIn(other.user))
    expect(response.status).toBe(404)
  })

  test('a user without an avatar, an unknown or malformed uid: 404', async () => {
    for (const path of [
      `/images/${org.user.uid}/avatar`,
      '/images/00000000-0000-0000-0000-000000000000/avatar',
      '/images/nu-e-uid/avatar',
    ]) {
      const response = await fetch(superAdmin.baseUrl + path, {
        headers: { cookie: superAdmin.cookieHeader() },
      })
      expect(response.status).toBe(404)
    }
  })

  test('a guest is sent to /login', async () => {
    const response = await fetch(superAdmin.baseUrl + url, { redirect: 'manual' })
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe('/login')
  })
})

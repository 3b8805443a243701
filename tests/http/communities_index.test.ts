import { describe, expect, test } from 'vitest'
import { TestClient, signedIn } from '../support/client.ts'
import { createCommunity, createOrgAdmin, createUser, query } from '../support/db.ts'
import { expectForbidden } from './helpers/users.ts'

describe('GET /communities (org-admin)', () => {
  test('the organization’s communities, 10 a page by name, searchable by name and description', async () => {
    const owner = await createOrgAdmin()
    const names = [owner.community.name]
    for (let i = 0; i < 11; i++) {
      const community = await createCommunity(owner.organization.id)
      names.push(community.name)
    }
    const special = await createCommunity(owner.organization.id)
    await query(`update communities set name = 'Zâmbete', description = $2 where id = $1`, [
      special.id,
      'Voluntari pentru copii în spitale, în fiecare weekend',
    ])
    const stranger = await createOrgAdmin()
    const client = await signedIn(owner.user)

    const first = await client.visit('/communities')
    expect(first.component).toBe('communities/index')
    expect(first.props.meta).toMatchObject({ currentPage: 1, lastPage: 2, perPage: 10, total: 13 })
    const sorted = [...names].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase()))
    expect(first.props.communities.map((c: { name: string }) => c.name)).toEqual(
      sorted.slice(0, 10)
    )
    const second = await client.visit('/communities?page=2')
    expect(second.props.communities.map((c: { name: string }) => c.name)).toEqual([
      ...sorted.slice(10),
      'Zâmbete',
    ])
    const all = [...first.props.communities, ...second.props.communities]
    expect(all.map((c: { uid: string }) => c.uid)).not.toContain(stranger.community.uid)

    const found = await client.visit('/communities?search=SPITALE')
    expect(found.props.communities).toEqual([
      {
        uid: special.uid,
        name: 'Zâmbete',
        description: 'Voluntari pentru copii în spitale, în fiecare weekend',
      },
    ])
    // Without diacritics: "zambete" finds "Zâmbete".
    expect(await client.propAt('/communities?search=zambete', 'communities')).toEqual([
      expect.objectContaining({ uid: special.uid }),
    ])
    const strangers = `/communities?search=${encodeURIComponent(stranger.community.name)}`
    expect(await client.propAt(strangers, 'communities')).toEqual([])
  })

  test('super-admins and no-role users are refused; guests go to /login', async () => {
    const superAdmin = await signedIn(await createUser({ role: 'super-admin' }))
    await expectForbidden(await superAdmin.visit('/communities'))
    const noRole = await signedIn(await createUser())
    await expectForbidden(await noRole.visit('/communities'))
    const reply = await new TestClient().request('GET', '/communities', { inertia: true })
    expect(reply.location).toBe('/login')
  })
})

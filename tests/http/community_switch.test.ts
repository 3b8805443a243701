import { describe, expect, test } from 'vitest'
import { TestClient, signedIn } from '../support/client.ts'
import { createCommunity, createOrgAdmin, createUser, query } from '../support/db.ts'
import { expectForbidden } from './helpers/users.ts'
import { statusOf } from './helpers/community_settings.ts'

/** An org-admin whose organization has two communities: "A…" (events) and "Z…" (none). */
async function adminWithTwoCommunities() {
  const owner = await createOrgAdmin(['events-module'])
  await query(`update communities set name = $2 where id = $1`, [
    owner.community.id,
    `A ${owner.community.name}`,
  ])
  const second = await createCommunity(owner.organization.id)
  await query(`update communities set name = $2 where id = $1`, [second.id, `Z ${second.name}`])
  const client = await signedIn(owner.user)
  return {
    ...owner,
    client,
    first: { ...owner.community, name: `A ${owner.community.name}` },
    second: { ...second, name: `Z ${second.name}` },
  }
}

describe('POST /community/switch', () => {
  test('the chosen community becomes the current one for the whole tenant area', async () => {
    const { client, first, second } = await adminWithTwoCommunities()
    const home = await client.visit('/')
    expect(home.props.auth.community).toEqual({ uid: first.uid, name: first.name })
    expect(home.props.auth.communities).toEqual([
      { uid: first.uid, name: first.name },
      { uid: second.uid, name: second.name },
    ])
    expect(home.props.auth.modules).toEqual(['events-module'])

    const { status, location, page } = await client.submit(
      'POST',
      '/community/switch',
      { community: second.uid },
      { from: '/contacts' }
    )
    expect(status).toBe(302)
    expect(location).toMatch(/\/contacts$/)
    expect(page?.flash.success).toBe(`Lucrezi acum în comunitatea „${second.name}”.`)
    expect(page?.props.auth.community).toEqual({ uid: second.uid, name: second.name })
    expect(page?.props.auth.modules).toEqual([])
    // The events module of the first community no longer applies.
    expect(await statusOf(client, '/events')).toBe(404)

    await client.submit('POST', '/community/switch', { community: first.uid })
    expect(await statusOf(client, '/events')).toBe(200)

    // Switching on a page the new community does not have leads to the dashboard instead.
    const fromEvents = await client.submit(
      'POST',
      '/community/switch',
      { community: second.uid },
      { from: '/events/create' }
    )
    expect(fromEvents.location).toBe('/')
    expect(fromEvents.page?.component).toBe('dashboard/tenant')
    const toEvents = await client.submit(
      'POST',
      '/community/switch',
      { community: first.uid },
      { from: '/events/create' }
    )
    expect(toEvents.location).toMatch(/\/events\/create$/)
  })

  test('the community is required', async () => {
    const { client, first } = await adminWithTwoCommunities()
    const { page } = await client.submit('POST', '/community/switch', {}, { from: '/contacts' })
    expect(page?.props.errors.community).toBe('Câmpul comunitate este obligatoriu.')
    expect(page?.props.auth.community.uid).toBe(first.uid)
  })

  test('another organization’s community is not found and nothing changes', async () => {
    const { client, first } = await adminWithTwoCommunities()
    const stranger = await createOrgAdmin()
    const reply = await client.submit('POST', '/community/switch', {
      community: stranger.community.uid,
    })
    expect(reply.status).toBe(404)
    const after = await client.propAt('/', 'auth')
    expect(after.community.uid).toBe(first.uid)
    const malformed = await client.submit('POST', '/community/switch', { community: 'nu-e-uid' })
    expect(malformed.status).toBe(404)
  })

  test('super-admins and no-role users are refused; guests go to /login', async () => {
    const { second } = await adminWithTwoCommunities()
    const superAdmin = await signedIn(await createUser({ role: 'super-admin' }))
    await expectForbidden(
      await superAdmin.submit('POST', '/community/switch', { community: second.uid })
    )
    const noRole = await signedIn(await createUser())
    await expectForbidden(
      await noRole.submit('POST', '/community/switch', { community: second.uid })
    )
    const guest = await new TestClient().request('POST', '/community/switch', {
      inertia: true,
      body: { community: second.uid },
    })
    expect(guest.location).toBe('/login')
  })
})

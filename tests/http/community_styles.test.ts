import { beforeAll, describe, expect, test } from 'vitest'
import { signedIn } from '../support/client.ts'
import { createOrgAdmin } from '../support/db.ts'
import {
  column,
  communityRow,
  expectLogin,
  expectStatus,
  people,
  setCommunity,
  statusOf,
  text,
} from './helpers/community_settings.ts'

let p: Awaited<ReturnType<typeof people>>

beforeAll(async () => {
  p = await people()
})

describe('GET /community/styles', () => {
  test("an org-admin sees their community's colours, images and intro", async () => {
    await setCommunity(p.community.id, {
      branding: { primary_color: '#334455' },
      intro: 'Bine ați venit!',
    })
    const page = await p.orgAdmin.visit('/community/styles')
    expect(page.status).toBe(200)
    expect(page.component).toBe('communities/styles')
    expect(page.props.community).toEqual({
      uid: p.community.uid,
      name: p.community.name,
      branding: { primary_color: '#334455' },
      intro: 'Bine ați venit!',
      logoUrl: null,
      coverUrl: null,
    })
  })

  test('without the events module: 404; super-admin and no role: 403; guest: /login', async () => {
    const { user } = await createOrgAdmin(['feeds-module'])
    const withoutEvents = await signedIn(user)
    const page = await withoutEvents.visit('/community/styles')
    expect(page.status).toBe(404)
    expect(page.component).toBe('errors/module_inactive')
    for (const client of [p.superAdmin, p.noRole]) {
      expect(await statusOf(client, '/community/styles')).toBe(403)
    }
    await expectLogin(p.guest, 'GET', '/community/styles')
  })
})

describe('POST /community/styles/branding', () => {
  const branding = { primary_color: '#102030', secondary_color: '#405060' }

  test('saves the colours of the current community only', async () => {
    const other = await communityRow(p.otherCommunity.id)
    const { location, page } = await p.orgAdmin.submit('POST', '/community/styles/branding', {
      branding,
    })
    expect(location).toBe('/community/styles')
    expect(page?.flash.success).toBe('Culorile au fost salvate.')
    expect(await column(p.community.id, 'branding')).toEqual(branding)
    expect(await communityRow(p.otherCommunity.id)).toEqual(other)
  })

  test('a malformed colour is refused under its field', async () => {
    const before = await communityRow(p.community.id)
    const { page } = await p.orgAdmin.submit(
      'POST',
      '/community/styles/branding',
      { branding: { primary_color: 'albastru' } },
      { from: '/community/styles' }
    )
    expect(page?.props.errors['branding.primary_color']).toBe(
      'Introdu o culoare în formatul #rrggbb.'
    )
    expect(await communityRow(p.community.id)).toEqual(before)
  })

  test('without the events module: 404; super-admin: 403; guest: /login; nothing changes', async () => {
    const { user, community } = await createOrgAdmin([])
    const before = await communityRow(community.id)
    const client = await signedIn(user)
    await expectStatus(
      await client.submit('POST', '/community/styles/branding', { branding }),
      'module'
    )
    await expectStatus(
      await p.superAdmin.submit('POST', '/community/styles/branding', { branding }),
      403
    )
    await expectLogin(p.guest, 'POST', '/community/styles/branding', { branding })
    expect(await communityRow(community.id)).toEqual(before)
  })
})

describe('POST /community/styles/intro', () => {
  test('saves the intro; an empty one clears it', async () => {
    const { page } = await p.orgAdmin.submit('POST', '/community/styles/intro', {
      intro: '  Despre comunitatea noastră.  ',
    })
    expect(page?.flash.success).toBe('Textul de prezentare a fost salvat.')
    expect(await column(p.community.id, 'intro')).toBe('Despre comunitatea noastră.')
    await p.orgAdmin.submit('POST', '/community/styles/intro', { intro: '' })
    expect(await column(p.community.id, 'intro')).toBeNull()
  })

  test('more than 1500 characters are refused under intro', async () => {
    await setCommunity(p.community.id, { intro: 'Păstrat' })
    const { page } = await p.orgAdmin.submit(
      'POST',
      '/community/styles/intro',
      { intro: text(1501) },
      { from: '/community/styles' }
    )
    expect(page?.props.errors.intro).toBe(
      'Câmpul text de prezentare poate avea cel mult 1.500 de caractere.'
    )
    expect(await column(p.community.id, 'intro')).toBe('Păstrat')
  })

  test('without the events module: 404; super-admin: 403; guest: /login', async () => {
    const { user, community } = await createOrgAdmin([])
    const client = await signedIn(user)
    await expectStatus(
      await client.submit('POST', '/community/styles/intro', { intro: 'x' }),
      'module'
    )
    await expectStatus(
      await p.superAdmin.submit('POST', '/community/styles/intro', { intro: 'x' }),
      403
    )
    await expectLogin(p.guest, 'POST', '/community/styles/intro', { intro: 'x' })
    expect(await column(community.id, 'intro')).toBeNull()
  })
})

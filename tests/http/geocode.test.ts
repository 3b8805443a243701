import { beforeAll, expect, test } from 'vitest'
import { people } from './helpers/community_settings.ts'

let p: Awaited<ReturnType<typeof people>>

beforeAll(async () => {
  p = await people()
})

test('without a configured geocoder the suggestions are an empty list (super-admin, org-admin)', async () => {
  for (const client of [p.superAdmin, p.orgAdmin]) {
    const reply = await client.request('GET', '/geocode?q=Pia%C8%9Ba%20Unirii%20Cluj', {
      json: true,
    })
    expect(reply.status).toBe(200)
    expect(reply.headers.get('content-type')).toMatch(/application\/json/)
    expect(reply.json()).toEqual([])
  }
  const noQuery = await p.orgAdmin.request('GET', '/geocode', { json: true })
  expect(noQuery.json()).toEqual([])
})

test('a user without a role is refused; a guest gets 401', async () => {
  const refused = await p.noRole.request('GET', '/geocode?q=Cluj', { json: true })
  expect(refused.status).toBe(403)
  const guest = await p.guest.request('GET', '/geocode?q=Cluj', { json: true })
  expect(guest.status).toBe(401)
})

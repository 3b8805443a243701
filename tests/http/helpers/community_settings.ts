/**
 * Helpers for the community edit, configuration, settings, styles and image
 * tests: the people involved (signed in), community rows read and written
 * straight in the database, and the seeded impact areas and industries.
 */
import { expect } from 'vitest'
import { TestClient, signedIn } from '../../support/client.ts'
import type Community from '#models/community'
import { createCommunity, createOrgAdmin, createUser, query, type Row } from '../../support/db.ts'

export async function communityRow(id: number) {
  const [row] = await query(`select * from communities where id = $1`, [id])
  return row as Row<typeof Community>
}

/** Writes columns of a community (jsonb values given as objects). */
export async function setCommunity(id: number, values: Record<string, unknown>) {
  const names = Object.keys(values)
  const sets = names.map((name, index) => `${name} = $${index + 2}`).join(', ')
  await query(`update communities set ${sets} where id = $1`, [
    id,
    ...names.map((name) => {
      const value = values[name]
      return value && typeof value === 'object' ? JSON.stringify(value) : value
    }),
  ])
}

export interface Area {
  id: number
  name: string
  children: { id: number; name: string }[]
}

/** The seeded main impact areas with their child areas, by name. */
export async function impactAreas(): Promise<Area[]> {
  const rows = await query<{ id: number; name: string; parent_id: number | null }>(
    `select id, name, parent_id from impact_areas order by name`
  )
  return rows
    .filter((row) => row.parent_id === null)
    .map((main) => ({
      id: main.id,
      name: main.name,
      children: rows
        .filter((row) => row.parent_id === main.id)
        .map((row) => ({ id: row.id, name: row.name })),
    }))
}

export async function industries() {
  return query<{ id: number; name: string }>(`select id, name from industries order by name`)
}

/** The impact areas (mains and children) chosen for a community, sorted. */
export async function chosenAreas(communityId: number) {
  const rows = await query<{ impact_area_id: number }>(
    `select impact_area_id from community_impact_areas where community_id = $1 order by 1`,
    [communityId]
  )
  return rows.map((row) => row.impact_area_id)
}

export async function chosenDomains(communityId: number) {
  const rows = await query<{ industry_id: number }>(
    `select industry_id from community_industries where community_id = $1 order by 1`,
    [communityId]
  )
  return rows.map((row) => row.industry_id)
}

/**
 * Who takes part: a super-admin, an org-admin (events module on their
 * community), an org-admin of another organization, a user without a role
 * and a guest.
 */
export async function people() {
  const owner = await createOrgAdmin(['events-module'])
  const other = await createOrgAdmin(['events-module'])
  return {
    superAdmin: await signedIn(await createUser({ role: 'super-admin' })),
    orgAdmin: await signedIn(owner.user),
    organization: owner.organization,
    community: owner.community,
    otherOrgAdmin: await signedIn(other.user),
    otherCommunity: other.community,
    noRole: await signedIn(await createUser()),
    guest: new TestClient(),
  }
}

/** A second community of the organization (the org-admin may edit it too). */
export async function anotherCommunity(organizationId: number) {
  return createCommunity(organizationId)
}

/** A page visit that lands on /login. */
export async function expectLogin(
  client: TestClient,
  method: string,
  path: string,
  body?: unknown
) {
  const reply = await client.request(method, path, { inertia: true, body })
  expect(reply.status).toBe(302)
  expect(reply.location).toBe('/login')
}

/**
 * A refused or hidden page (403 forbidden, 404 not found, or 'module' for the
 * 404 of a community without the module) with its error screen.
 */
export async function expectStatus(
  reply: { status: number; page: { component: string } | null },
  status: 403 | 404 | 'module'
) {
  expect(reply.status).toBe(status === 403 ? 403 : 404)
  expect(reply.page?.component).toBe(
    { 403: 'errors/forbidden', 404: 'errors/not_found', module: 'errors/module_inactive' }[status]
  )
}

/** A string of `length` characters. */
export const text = (length: number, char = 'a') => char.repeat(length)

/** One column of a community row. */
export async function column<K extends keyof Row<typeof Community>>(id: number, name: K) {
  const row = await communityRow(id)
  return row[name]
}

/** The component of the page a client lands on. */
export async function componentOf(client: TestClient, path: string) {
  const page = await client.visit(path)
  return page.component
}

/** The status of a page visit. */
export async function statusOf(client: TestClient, path: string) {
  const page = await client.visit(path)
  return page.status
}

/** A change the client may not make: answered 403 or 404, and the community left as it was. */
export async function expectRefused(
  client: TestClient,
  path: string,
  body: unknown,
  communityId: number,
  status: 403 | 404
) {
  const before = await communityRow(communityId)
  await expectStatus(await client.submit('POST', path, body), status)
  expect(await communityRow(communityId)).toEqual(before)
}

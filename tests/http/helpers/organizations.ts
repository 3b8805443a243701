/**
 * Test helpers for the organization screens: rows as stored, reference
 * data, and the situations the tests start from.
 */
import { expect } from 'vitest'
import { TestClient } from '../../support/client.ts'
import type Organization from '#models/organization'
import { query, type Row } from '../../support/db.ts'

export async function organizationByUid(uid: string) {
  const [row] = await query<Row<typeof Organization>>(
    `select * from organizations where uid = $1`,
    [uid]
  )
  return row as Row<typeof Organization> | undefined
}

export async function organizationsNamed(name: string) {
  return query<Row<typeof Organization>>(
    `select * from organizations where name = $1 order by id`,
    [name]
  )
}

export async function nicheIdsOf(organizationId: number) {
  const rows = await query<{ niche_id: number }>(
    `select niche_id from organization_niches where organization_id = $1 order by niche_id`,
    [organizationId]
  )
  return rows.map((row) => row.niche_id)
}

/** Two seeded industries, each with at least two niches. */
export async function twoIndustries() {
  const rows = await query<{ id: number; name: string; niches: number[] }>(
    `select i.id, i.name, array_agg(n.id order by n.id) as niches
       from industries i join niches n on n.industry_id = i.id
      group by i.id having count(n.id) >= 2 order by i.id limit 2`
  )
  if (rows.length < 2) throw new Error('The reference data needs two industries with niches')
  return rows
}

/** A complete profile form. */
export function profileForm(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Asociația Exemplu',
    url: 'https://www.exemplu.ro',
    billing_info: {
      cui: 'RO14399840',
      reg_com: 'J40/123/2020',
      iban: 'RO49AAAA1B31007593840000',
      street: 'Str. Lungă',
      street_no: '10',
      block: '',
      entrance: '',
      apartment_no: '',
      floor: '',
      city: 'Brașov',
      county: 'Brașov',
      country: 'România',
      zip_code: '500001',
    },
    legal_representative_contact: {
      first_name: 'Ana',
      last_name: 'Popescu',
      email: 'ana@exemplu.ro',
      phone_number: '+40722000111',
    },
    technical_administrator_contact: {
      first_name: 'Ion',
      last_name: 'Ionescu',
      email: 'ion@exemplu.ro',
      phone_number: '+40722000222',
    },
    ...overrides,
  }
}

/** An org-admin role in the organization for a user. */
export async function orgAdminRolesIn(organizationId: number) {
  return query(
    `select ur.* from user_roles ur join roles r on r.id = ur.role_id
      where r.name = 'org-admin' and ur.organization_id = $1`,
    [organizationId]
  )
}

/** A guest's visit or form goes to /login (302 for GET, 303 after a PATCH/DELETE). */
export async function expectGuestSentToLogin(method: string, path: string) {
  const reply = await new TestClient().request(method, path, {
    inertia: true,
    body: method === 'GET' ? undefined : {},
  })
  expect([302, 303]).toContain(reply.status)
  expect(reply.location).toBe('/login')
}

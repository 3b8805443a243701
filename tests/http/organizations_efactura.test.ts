/**
 * /organizations/:uid/efactura: the super-admin sets, replaces and removes an organization's
 * ANAF credentials (stored encrypted, never shown back); an org-admin is refused (the
 * organization screens are the super-admin's), an unknown organization is a 404; bad input says in Romanian what, nothing written.
 */
import { beforeAll, describe, expect, test } from 'vitest'
import { signedIn, type TestClient } from '../support/client.ts'
import { createOrgAdmin, createOrganization, createUser, query } from '../support/db.ts'
import { expectForbidden } from './helpers/users.ts'
import { expectGuestSentToLogin } from './helpers/organizations.ts'

let superAdmin: TestClient
let orgAdmin: TestClient
let own: { id: number; uid: string }

beforeAll(async () => {
  superAdmin = await signedIn(await createUser({ role: 'super-admin' }))
  const setup = await createOrgAdmin()
  orgAdmin = await signedIn(setup.user)
  own = setup.organization
})

const credentials = (fields: Record<string, string> = {}) => ({
  client_id: 'client-anaf-1',
  client_secret: 'secret-de-nearatat',
  refresh_token: 'refresh-de-nearatat',
  ...fields,
})

const stored = (organizationId: number) =>
  query(`select * from anaf_credentials where organization_id = $1`, [organizationId])

describe('ANAF credentials of an organization', () => {
  test('the super-admin sets them: stored encrypted, the page says only since when; then removes them', async () => {
    const organization = await createOrganization()
    const path = `/organizations/${organization.uid}/efactura`
    const empty = await superAdmin.visit(path)
    expect(empty.component).toBe('organizations/efactura')
    expect(empty.props.credentials).toBeNull()

    const saved = await superAdmin.submit('POST', path, credentials(), { from: path })
    expect(saved.location).toBe(path)
    expect(saved.page?.flash.success).toBe('Credențialele ANAF au fost salvate.')
    const [row] = await stored(organization.id)
    expect(row.client_id).toBe('client-anaf-1')
    expect(row.client_secret).not.toContain('secret-de-nearatat')
    expect(row.refresh_token).not.toContain('refresh-de-nearatat')
    expect(saved.page?.props.credentials?.setOn).toEqual(expect.any(String))
    expect(JSON.stringify(saved.page?.props)).not.toMatch(/de-nearatat/)

    const removed = await superAdmin.submit('DELETE', path, {}, { from: path })
    expect(removed.page?.flash.success).toBe('Credențialele ANAF au fost șterse.')
    expect(removed.page?.props.credentials).toBeNull()
    expect(await stored(organization.id)).toEqual([])
  })

  test('each field is required and bounded: 422 with the Romanian message, nothing written', async () => {
    const organization = await createOrganization()
    const path = `/organizations/${organization.uid}/efactura`
    const cases: [Record<string, string>, string, string][] = [
      [{ client_id: '' }, 'client_id', 'Câmpul client ID este obligatoriu.'],
      [{ client_secret: '' }, 'client_secret', 'Câmpul client secret este obligatoriu.'],
      [{ refresh_token: '' }, 'refresh_token', 'Câmpul refresh token este obligatoriu.'],
      [
        { client_id: 'x'.repeat(201) },
        'client_id',
        'Câmpul client ID poate avea cel mult 200 de caractere.',
      ],
    ]
    for (const [fields, field, message] of cases) {
      const reply = await superAdmin.request('POST', path, {
        body: credentials(fields),
        json: true,
      })
      expect(reply.status, field).toBe(422)
      expect(reply.json().errors).toContainEqual(expect.objectContaining({ field, message }))
      const page = await superAdmin.submit('POST', path, credentials(fields), { from: path })
      expect(page.page?.props.errors?.[field], field).toBe(message)
    }
    expect(await stored(organization.id)).toEqual([])
  })

  test("an org-admin is refused on its own organization and on another's (the screens are the super-admin's); an unknown organization is a 404; a guest goes to login", async () => {
    const other = await createOrganization()
    for (const uid of [own.uid, other.uid]) {
      const path = `/organizations/${uid}/efactura`
      await expectForbidden(await orgAdmin.submit('GET', path))
      await expectForbidden(await orgAdmin.submit('POST', path, credentials(), { from: path }))
      await expectForbidden(await orgAdmin.submit('DELETE', path, {}, { from: path }))
    }
    for (const method of ['GET', 'POST', 'DELETE']) {
      const reply = await superAdmin.request(
        method,
        '/organizations/00000000-0000-0000-0000-000000000000/efactura',
        {
          body: method === 'GET' ? undefined : credentials(),
        }
      )
      expect(reply.status, method).toBe(404)
    }
    expect(await stored(own.id)).toEqual([])
    expect(await stored(other.id)).toEqual([])
    await expectGuestSentToLogin('POST', `/organizations/${own.uid}/efactura`)
  })
})

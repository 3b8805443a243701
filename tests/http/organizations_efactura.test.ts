/**
 * /organizations/:uid/efactura: the super-admin sets, replaces and removes an organization's
 * ANAF credentials, checked first at ANAF's token endpoint (a local stand-in, and a server of
 * this file pointed at it; the stack's own server cannot reach ANAF) and stored encrypted, never
 * shown back; ANAF refusing them or unreachable: said under the field, nothing written. An
 * org-admin is refused (the organization screens are the super-admin's), an unknown
 * organization is a 404; bad input says in Romanian what, nothing written.
 */
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import { TestClient, signedIn } from '../support/client.ts'
import { createOrgAdmin, createOrganization, createUser, query } from '../support/db.ts'
import { startAppServer } from '../support/stack.ts'
import { REVOKED_CLIENT, startAnafStub } from '../support/anaf_stub.ts'
import { expectForbidden } from './helpers/users.ts'
import { expectGuestSentToLogin } from './helpers/organizations.ts'

let superAdmin: TestClient
let orgAdmin: TestClient
let own: { id: number; uid: string }
let anaf: Awaited<ReturnType<typeof startAnafStub>>
let app: Awaited<ReturnType<typeof startAppServer>>
/** The super-admin on the server that reaches ANAF's stand-in. */
let withAnaf: TestClient
let adminId: number

beforeAll(async () => {
  anaf = await startAnafStub()
  app = await startAppServer(inject('databaseUrl'), {
    EFACTURA_API_URL: `${anaf.url}/api`,
    EFACTURA_OAUTH_URL: `${anaf.url}/oauth`,
  })
  const admin = await createUser({ role: 'super-admin' })
  adminId = admin.id
  superAdmin = await signedIn(admin)
  withAnaf = new TestClient(app.baseUrl)
  await withAnaf.login(admin.email, admin.password)
  const setup = await createOrgAdmin()
  orgAdmin = await signedIn(setup.user)
  own = setup.organization
})

afterAll(async () => {
  await app?.stop()
  await anaf?.stop()
})

const credentials = (fields: Record<string, string> = {}) => ({
  client_id: 'client-anaf-1',
  client_secret: 'secret-de-nearatat',
  refresh_token: 'rt-0',
  ...fields,
})

const stored = (organizationId: number) =>
  query(`select * from anaf_credentials where organization_id = $1`, [organizationId])

describe('ANAF credentials of an organization', () => {
  test('the super-admin sets them: checked at ANAF, stored encrypted with the token ANAF gave, the page says only since when; then removes them', async () => {
    const organization = await createOrganization()
    const path = `/organizations/${organization.uid}/efactura`
    const empty = await withAnaf.visit(path)
    expect(empty.component).toBe('organizations/efactura')
    expect(empty.props.credentials).toBeNull()

    const asked = anaf.tokenRequests.length
    const saved = await withAnaf.submit('POST', path, credentials(), { from: path })
    expect(saved.location).toBe(path)
    expect(saved.page?.flash.success).toBe('Credențialele ANAF au fost verificate și salvate.')
    expect(anaf.tokenRequests.slice(asked)).toEqual(['rt-0'])
    const [row] = await stored(organization.id)
    expect(row.client_id).toBe('client-anaf-1')
    expect(row.access_token).toEqual(expect.any(String))
    expect(row.access_expires_at.getTime()).toBeGreaterThan(Date.now() + 80 * 86_400_000)
    expect(JSON.stringify(row)).not.toMatch(/secret-de-nearatat|rt-\d|at-\d/)
    expect(saved.page?.props.credentials?.setOn).toEqual(expect.any(String))
    expect(JSON.stringify(saved.page?.props)).not.toMatch(/de-nearatat|rt-\d/)

    const removed = await withAnaf.submit('DELETE', path, {}, { from: path })
    expect(removed.page?.flash.success).toBe('Credențialele ANAF au fost șterse.')
    expect(removed.page?.props.credentials).toBeNull()
    expect(await stored(organization.id)).toEqual([])
  })

  test('set and removed: each in the audit trail by whom and from where, the client id only (never the secret or a token); a refused set writes nothing', async () => {
    const organization = await createOrganization()
    const path = `/organizations/${organization.uid}/efactura`
    const entries = () =>
      query(
        `select * from audit_entries where organization_id = $1 and record_type = 'anaf_credentials'
          order by id`,
        [organization.id]
      )
    await withAnaf.submit('POST', path, credentials({ refresh_token: 'refresh-expirat' }), {
      from: path,
    })
    expect(await entries()).toEqual([])

    await withAnaf.submit('POST', path, credentials(), { from: path })
    const [row] = await stored(organization.id)
    await withAnaf.submit('DELETE', path, {}, { from: path })
    // Nothing left to remove: nothing more written.
    await withAnaf.submit('DELETE', path, {}, { from: path })

    const [set, removed, ...rest] = await entries()
    expect(rest).toEqual([])
    const actor = { user_id: adminId, organization_id: organization.id, ip: '127.0.0.1' }
    expect(set).toMatchObject({
      ...actor,
      action: 'anaf_credentials_set',
      record_id: String(row.id),
      record_label: 'client-anaf-1',
      changes: { details: { client_id: 'client-anaf-1' } },
    })
    expect(removed).toMatchObject({ ...actor, action: 'anaf_credentials_remove' })
    // Neither what was typed nor what ANAF gave back (its access token, the rotated refresh token).
    expect(JSON.stringify([set, removed])).not.toMatch(/secret-de-nearatat|rt-\d|at-\d/)

    // On the organization's log, by name.
    const log = await withAnaf.visit(
      `/audit?organization=${organization.uid}&record_type=anaf_credentials`
    )
    expect(log.props.entries.map((entry: { action: string }) => entry.action)).toEqual([
      'anaf_credentials_remove',
      'anaf_credentials_set',
    ])
  })

  test('ANAF refuses them: 422 with its reason under the field it concerns, nothing written (working ones are kept)', async () => {
    const organization = await createOrganization()
    const path = `/organizations/${organization.uid}/efactura`
    const cases: [Record<string, string>, string, string][] = [
      [
        { refresh_token: 'refresh-expirat' },
        'refresh_token',
        'ANAF a refuzat credențialele (invalid_grant): nu s-a salvat nimic. Verificați valorile din aplicația înregistrată în SPV sau obțineți un refresh token nou.',
      ],
      [
        { client_id: REVOKED_CLIENT },
        'client_id',
        'ANAF a refuzat credențialele (invalid_client): nu s-a salvat nimic. Verificați valorile din aplicația înregistrată în SPV sau obțineți un refresh token nou.',
      ],
    ]
    for (const [fields, field, message] of cases) {
      const reply = await withAnaf.request('POST', path, { body: credentials(fields), json: true })
      expect(reply.status, field).toBe(422)
      expect(reply.json().errors).toEqual([expect.objectContaining({ field, message })])
      const page = await withAnaf.submit('POST', path, credentials(fields), { from: path })
      expect(page.page?.props.errors?.[field], field).toBe(message)
    }
    expect(await stored(organization.id)).toEqual([])

    await withAnaf.submit('POST', path, credentials(), { from: path })
    const [working] = await stored(organization.id)
    await withAnaf.submit('POST', path, credentials({ client_id: REVOKED_CLIENT }), { from: path })
    expect(await stored(organization.id)).toEqual([working])
  })

  test('ANAF cannot be reached: 422 saying so under the refresh token, nothing written', async () => {
    const organization = await createOrganization()
    const path = `/organizations/${organization.uid}/efactura`
    // The stack's own server: ANAF's address there is a closed local port.
    const reply = await superAdmin.request('POST', path, { body: credentials(), json: true })
    expect(reply.status).toBe(422)
    const [error] = reply.json().errors
    expect(error.field).toBe('refresh_token')
    expect(error.message).toMatch(
      /^ANAF nu a putut fi contactat pentru verificarea credențialelor \(.+\): nu s-a salvat nimic\. Încercați din nou peste câteva minute\.$/
    )
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

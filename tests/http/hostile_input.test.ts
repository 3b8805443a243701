/**
 * Hostile input handled once for every request (items 2 and 3):
 * control characters in search terms and form fields, malformed route
 * parameters. The route-generated tests in tests/http/generated/ send the
 * same kind of input to every route; these tests say what a user sees.
 */
import { beforeAll, describe, expect, test } from 'vitest'
import { TestClient, signedIn } from '../support/client.ts'
import {
  count,
  countInCommunity,
  createCommunity,
  createOrgAdmin,
  createOrganization,
  createUser,
  query,
  unique,
} from '../support/db.ts'
import { invitationForm } from './helpers/users.ts'

const SINGLE_LINE = (field: string) =>
  `Câmpul ${field} trebuie să fie pe un singur rând, fără caractere de control.`
const CONTROL = (field: string) => `Câmpul ${field} conține caractere de control nepermise.`

let superAdmin: TestClient
let tenant: Awaited<ReturnType<typeof createOrgAdmin>>
let orgAdmin: TestClient

beforeAll(async () => {
  superAdmin = await signedIn(await createUser({ role: 'super-admin' }))
  tenant = await createOrgAdmin()
  orgAdmin = await signedIn(tenant.user)
})

describe('search terms with control characters', () => {
  const HOSTILE_QS = '?search=%00&sort=%00&direction=%00&page=%00&per_page=%00'

  test('every list answers 200 to ?search=%00 (and other NUL parameters)', async () => {
    const organization = await createOrganization()
    await createCommunity(organization.id)
    const lists: [TestClient, string][] = [
      [superAdmin, '/organizations'],
      [superAdmin, '/users'],
      [superAdmin, '/users/invite'],
      [superAdmin, '/mailbox'],
      [superAdmin, `/organizations/${organization.uid}/communities`],
      [superAdmin, `/organizations/${organization.uid}/users`],
      [orgAdmin, '/communities'],
      [orgAdmin, '/users'],
      [orgAdmin, '/users/invite'],
    ]
    for (const [client, path] of lists) {
      for (const qs of ['?search=%00', '?search=a%00b%0D%0Ac', HOSTILE_QS]) {
        const page = await client.visit(path + qs)
        expect(page.status, path + qs).toBe(200)
      }
    }
  })

  test('a search with a control character finds what the rest of the term finds', async () => {
    const name = unique('Căutare')
    await createOrganization(name)
    const page = await superAdmin.visit(`/organizations?search=${encodeURIComponent(name)}%00`)
    expect(page.status).toBe(200)
    expect(page.props.state.search).toBe(name)
    expect(JSON.stringify(page.props)).toContain(name)
  })
})

describe('single-line form fields refuse control characters', () => {
  test('my account: a NUL in the first name is refused under the field, nothing saved', async () => {
    const user = await createUser()
    const client = await signedIn(user)
    const { page } = await client.submit(
      'POST',
      '/my-account/details',
      {
        first_name: 'Ana\u0000',
        last_name: user.lastName,
        email: user.email,
        phone_number: '+40700000000',
      },
      { from: '/my-account' }
    )
    expect(page?.props.errors.first_name).toBe(SINGLE_LINE('prenume'))
    expect(await count('users', 'id = $1 and first_name = $2', [user.id, 'Test'])).toBe(1)
  })

  test('create organization: a NUL in the name is refused, nothing written', async () => {
    const name = unique('Org')
    const { page } = await superAdmin.submit(
      'POST',
      '/organizations',
      {
        organization_name: `${name}\u0000`,
        contact: { first_name: 'Ana', last_name: 'Pop' },
      },
      { from: '/organizations/create' }
    )
    expect(page?.props.errors.organization_name).toBe(SINGLE_LINE('numele organizației'))
    expect(await count('organizations', 'name like $1', [`${name}%`])).toBe(0)
  })

  test('an invitee named "X\\r\\nBcc: …" is refused with a message; no invitation, no e-mail', async () => {
    const data = invitationForm({ first_name: 'X\r\nBcc: victima@example.test' })
    const { page } = await superAdmin.submit('POST', '/users/invite', data, {
      from: '/users/invite',
    })
    expect(page?.props.errors.first_name).toBe(SINGLE_LINE('prenume'))
    expect(await count('invitations', 'lower(email) = lower($1)', [data.email])).toBe(0)
    expect(await count('mailbox_messages', '"to" ilike $1', [`%${data.email}%`])).toBe(0)
  })

  test('a line break in an e-mail address is refused under the field', async () => {
    const data = invitationForm()
    data.email = `${data.email}\nbcc@example.test`
    const { page } = await superAdmin.submit('POST', '/users/invite', data, {
      from: '/users/invite',
    })
    expect(page?.props.errors.email).toBe(SINGLE_LINE('email'))
    expect(await count('invitations', 'last_name = $1', [data.last_name])).toBe(0)
  })

  test('a tab, an escape or a DEL character is refused too', async () => {
    for (const name of ['Ana\tMaria', 'Ana\u001b[31m', 'Ana\u007f']) {
      const data = invitationForm({ first_name: name })
      const { page } = await superAdmin.submit('POST', '/users/invite', data, {
        from: '/users/invite',
      })
      expect(page?.props.errors.first_name, JSON.stringify(name)).toBe(SINGLE_LINE('prenume'))
    }
  })

  test('in English the message is English', async () => {
    const user = await createUser()
    const client = await signedIn(user)
    await client.submit('POST', '/locale', { locale: 'en' })
    const { page } = await client.submit(
      'POST',
      '/my-account/details',
      {
        first_name: 'Ana\r\nB',
        last_name: user.lastName,
        email: user.email,
        phone_number: '+40700000000',
      },
      { from: '/my-account' }
    )
    expect(page?.props.errors.first_name).toBe(
      'The first name field must be a single line without control characters.'
    )
  })
})

describe('multi-line text fields keep their line breaks', () => {
  async function intro(communityId: number) {
    const [row] = await query(`select intro from communities where id = $1`, [communityId])
    return row.intro as string | null
  }

  test('the intro keeps its newlines', async () => {
    const text = 'Primul rând.\r\nAl doilea rând.\n\nUn paragraf nou,\tcu un tab.'
    const { page } = await orgAdmin.submit(
      'POST',
      '/community/styles/intro',
      { intro: text },
      { from: '/community/styles' }
    )
    expect(page?.props.errors).toEqual({})
    expect(await intro(tenant.community.id)).toBe(text)
  })

  test('a NUL or another control character in a multi-line field is refused under it', async () => {
    await orgAdmin.submit('POST', '/community/styles/intro', { intro: 'Înainte.' })
    for (const text of ['Rândul 1\nRândul 2\u0000', 'Text\u0007']) {
      const { page } = await orgAdmin.submit(
        'POST',
        '/community/styles/intro',
        { intro: text },
        { from: '/community/styles' }
      )
      expect(page?.props.errors.intro, JSON.stringify(text)).toBe(CONTROL('text de prezentare'))
      expect(await intro(tenant.community.id)).toBe('Înainte.')
    }
  })

  test("a community's description keeps its newlines; its name stays single-line", async () => {
    const community = await createCommunity(tenant.organization.id)
    const description = 'Despre noi.\nCe facem.'
    const ok = await superAdmin.submit(
      'PUT',
      `/communities/${community.uid}`,
      { name: 'Comunitate nouă', description },
      { from: `/organizations/${tenant.organization.uid}/communities` }
    )
    expect(ok.page?.props.errors).toEqual({})
    const [row] = await query(`select name, description from communities where id = $1`, [
      community.id,
    ])
    expect(row).toEqual({ name: 'Comunitate nouă', description })

    const refused = await superAdmin.submit(
      'PUT',
      `/communities/${community.uid}`,
      { name: 'Comunitate\nnouă', description },
      { from: `/organizations/${tenant.organization.uid}/communities` }
    )
    expect(refused.page?.props.errors.name).toBe(SINGLE_LINE('nume'))
  })
})

describe('route parameters are checked before any query', () => {
  async function expectNotFound(client: TestClient, method: string, path: string) {
    const reply = await client.request(method, path, { inertia: true })
    expect(reply.status, `${method} ${path}`).toBe(404)
    if (method === 'GET') expect(reply.json().component, path).toBe('errors/not_found')
  }

  test('a bad or too-large mailbox id is a 404, never a 500', async () => {
    for (const id of [
      '99999999999999999999',
      '2147483648',
      'abc',
      '-1',
      '0',
      '1.5',
      '1e3',
      '%00',
      '%20',
      '0x10',
    ]) {
      await expectNotFound(superAdmin, 'GET', `/mailbox/${id}`)
    }
  })

  test('the largest id a table can hold is looked up (and not found)', async () => {
    await expectNotFound(superAdmin, 'GET', '/mailbox/2147483647')
    const [message] = await query(`select id from mailbox_messages order by id limit 1`)
    if (message) {
      const page = await superAdmin.visit(`/mailbox/${message.id}`)
      expect(page.component).toBe('mailbox/show')
    }
  })

  test('a malformed uid is a 404 in every method', async () => {
    const uid = tenant.community.uid
    for (const bad of ['abc', '%00', `${uid}%00`, `${uid}x`, '99999999999999999999', '-1']) {
      await expectNotFound(superAdmin, 'GET', `/communities/${bad}/edit`)
      await expectNotFound(superAdmin, 'POST', `/communities/${bad}/edit`)
      await expectNotFound(superAdmin, 'DELETE', `/communities/${bad}`)
      await expectNotFound(superAdmin, 'POST', `/users/invite/${bad}/resend`)
      await expectNotFound(superAdmin, 'GET', `/administrare/users/${bad}/edit`)
      await expectNotFound(superAdmin, 'GET', `/images/${bad}/avatar`)
    }
  })

  test('a malformed token is a 404', async () => {
    const guest = new TestClient()
    for (const bad of ['%00', 'a%0Db', 'x'.repeat(300)]) {
      await expectNotFound(guest, 'GET', `/reset/${bad}`)
      await expectNotFound(guest, 'GET', `/auth/register/${bad}`)
    }
  })
})

describe('ids in forms are checked before any query', () => {
  const INVALID = (field: string) => `Valoarea aleasă pentru ${field} nu este validă.`

  test('an industry or niche id beyond what a table holds is refused under its field', async () => {
    const organization = await createOrganization()
    const from = `/organizations/${organization.uid}/settings`
    for (const industryId of [2147483648, 99999999999999999999]) {
      const { status, page } = await superAdmin.submit(
        'PATCH',
        from,
        { industry_id: industryId },
        { from }
      )
      expect(status).toBeLessThan(500)
      expect(page?.props.errors.industry_id).toBe(INVALID('industrie'))
    }
    const { page } = await superAdmin.submit('PATCH', from, { niche_ids: [2147483648] }, { from })
    // An element of a list is named by the list, never by its index ("… pentru 0 …").
    expect(page?.props.errors['niche_ids.0']).toBe('Alege nișe din listă.')
    expect(await count('organization_niches', 'organization_id = $1', [organization.id])).toBe(0)
  })

  test('a module id beyond what a table holds is refused', async () => {
    const community = await createCommunity(tenant.organization.id)
    const { status, page } = await superAdmin.submit(
      'POST',
      `/communities/${community.uid}/modules`,
      { module_id: 2147483648, isActive: true },
      { from: `/communities/${community.uid}` }
    )
    expect(status).toBeLessThan(500)
    expect(page?.props.errors.module_id).toBe(INVALID('modul'))
    expect(await countInCommunity('community_modules', community.id)).toBe(0)
  })

  test('a list of ids holding objects is refused element by element, without a query', async () => {
    const community = await createCommunity(tenant.organization.id)
    const { status, page } = await superAdmin.submit(
      'PUT',
      `/communities/${community.uid}`,
      { name: 'Comunitate', description: 'Despre', impact_areas: [{ id: 1 }, 'x'] },
      { from: `/organizations/${tenant.organization.uid}/communities` }
    )
    expect(status).toBeLessThan(500)
    expect(page?.props.errors).toEqual({
      'impact_areas.0': 'Alege arii de impact din listă.',
      'impact_areas.1': 'Alege arii de impact din listă.',
    })
    expect(await count('communities', 'id = $1 and name = $2', [community.id, 'Comunitate'])).toBe(
      0
    )
  })
})

/**
 * GET /contacts/options?q=: the contacts the bid form's picker offers (docs/auction.md),
 * found on the server as the contacts list finds them, at most 20, by name.
 */
import { beforeAll, describe, expect, test } from 'vitest'
import { TestClient, signedIn } from '../support/client.ts'
import { createUser, unique } from '../support/db.ts'
import { signedInOrgAdmin, type TenantWorld } from './helpers/tenant.ts'
import { createCompany, createContact } from './helpers/contacts.ts'

let world: TenantWorld
let client: TestClient

beforeAll(async () => {
  ;({ world, client } = await signedInOrgAdmin())
})

const url = (q?: string) =>
  q === undefined ? '/contacts/options' : `/contacts/options?q=${encodeURIComponent(q)}`

async function options(q?: string, who = client) {
  const reply = await who.request('GET', url(q), { json: true })
  expect(reply.status, reply.text).toBe(200)
  return reply.json() as { value: number; label: string; detail?: string }[]
}

async function labels(q?: string, who = client) {
  const found = await options(q, who)
  return found.map((option) => option.label)
}

describe('GET /contacts/options', () => {
  test('finds contacts by name or e-mail, ignoring case and diacritics, by name', async () => {
    const tag = unique('oferta')
    const stefan = await createContact(world.community.id, {
      first_name: 'Ștefan',
      last_name: `Țăranu ${tag}`,
      email: `stefan.${tag}@example.test`,
    })
    const ana = await createContact(world.community.id, {
      first_name: 'Ana',
      last_name: `Albu ${tag}`,
      email: `ana.${tag}@example.test`,
    })
    const ion = await createContact(world.community.id, {
      first_name: 'Ion',
      last_name: `Ionescu ${tag}`,
      email: null,
      phone_number: '0722000000',
    })

    const option = (contact: typeof stefan) => ({
      value: contact.id,
      label: `${contact.first_name} ${contact.last_name}`,
      ...(contact.email ? { detail: contact.email } : {}),
    })
    expect(await options(tag)).toEqual([option(ana), option(ion), option(stefan)])
    expect(await options(`TARANU ${tag}`)).toEqual([option(stefan)])
    expect(await options(`  ștefan țăranu ${tag} `)).toEqual([option(stefan)])
    expect(await options(`ANA.${tag}@EXAMPLE`)).toEqual([option(ana)])
  })

  test('at most 20: without a search, the first 20 by name', async () => {
    const { world: fresh, client: own } = await signedInOrgAdmin()
    const names = Array.from({ length: 21 }, (_, i) => `Nume ${String(i).padStart(2, '0')}`)
    for (const name of [...names].reverse()) {
      await createContact(fresh.community.id, { first_name: 'Ana', last_name: name })
    }
    const first20 = names.slice(0, 20).map((name) => `Ana ${name}`)
    expect(await labels(undefined, own)).toEqual(first20)
    expect(await labels('', own)).toEqual(first20)
    expect(await labels('nume', own)).toEqual(first20)
    expect(await labels('nume 20', own)).toEqual(['Ana Nume 20'])
  })

  test("only the current community's contacts: not another community's, an event's contact or a company", async () => {
    const tag = unique('vecin')
    const name = { first_name: 'Maria', last_name: `Ionescu ${tag}` }
    const mine = await createContact(world.community.id, name)
    await createContact(world.sibling.id, name)
    await createContact(world.other.community.id, name)
    await createContact(world.community.id, { ...name, type: 'event_contact' })
    await createCompany(world.community.id, `Maria Ionescu ${tag}`)

    const found = await options(tag)
    expect(found.map((option) => option.value)).toEqual([mine.id])
  })

  test('a search over 100 characters: 422 with the message under q', async () => {
    expect(await options('x'.repeat(100))).toEqual([])
    const reply = await client.request('GET', url('x'.repeat(101)), { json: true })
    expect(reply.status).toBe(422)
    expect(reply.json().errors).toEqual([
      expect.objectContaining({
        field: 'q',
        message: 'Câmpul căutare poate avea cel mult 100 de caractere.',
      }),
    ])
  })

  test('a super-admin is refused (403); a guest goes to /login', async () => {
    const admin = await signedIn(await createUser({ role: 'super-admin' }))
    const refused = await admin.request('GET', url('ana'), { json: true })
    expect(refused.status).toBe(403)
    const guest = await new TestClient().request('GET', url('ana'), { inertia: true })
    expect([302, 303]).toContain(guest.status)
    expect(guest.location).toBe('/login')
    const guestCall = await new TestClient().request('GET', url('ana'), { json: true })
    expect(guestCall.status).toBe(401)
  })
})

/**
 * What a refused request tells its user, in Romanian, under the
 * right field: ids no table holds inside a JSON payload (a 422, never a 500), the elements
 * of a list and the keys of a free-form block (never "The 0 field must be positive" or
 * "The [object Object] field must be a string"), and a body the body parser cannot read
 * (never "Invalid JSON, only supports object and array"). Nothing is written.
 */
import { beforeAll, describe, expect, test } from 'vitest'
import type { TestClient } from '../support/client.ts'
import { countInCommunity } from '../support/db.ts'
import { signedInOrgAdmin, type TenantWorld } from './helpers/tenant.ts'

let world: TenantWorld
let client: TestClient

beforeAll(async () => {
  ;({ world, client } = await signedInOrgAdmin())
})

/** Starts an import of a one-contact CSV with `importData` as sent (the wizard's request). */
async function startImport(importData: string) {
  const form = new FormData()
  form.append('file', new Blob(['email,first_name\nana@example.test,Ana\n']), 'membri.csv')
  form.append('importData', importData)
  return client.request('POST', '/contacts/importer/start', { form, json: true })
}

describe('ids and list elements in a JSON payload (POST /contacts/importer/start)', () => {
  test.each([
    ['2147483648'],
    ['9007199254740993'],
    ['0'],
    ['-1'],
    ['1.5'],
    ['"1e3"'],
    ['"abc"'],
    ['{"id":1}'],
  ])('the list id %s is refused under selectedLists.0, in Romanian', async (id) => {
    const before = await countInCommunity('imports', world.community.id)
    const reply = await startImport(
      `{"columnMapping":{"email":"email"},"selectedLists":[${id}],"newList":null}`
    )
    expect(reply.status).toBe(422)
    expect(reply.json().errors).toEqual([
      expect.objectContaining({
        field: 'selectedLists.0',
        message: 'Alege liste existente ale comunității.',
      }),
    ])
    expect(await countInCommunity('imports', world.community.id)).toBe(before)
  })

  test('a column label that is not text is refused with a sentence, not its key', async () => {
    for (const key of ['__proto__', '0', 'constructor']) {
      const reply = await startImport(
        `{"columnMapping":{"email":"email"},"customLabels":{"${key}":{"a":1}},"newList":{"title":"Nouă"}}`
      )
      expect(reply.status).toBe(422)
      const errors = reply.json().errors as { field: string; message: string }[]
      expect(errors.map((error) => error.message)).toEqual([
        'Eticheta unei coloane trebuie să fie un text pe un singur rând.',
      ])
    }
  })
})

describe('a body the body parser cannot read', () => {
  test.each([
    ['malformed JSON', '{"title":', 400],
    ['JSON that is not an object or a list', '"abc"', 422],
  ])('%s: a Romanian message, nothing written', async (_, text, status) => {
    const before = await countInCommunity('contact_lists', world.community.id)
    const reply = await client.request('POST', '/lists', {
      raw: { type: 'application/json', text },
      json: true,
    })
    expect(reply.status).toBe(status)
    expect(reply.json()).toEqual({
      message: 'Datele trimise nu au putut fi citite (nu sunt un formular sau un JSON valid).',
    })
    expect(await countInCommunity('contact_lists', world.community.id)).toBe(before)
  })
})

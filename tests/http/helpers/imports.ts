/**
 * The contact import as a test drives it: POST /contacts/importer/start with a file and the
 * request's JSON part, then GET /contacts/imports/{uid} until the job ends.
 */
import { expect } from 'vitest'
import type { TestClient } from '../../support/client.ts'

export const utf8 = (text: string) => new TextEncoder().encode(text)

export type ImportRequest = {
  columnMapping: Record<string, string>
  customLabels?: Record<string, string>
  selectedLists?: number[]
  newList?: { title: string; description: string } | null
  checkDuplicates?: boolean
}

export async function start(
  as: TestClient,
  name: string | null,
  bytes: Uint8Array,
  data: ImportRequest
) {
  const form = new FormData()
  if (name) form.append('file', new Blob([bytes as Uint8Array<ArrayBuffer>]), name)
  form.append(
    'importData',
    JSON.stringify({
      customLabels: {},
      selectedLists: [],
      newList: null,
      checkDuplicates: true,
      ...data,
    })
  )
  return as.request('POST', '/contacts/importer/start', { form, json: true })
}

export async function finished(as: TestClient, uid: string) {
  for (let i = 0; i < 200; i++) {
    const reply = await as.request('GET', `/contacts/imports/${uid}`, { json: true })
    const body = reply.json()
    if (body.status === 'done' || body.status === 'failed') return body
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error('the import did not finish')
}

export async function imported(
  as: TestClient,
  name: string,
  bytes: Uint8Array,
  data: ImportRequest
) {
  const reply = await start(as, name, bytes, data)
  expect(reply.status, reply.text).toBe(202)
  return finished(as, reply.json().id)
}

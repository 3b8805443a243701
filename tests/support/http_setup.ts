import { afterAll, inject } from 'vitest'
import { releaseDatabase, useDatabase } from './db.ts'
import { checkedFetch } from './openapi_check.ts'

// The test stack's database for the helpers of tests/support/db.ts; its connections (and the
// factories' app's) close when a test file is done.
useDatabase(inject('databaseUrl'))
afterAll(() => releaseDatabase())

// Every answer of the server's /api/ routes is checked against its OpenAPI document
// (tests/support/openapi_check.ts). Once per worker: the files of a worker share its globals.
const CHECKED = Symbol.for('comunitate.openapiCheckedFetch')
const baseUrl = inject('baseUrl')
const installed = globalThis as { [CHECKED]?: string }
if (baseUrl && installed[CHECKED] !== baseUrl) {
  installed[CHECKED] = baseUrl
  globalThis.fetch = checkedFetch(baseUrl, globalThis.fetch)
}

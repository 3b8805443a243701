import { afterAll, inject } from 'vitest'
import { releaseDatabase, useDatabase } from './db.ts'

// The test stack's database for the helpers of tests/support/db.ts; its connections (and the
// factories' app's) close when a test file is done.
useDatabase(inject('databaseUrl'))
afterAll(() => releaseDatabase())

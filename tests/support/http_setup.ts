import { afterAll } from 'vitest'
import { terminateTestApp } from './app.ts'

// The factories' app (tests/support/app.ts) closes its connections when a test file is done.
afterAll(() => terminateTestApp())

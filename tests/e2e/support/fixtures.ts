/**
 * `test` with these additions:
 * - A test fails when the page threw an uncaught error or the server answered
 *   a page visit with a 5xx status, even if what the test looked at rendered, or when the page
 *   it ends on shows a catalog key instead of its text (a missing translation).
 * - The database helpers (tests/support/db.ts) close their connections when
 *   the worker stops.
 * - The worker's super-admin, created and signed in once per worker (through POST /login):
 *   `test.use({ signedInAs: 'super-admin' })` starts the tests of a file or group with its
 *   session (storage state); a test that asks for `superAdmin` gets it, and the user. Only
 *   for tests that leave that user as it is (no sign-out, no change to its account, locale
 *   or current community): those sign in a user of their own (signInAs).
 */
import { test as base, expect, type APIRequestContext } from '@playwright/test'
import { createUser, releaseDatabase, type TestUser } from '../../support/db.ts'
import { e2eSettings } from './settings.ts'
import { signInByRequest } from './pages.ts'
import { rawKeysShown } from './raw_keys.ts'

/** Roles a worker keeps one signed-in user of: nothing of theirs is tenant-scoped. */
export type SharedRole = 'super-admin'

interface Session {
  user: TestUser
  state: Awaited<ReturnType<APIRequestContext['storageState']>>
}

export const test = base.extend<
  { pageHealth: void; signedInAs: SharedRole | undefined; superAdmin: TestUser },
  { database: void; sessions: (role: SharedRole) => Promise<Session> }
>({
  database: [
    async ({}, use) => {
      await use()
      await releaseDatabase()
    },
    { scope: 'worker', auto: true },
  ],
  sessions: [
    async ({ playwright }, use) => {
      const made = new Map<SharedRole, Promise<Session>>()
      const sessionOf = async (role: SharedRole): Promise<Session> => {
        const user = await createUser({ role })
        const request = await playwright.request.newContext({ baseURL: e2eSettings().baseUrl })
        try {
          await signInByRequest(request, user)
          return { user, state: await request.storageState() }
        } finally {
          await request.dispose()
        }
      }
      await use((role) => {
        if (!made.has(role)) made.set(role, sessionOf(role))
        return made.get(role)!
      })
    },
    { scope: 'worker' },
  ],
  signedInAs: [undefined, { option: true }],
  storageState: async ({ signedInAs, sessions }, use) => {
    const session = signedInAs ? await sessions(signedInAs) : undefined
    await use(session?.state)
  },
  superAdmin: async ({ context, sessions }, use) => {
    const { user, state } = await sessions('super-admin')
    await context.addCookies(state.cookies)
    await use(user)
  },
  pageHealth: [
    async ({ page }, use) => {
      const problems: string[] = []
      page.on('pageerror', (error) => problems.push(`uncaught error: ${error.message}`))
      page.on('response', (response) => {
        const type = response.request().resourceType()
        if (response.status() >= 500 && ['document', 'xhr', 'fetch'].includes(type)) {
          problems.push(`${response.status()} ${response.request().method()} ${response.url()}`)
        }
      })
      await use()
      // A page still loading (or already closed) has nothing to read: only its errors count.
      const keys = page.isClosed() ? [] : await rawKeysShown(page).catch(() => [])
      for (const key of keys) problems.push(`catalog key shown instead of its text: ${key}`)
      expect(problems, 'errors seen in the page').toEqual([])
    },
    { auto: true },
  ],
})

export { expect }

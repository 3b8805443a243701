/**
 * `test` with two automatic additions:
 * - A test fails when the page threw an uncaught error or the server answered
 *   a page visit with a 5xx status, even if what the test looked at rendered.
 * - The database helpers (tests/support/db.ts) close their connections when
 *   the worker stops.
 */
import { test as base, expect } from '@playwright/test'
import { releaseDatabase } from '../../support/db.ts'

export const test = base.extend<{ pageHealth: void }, { database: void }>({
  database: [
    async ({}, use) => {
      await use()
      await releaseDatabase()
    },
    { scope: 'worker', auto: true },
  ],
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
      expect(problems, 'errors seen in the page').toEqual([])
    },
    { auto: true },
  ],
})

export { expect }

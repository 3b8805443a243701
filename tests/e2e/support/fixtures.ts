/**
 * `test` with two automatic additions:
 * - A test fails when the page threw an uncaught error or the server answered
 *   a page visit with a 5xx status, even if what the test looked at rendered.
 * - The app booted for the factories closes its database connections when
 *   the worker stops.
 */
import { test as base, expect } from '@playwright/test'
import { terminateTestApp } from '../../support/app.ts'

export const test = base.extend<{ pageHealth: void }, { factoriesApp: void }>({
  // The factories' app (tests/support/app.ts) closes its connections when the worker stops.
  factoriesApp: [
    async ({}, use) => {
      await use()
      await terminateTestApp()
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

/**
 * Starts the real app (fresh database, migrations, reference data, the front
 * end built as in production, HTTP server, ANAF's stand-in) once for the whole run, hands its address and
 * database to the workers through the environment, and stops it afterwards.
 */
import { chromium } from '@playwright/test'
import { startStack } from '../support/stack.ts'
import { startAnafStub } from '../support/anaf_stub.ts'
import { chromiumLaunchOptions, e2eSettings } from './support/settings.ts'

export default async function globalSetup() {
  const settings = e2eSettings()
  // ANAF's stand-in: the e-Factura credentials form checks what it is given there.
  const anaf = await startAnafStub()
  const stack = await startStack(settings.name, settings.port, settings.pgPort, {
    frontEnd: 'built',
    env: { EFACTURA_API_URL: `${anaf.url}/api`, EFACTURA_OAUTH_URL: `${anaf.url}/oauth` },
  }).catch(async (error) => {
    await anaf.stop()
    throw error
  })
  process.env.E2E_BASE_URL = stack.baseUrl
  process.env.E2E_DATABASE_URL = stack.databaseUrl

  try {
    await warmUp(stack.baseUrl)
  } catch (error) {
    await stack.stop()
    await anaf.stop()
    throw error
  }
  return async () => {
    await stack.stop()
    await anaf.stop()
  }
}

/**
 * Loads the sign-in screen once in Chromium, so that a front end that does
 * not render at all fails here, clearly, not in every test.
 */
async function warmUp(baseUrl: string) {
  const browser = await chromium.launch(chromiumLaunchOptions())
  try {
    const page = await browser.newPage()
    await page.goto(`${baseUrl}/login`, { timeout: 90_000 })
    await page
      .getByRole('button', { name: 'Autentificare' })
      .waitFor({ timeout: 90_000 })
      .catch(async (error) => {
        throw new Error(
          `The sign-in screen did not render: ${String(error)}\n${await page.content()}`
        )
      })
  } finally {
    await browser.close()
  }
}

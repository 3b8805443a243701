/**
 * The API's reference page (/api/docs): the renderer, served by the app itself, lists the
 * endpoints of the OpenAPI document and opens one with its example. No request leaves the
 * server's origin (it works offline) and the page's CSP refuses nothing it needs.
 */
import { test, expect } from './support/fixtures.ts'

test('the API reference lists the endpoints and shows an answer’s example', async ({
  page,
  baseURL,
}) => {
  const origin = new URL(baseURL!).origin
  const elsewhere: string[] = []
  await page.route('**/*', (route) => {
    if (new URL(route.request().url()).origin === origin) return route.continue()
    elsewhere.push(route.request().url())
    return route.abort()
  })
  const refused: string[] = []
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) refused.push(message.text())
  })

  await page.goto('/api/docs')
  await expect(page.getByRole('heading', { name: /Comunitate API/ })).toBeVisible()
  for (const path of [
    '/api/mobile-settings',
    '/api/communities/{slug}/feed',
    '/api/communities/{slug}/events',
    '/api/communities/{slug}/events/{uid}/registrations',
  ]) {
    await expect(page.locator(`.opblock-summary-path[data-path="${path}"]`)).toBeVisible()
  }

  // One endpoint opened: its summary, the languages header and the example answer.
  await page.locator('.opblock-summary-path[data-path="/api/mobile-settings"]').click()
  const opened = page.locator('.opblock.is-open')
  await expect(opened.getByText('The app’s settings at start')).toBeVisible()
  await expect(opened.getByText('Accept-Language', { exact: true })).toBeVisible()
  await expect(opened.getByText('"auth_modules"').first()).toBeVisible()

  expect(elsewhere).toEqual([])
  expect(refused).toEqual([])
})

/** What a user does often: sign in and out, open the user menu, find the sidebar. */
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test'
import { currentTwoFactorCode, twoFactorSecretOf } from './db.ts'

/** Fills and submits the sign-in form of the current page (/login). */
export async function submitSignIn(
  page: Page,
  email: string,
  password: string,
  options: { remember?: boolean } = {}
) {
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Parola').fill(password)
  if (options.remember) {
    const remember = page.getByRole('checkbox', { name: 'Ține-mă minte 30 de zile' })
    await page.getByText('Ține-mă minte 30 de zile').click()
    await expect(remember).toBeChecked()
  }
  await page.getByRole('button', { name: 'Autentificare' }).click()
}

/** Types the current code at the sign-in's second step (/login/two-factor) and submits it. */
export async function submitSecondStep(page: Page, email: string) {
  await expect(page).toHaveURL(/\/login\/two-factor$/)
  await page.getByRole('textbox', { name: 'Cod' }).fill(await currentTwoFactorCode(email))
  await page.getByRole('button', { name: 'Verifică' }).click()
}

/**
 * Signs in from /login and waits for the back-office (the user menu in the top bar); a user with
 * two-factor sign-in set up by the tests (every super-admin) passes the second step too.
 */
export async function signIn(
  page: Page,
  email: string,
  password: string,
  options: { remember?: boolean; confirm?: boolean } = {}
) {
  await page.goto('/login')
  await submitSignIn(page, email, password, options)
  if (twoFactorSecretOf(email)) await submitSecondStep(page, email)
  await expect(userMenuButton(page)).toBeVisible()
  // The fresh confirmation (docs/security.md): given at once, unless the test is about it.
  if (options.confirm !== false) await confirmByRequest(page.context().request, password)
}

/** Answers the fresh confirmation with the password, as its dialog posts it. */
export async function confirmByRequest(request: APIRequestContext, password: string) {
  const answer = await request.post('/confirmation', {
    data: { password },
    headers: {
      'x-xsrf-token': decodeURIComponent(await xsrfToken(request)),
      'accept': 'application/json',
    },
  })
  expect(answer.status(), 'the fresh confirmation').toBe(200)
}

/**
 * Signs `request` (a browser context's `request`, or a standalone one) in through POST /login
 * with the XSRF token, as the sign-in form does, without loading the page. The form itself is
 * tested where signing in is the subject (auth.spec.ts and the like).
 */
export async function signInByRequest(
  request: APIRequestContext,
  user: { email: string; password: string },
  { confirm = true }: { confirm?: boolean } = {}
) {
  await request.get('/login')
  const { cookies } = await request.storageState()
  const xsrf = cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')
  expect(xsrf, 'the XSRF cookie of /login').toBeTruthy()
  const answer = await request.post('/login', {
    form: { email: user.email, password: user.password },
    headers: { 'x-xsrf-token': decodeURIComponent(xsrf!.value) },
    maxRedirects: 0,
  })
  expect(answer.status(), `sign-in of ${user.email}`).toBe(302)
  if (answer.headers().location === '/login/two-factor' && twoFactorSecretOf(user.email)) {
    // The second step, as the form posts it (docs/security.md, "Two-factor sign-in").
    const second = await request.post('/login/two-factor', {
      form: { code: await currentTwoFactorCode(user.email) },
      headers: { 'x-xsrf-token': decodeURIComponent(await xsrfToken(request)) },
      maxRedirects: 0,
    })
    expect(second.status(), `second step of ${user.email}`).toBe(302)
    expect(second.headers().location).not.toContain('/login')
  } else {
    expect(answer.headers().location).not.toContain('/login')
  }
  // The fresh confirmation (docs/security.md): given at once, unless the test is about it.
  if (confirm) await confirmByRequest(request, user.password)
}

async function xsrfToken(request: APIRequestContext) {
  const { cookies } = await request.storageState()
  return cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? ''
}

/** Signs the page's browser context in as `user` (signInByRequest); the page stays where it is. */
export async function signInAs(
  page: Page,
  user: { email: string; password: string },
  options: { confirm?: boolean } = {}
) {
  await signInByRequest(page.context().request, user, options)
}

export function userMenuButton(page: Page) {
  return page.getByRole('button', { name: 'Meniul utilizatorului' })
}

/** Opens the user menu; returns its popover. */
export async function openUserMenu(page: Page, name = 'Meniul utilizatorului') {
  await page.getByRole('button', { name }).click()
  await expect(page.getByRole('menu')).toBeVisible()
  return page.getByRole('dialog')
}

export async function signOut(page: Page) {
  await openUserMenu(page)
  await page.getByRole('menuitem', { name: 'Deconectare' }).click()
  await expect(page).toHaveURL(/\/login$/)
}

/** The sidebar's menu (the same in every language). */
export function sidebar(page: Page) {
  return page.getByTestId('sidebar-nav')
}

/** The width at which the browser decoded an image (0 while it has not loaded). */
export function loadedWidth(image: Locator) {
  return image.evaluate((element) => {
    const img = element as unknown as { complete: boolean; naturalWidth: number }
    return img.complete ? img.naturalWidth : 0
  })
}

/** The page itself never scrolls sideways (a table or a tab strip may, inside its own frame). */
export async function expectNoPageScroll(page: Page) {
  const widths = await page.evaluate(() => {
    const browser = globalThis as unknown as {
      document: { documentElement: { scrollWidth: number } }
      innerWidth: number
    }
    return { page: browser.document.documentElement.scrollWidth, viewport: browser.innerWidth }
  })
  expect(widths.page).toBeLessThanOrEqual(widths.viewport)
}

/** The toast that says `text`. */
export const toast = (page: Page, text: string) =>
  page.getByTestId('toast').filter({ hasText: text })

/** Chooses `label` in the searchable select named `name`. */
export async function choose(page: Page, name: string, label: string) {
  await page.getByRole('combobox', { name }).click()
  await page.getByRole('option', { name: label, exact: true }).click()
}

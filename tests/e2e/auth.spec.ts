import { createUser, unique } from './support/db.ts'
import { expect, test } from './support/fixtures.ts'
import {
  openUserMenu,
  signIn,
  signOut,
  submitSecondStep,
  submitSignIn,
  userMenuButton,
} from './support/pages.ts'

const DAY_MS = 24 * 60 * 60 * 1000

test('a super-admin signs in, sees the dashboard and signs out; the flash message shows as a toast', async ({
  page,
}) => {
  const admin = await createUser({ role: 'super-admin', firstName: 'Ana' })

  await page.goto('/login')
  await expect(page).toHaveTitle('Autentificare - Comunitate')
  await submitSignIn(page, admin.email, admin.password)
  // The second factor, mandatory for a super-admin (tests/e2e/two_factor.spec.ts).
  await submitSecondStep(page, admin.email)

  await expect(page).toHaveURL(/\/$/)
  await expect(page).toHaveTitle('Panou de control - Comunitate')
  await expect(page.getByRole('heading', { level: 1, name: 'Panou de control' })).toBeVisible()
  await expect(page.getByText('Total utilizatori')).toBeVisible()
  await expect(page.getByText('Total organizații')).toBeVisible()

  const menu = await openUserMenu(page)
  await expect(menu.getByText('Bună, Ana!')).toBeVisible()
  await expect(menu.getByText(admin.fullName)).toBeVisible()
  await expect(menu.getByText('Super-administrator')).toBeVisible()
  await page.getByRole('menuitem', { name: 'Deconectare' }).click()

  await expect(page).toHaveURL(/\/login$/)
  await expect(page.getByRole('button', { name: 'Autentificare' })).toBeVisible()

  // The server's flash message is a toast that closes by itself after 3 s…
  const toast = page.getByRole('status').filter({ hasText: 'Te-ai deconectat.' })
  await expect(toast).toBeVisible()
  const shownAt = Date.now()
  await expect(toast).toBeHidden({ timeout: 6_000 })
  expect(Date.now() - shownAt).toBeGreaterThan(2_000)

  // …or at once with its close button.
  await submitSignIn(page, admin.email, admin.password)
  await submitSecondStep(page, admin.email)
  await expect(userMenuButton(page)).toBeVisible()
  await signOut(page)
  await expect(toast).toBeVisible()
  await toast.getByRole('button', { name: 'Închide' }).click()
  await expect(toast).toBeHidden({ timeout: 1_000 })
})

test('a wrong password is explained under the email field and the typed email is kept', async ({
  page,
}) => {
  const user = await createUser({ role: 'super-admin' })
  await page.goto('/login')
  await submitSignIn(page, user.email, 'nu-e-parola')

  const email = page.getByLabel('Email')
  await expect(page.getByText('Email sau parolă greșită.')).toBeVisible()
  await expect(email).toHaveAccessibleDescription('Email sau parolă greșită.')
  await expect(email).toHaveAttribute('aria-invalid', 'true')
  await expect(email).toHaveValue(user.email)
  await expect(page).toHaveURL(/\/login$/)
  await expect(userMenuButton(page)).toBeHidden()
})

test('remember me keeps the password asked once after the session cookie is gone; the second factor is asked again', async ({
  page,
  context,
}) => {
  const user = await createUser({ role: 'super-admin' })
  await signIn(page, user.email, user.password, { remember: true })
  await expect(page).toHaveURL(/\/$/)

  const cookies = await context.cookies()
  const remember = cookies.find((cookie) => cookie.name.startsWith('remember'))
  expect(remember, 'a remember-me cookie').toBeDefined()
  expect(remember!.expires * 1000 - Date.now()).toBeGreaterThan(29 * DAY_MS)

  await context.clearCookies({ name: 'session' })
  const left = await context.cookies()
  const names = left.map((cookie) => cookie.name)
  expect(names).not.toContain('session')
  expect(names).toContain(remember!.name)

  await page.reload()
  await submitSecondStep(page, user.email)
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Panou de control' })).toBeVisible()
  await expect(userMenuButton(page)).toBeVisible()
})

test('without remember me, losing the session cookie means signing in again', async ({
  page,
  context,
}) => {
  const user = await createUser({ role: 'super-admin' })
  await signIn(page, user.email, user.password)
  const cookies = await context.cookies()
  const names = cookies.map((cookie) => cookie.name)
  expect(names).toContain('session')
  expect(names.filter((name) => name.startsWith('remember'))).toEqual([])

  await context.clearCookies({ name: 'session' })
  await page.reload()

  await expect(page).toHaveURL(/\/login$/)
  await expect(page.getByRole('button', { name: 'Autentificare' })).toBeVisible()
  await expect(userMenuButton(page)).toBeHidden()
})

test('a back-office address without a session leads to sign-in and then back to it', async ({
  page,
}) => {
  const user = await createUser({ role: 'super-admin' })
  const search = unique('cautare')
  await page.goto(`/mailbox?search=${search}`)
  await expect(page).toHaveURL(/\/login$/)
  await expect(page.getByRole('button', { name: 'Autentificare' })).toBeVisible()

  await submitSignIn(page, user.email, user.password)
  await submitSecondStep(page, user.email)

  await expect(page).toHaveURL(new RegExp(`/mailbox\\?search=${search}$`))
  await expect(
    page.getByRole('heading', { level: 1, name: 'Căsuța de email locală' })
  ).toBeVisible()
  await expect(page.getByRole('searchbox', { name: 'Caută' })).toHaveValue(search)
})

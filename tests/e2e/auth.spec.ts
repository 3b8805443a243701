import { expect, test } from '@playwright/test'
import { createUser } from './support/db.ts'
import { openUserMenu, signIn } from './support/pages.ts'

test('a super-admin signs in, sees the dashboard, and signs out with a toast', async ({ page }) => {
  const admin = await createUser({ role: 'super-admin', firstName: 'Ana' })
  await signIn(page, admin.email, admin.password)

  await expect(page).toHaveTitle('Panou de control - Comunitate')
  await expect(page.getByText('Total utilizatori')).toBeVisible()
  await expect(page.getByText('Total organizații')).toBeVisible()

  await openUserMenu(page)
  await expect(page.getByText('Bună, Ana!')).toBeVisible()
  await expect(page.getByRole('dialog').getByText(`Ana ${admin.lastName}`)).toBeVisible()
  await expect(page.getByRole('dialog').getByText('Super-administrator')).toBeVisible()
  await page.getByRole('menuitem', { name: 'Deconectare' }).click()

  await expect(page).toHaveURL(/\/login$/)
  const toast = page.getByTestId('toast')
  await expect(toast).toHaveText(/Te-ai deconectat\./)
  // Toasts close by themselves after 3 seconds.
  await expect(toast).toBeHidden({ timeout: 6000 })
})

test('a wrong password is explained under the email field and the email is kept', async ({
  page,
}) => {
  const user = await createUser({ role: 'super-admin' })
  await page.goto('/login')
  await page.getByLabel('Email').fill(user.email)
  await page.getByLabel('Parola').fill('nu-e-parola')
  await page.getByRole('button', { name: 'Autentificare' }).click()

  await expect(page.getByText('Email sau parolă greșită.')).toBeVisible()
  await expect(page.getByLabel('Email')).toHaveValue(user.email)
  await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true')
})

test('remember me keeps the user signed in after the session cookie is gone', async ({
  page,
  context,
}) => {
  const user = await createUser({ role: 'super-admin' })
  await signIn(page, user.email, user.password, { remember: true })

  const cookies = await context.cookies()
  await context.clearCookies({ name: 'session' })
  expect(cookies.some((cookie) => cookie.name.startsWith('remember'))).toBe(true)

  await page.goto('/')
  await expect(page.getByRole('button', { name: 'Meniul utilizatorului' })).toBeVisible()
  await expect(page).toHaveURL(/\/$/)
})

test('without remember me, losing the session cookie means signing in again', async ({
  page,
  context,
}) => {
  const user = await createUser({ role: 'super-admin' })
  await signIn(page, user.email, user.password)
  await context.clearCookies({ name: 'session' })

  await page.goto('/')
  await expect(page).toHaveURL(/\/login$/)
  await expect(page.getByRole('button', { name: 'Autentificare' })).toBeVisible()
})

test('a back-office address without a session leads to sign-in and then back to it', async ({
  page,
}) => {
  const user = await createUser({ role: 'super-admin' })
  await page.goto('/organizations/create')
  await expect(page).toHaveURL(/\/login$/)

  await page.getByLabel('Email').fill(user.email)
  await page.getByLabel('Parola').fill(user.password)
  await page.getByRole('button', { name: 'Autentificare' }).click()

  await expect(page).toHaveURL(/\/organizations\/create$/)
})

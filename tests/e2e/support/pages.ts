import { expect, type Page } from '@playwright/test'

export async function signIn(
  page: Page,
  email: string,
  password: string,
  options: { remember?: boolean } = {}
) {
  await page.goto('/login')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Parola').fill(password)
  if (options.remember) await page.getByText('Ține-mă minte 30 de zile').click()
  await page.getByRole('button', { name: 'Autentificare' }).click()
  await expect(page.getByRole('button', { name: 'Meniul utilizatorului' })).toBeVisible()
}

export async function openUserMenu(page: Page) {
  await page.getByRole('button', { name: 'Meniul utilizatorului' }).click()
  await expect(page.getByRole('menu')).toBeVisible()
}

export function sidebar(page: Page) {
  return page.getByTestId('sidebar-nav')
}

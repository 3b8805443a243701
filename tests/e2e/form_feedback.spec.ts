import type { Locator, Page } from '@playwright/test'
import { test, expect } from './support/fixtures.ts'
import { createUser } from './support/db.ts'
import { signInAs } from './support/pages.ts'

type Box = { x: number; y: number; width: number; height: number }

function overlaps(a: Box, b: Box) {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height
}

async function boxesOf(locator: Locator) {
  const boxes: Box[] = []
  for (const item of await locator.all()) {
    const box = await item.boundingBox()
    if (box) boxes.push(box)
  }
  return boxes
}

async function orgAdmin(page: Page) {
  const user = await createUser({ role: 'org-admin' })
  await signInAs(page, user)
  await page.goto('/')
  return user
}

test('saving an empty product: the errors under the fields, one summary toast in the top bar, over none of the fields', async ({
  page,
}) => {
  await orgAdmin(page)
  await page.goto('/products/create')
  await expect(page.getByRole('heading', { level: 1, name: 'Produs nou' })).toBeVisible()
  await page.getByRole('button', { name: 'Salvează' }).click()

  const form = page.getByRole('main').locator('form')
  await expect(form.locator('[aria-invalid="true"]')).toHaveCount(9)
  await expect(form.getByText('Câmpul nume este obligatoriu.', { exact: true })).toBeVisible()
  const toasts = page.getByTestId('toast')
  await expect(toasts).toHaveCount(1)
  await expect(toasts).toHaveText(/^Formularul are 9 erori/)
  await expect(toasts).not.toContainText('obligatoriu')

  const toastBox = (await toasts.boundingBox())!
  const fields = await boxesOf(form.locator('input:visible, textarea:visible, button:visible'))
  expect(fields.length).toBeGreaterThan(9)
  for (const field of fields) expect(overlaps(toastBox, field)).toBe(false)
  // Held inside the sticky top bar: it covers nothing of the page, wherever it is scrolled.
  const bar = (await page.getByRole('banner').boundingBox())!
  expect(toastBox.y).toBeGreaterThanOrEqual(bar.y)
  expect(toastBox.y + toastBox.height).toBeLessThanOrEqual(bar.y + bar.height)
  expect(overlaps(toastBox, (await page.getByTestId('user-menu').boundingBox())!)).toBe(false)
})

test('a list search with no hit says so, instead of saying there are no lists', async ({
  page,
}) => {
  await orgAdmin(page)
  await page.goto('/lists')
  const table = page.getByRole('table')
  await expect(table).toContainText('Nu ai liste create.')
  await page.getByRole('searchbox', { name: 'Caută' }).fill('zzz')
  await expect(table).toContainText('Niciun rezultat pentru „zzz”')
  await expect(table).not.toContainText('Nu ai liste create.')
  await expect(page).toHaveURL(/search=zzz/)
})

import { expect, test, type Page } from '@playwright/test'
import { createUser } from './support/db.ts'
import { openUserMenu, sidebar, signIn } from './support/pages.ts'

async function sidebarLinks(page: Page) {
  return sidebar(page).getByRole('link').allInnerTexts()
}

test('the theme toggle switches to dark and the choice survives a reload', async ({ page }) => {
  const user = await createUser({ role: 'super-admin' })
  await signIn(page, user.email, user.password)
  const html = page.locator('html')

  await page.getByRole('button', { name: 'Temă întunecată' }).click()
  await expect(html).toHaveClass(/dark/)
  await page.reload()
  await expect(html).toHaveClass(/dark/)
  expect(await page.evaluate(() => localStorage.getItem('color-theme'))).toBe('dark')

  await page.getByRole('button', { name: 'Temă luminoasă' }).click()
  await expect(html).not.toHaveClass(/dark/)
  await page.reload()
  await expect(html).not.toHaveClass(/dark/)
  expect(await page.evaluate(() => localStorage.getItem('color-theme'))).toBe('light')
})

test('super-admin menu: Meniu, Management and the mobile app, and every link opens', async ({
  page,
}) => {
  const user = await createUser({ role: 'super-admin' })
  await signIn(page, user.email, user.password)

  for (const title of ['Meniu', 'Management', 'Aplicația mobilă']) {
    await expect(sidebar(page).getByText(title, { exact: true })).toBeVisible()
  }
  const links = await sidebarLinks(page)
  expect(links).toEqual(
    expect.arrayContaining([
      'Panou de control',
      'Utilizatori',
      'Invită utilizatori',
      'Organizații',
      'Adaugă organizație',
      'Setări generale',
      'Personalizare',
    ])
  )
  await expectEveryLinkOpens(page, links)
})

test('org-admin menu with the events module, and every link opens', async ({ page }) => {
  const user = await createUser({ role: 'org-admin', modules: ['events-module'] })
  await signIn(page, user.email, user.password)

  const links = await sidebarLinks(page)
  expect(links).toEqual(
    expect.arrayContaining([
      'Contacte',
      'Liste',
      'Companii',
      'Setări',
      'Utilizatori',
      'Invită utilizatori',
      'Setări comunitate',
      'Stiluri comunitate',
      'Evenimente',
      'Segmente',
      'Feed-uri',
      'Quiz-uri',
      'Produse',
    ])
  )
  expect(links).not.toContain('Organizații')
  await expectEveryLinkOpens(page, links)
})

test('org-admin without the events module sees no events or community entries', async ({
  page,
}) => {
  const user = await createUser({ role: 'org-admin', modules: [] })
  await signIn(page, user.email, user.password)

  const links = await sidebarLinks(page)
  expect(links).toContain('Contacte')
  expect(links).not.toContain('Evenimente')
  expect(links).not.toContain('Setări comunitate')
  expect(links).not.toContain('Stiluri comunitate')
})

test('a user without a role gets an empty menu', async ({ page }) => {
  const user = await createUser()
  await signIn(page, user.email, user.password)
  await expect(page.getByText('Contul tău nu are încă un rol.', { exact: false })).toBeVisible()
  expect(await sidebarLinks(page)).toEqual([])
})

test('on a phone the menu opens from the top bar and closes after choosing a page', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 })
  const user = await createUser({ role: 'super-admin' })
  await signIn(page, user.email, user.password)

  const menuLink = sidebar(page).getByRole('link', { name: 'Organizații' })
  await expect(menuLink).not.toBeInViewport()
  await page.getByRole('button', { name: 'Arată sau ascunde meniul' }).click()
  await expect(menuLink).toBeInViewport()
  await menuLink.click()
  await expect(page).toHaveURL(/\/organizations$/)
  await expect(menuLink).not.toBeInViewport()
})

test('the user menu switches the interface to English and back', async ({ page }) => {
  const user = await createUser({ role: 'super-admin' })
  await signIn(page, user.email, user.password)

  await openUserMenu(page)
  await page.getByRole('menuitem', { name: 'English' }).click()
  await expect(sidebar(page).getByRole('link', { name: 'Dashboard' })).toBeVisible()
  await expect(sidebar(page).getByRole('link', { name: 'Users', exact: true })).toBeVisible()

  await page.getByRole('button', { name: 'User menu' }).click()
  await page.getByRole('menuitem', { name: 'Română' }).click()
  await expect(sidebar(page).getByRole('link', { name: 'Panou de control' })).toBeVisible()
})

test('a toast closes at once when its close button is clicked', async ({ page }) => {
  const user = await createUser({ role: 'super-admin' })
  await signIn(page, user.email, user.password)
  await openUserMenu(page)
  await page.getByRole('menuitem', { name: 'Deconectare' }).click()

  const toast = page.getByTestId('toast')
  await expect(toast).toBeVisible()
  await toast.getByRole('button', { name: 'Închide' }).click()
  await expect(toast).toBeHidden({ timeout: 1000 })
})

async function expectEveryLinkOpens(page: Page, labels: string[]) {
  for (const label of labels) {
    await sidebar(page).getByRole('link', { name: label, exact: true }).first().click()
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(
      /Acces interzis|Pagina nu există|Eroare/
    )
  }
}

import { createUser } from './support/db.ts'
import { expect, test } from './support/fixtures.ts'
import { openUserMenu, sidebar, signInAs } from './support/pages.ts'

test.describe('as the worker’s super-admin', () => {
  test.use({ signedInAs: 'super-admin' })

  test('the theme toggle switches to dark and back, and each choice survives a reload', async ({
    page,
  }) => {
    await page.goto('/')
    const html = page.locator('html')
    const theme = () => page.evaluate(() => localStorage.getItem('color-theme'))

    await expect(html).not.toHaveClass(/\bdark\b/)
    await page.getByRole('button', { name: 'Temă întunecată' }).click()
    await expect(html).toHaveClass(/\bdark\b/)
    expect(await theme()).toBe('dark')

    await page.reload()
    await expect(html).toHaveClass(/\bdark\b/)
    expect(await theme()).toBe('dark')

    // In dark mode the same button offers the light theme.
    await page.getByRole('button', { name: 'Temă luminoasă' }).click()
    await expect(html).not.toHaveClass(/\bdark\b/)
    expect(await theme()).toBe('light')

    await page.reload()
    await expect(page.getByRole('button', { name: 'Temă întunecată' })).toBeVisible()
    await expect(html).not.toHaveClass(/\bdark\b/)
    expect(await theme()).toBe('light')
  })

  test('the first Tab shows "Sari la conținutul principal"; Enter on it moves the focus to the page', async ({
    page,
  }) => {
    await page.goto('/organizations')
    await expect(page.getByRole('heading', { level: 1, name: 'Organizații' })).toBeVisible()
    await page.keyboard.press('Tab')
    const skip = page.getByRole('link', { name: 'Sari la conținutul principal' })
    await expect(skip).toBeFocused()
    await expect(skip).toBeInViewport()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('main')).toBeFocused()
    // The next Tab goes on inside the page, not back to the menu.
    await page.keyboard.press('Tab')
    expect(
      await page.evaluate(() => document.querySelector('main')?.contains(document.activeElement))
    ).toBe(true)
  })

  test('on a phone the menu is hidden, opens from the top bar and closes after choosing a page', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 })
    await page.goto('/')

    const menu = page.getByRole('complementary', { name: 'Meniu' })
    const toggle = page.getByRole('button', { name: 'Arată sau ascunde meniul' })
    const link = sidebar(page).getByRole('link', { name: 'Organizații' })

    await expect(menu).toBeHidden()
    await expect(link).toBeHidden()
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')

    await toggle.click()
    await expect(menu).toBeVisible()
    await expect(link).toBeInViewport()
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')

    await link.click()
    await expect(page).toHaveURL(/\/organizations$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Organizații' })).toBeVisible()
    await expect(menu).toBeHidden()
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
  })

  test('a toast stays inside the top bar, clear of the user’s name and avatar, on a desktop or a phone', async ({
    page,
  }) => {
    await page.goto('/')
    for (const size of [
      { width: 1440, height: 900 },
      { width: 390, height: 844 },
    ]) {
      await page.setViewportSize(size)
      await page.goto('/my-account')
      await page.getByRole('button', { name: 'Salvează' }).first().click()
      const toast = page
        .getByTestId('toast')
        .filter({ hasText: 'Datele contului au fost salvate.' })
      await expect(toast).toBeVisible()
      const toastBox = (await toast.boundingBox())!
      const bar = (await page.getByRole('banner').boundingBox())!
      const menu = (await page.getByTestId('user-menu').boundingBox())!
      // Within the top bar (so over nothing of the page) and left of the user menu.
      expect(toastBox.y).toBeGreaterThanOrEqual(bar.y)
      expect(toastBox.y + toastBox.height).toBeLessThanOrEqual(bar.y + bar.height)
      expect(toastBox.x + toastBox.width).toBeLessThanOrEqual(menu.x)
      await toast.getByRole('button', { name: 'Închide' }).click()
    }
  })
})

test('the user menu switches the interface to English and back to Romanian', async ({ page }) => {
  const user = await createUser({ role: 'super-admin' })
  await signInAs(page, user)
  await page.goto('/')

  await openUserMenu(page)
  await page.getByRole('menuitem', { name: 'English' }).click()
  await expect(sidebar(page).getByRole('link', { name: 'Dashboard' })).toBeVisible()
  await expect(sidebar(page).getByRole('link', { name: 'Users', exact: true })).toBeVisible()
  await expect(sidebar(page).getByRole('link', { name: 'Panou de control' })).toHaveCount(0)
  // Without a reload, the page's language changes too (screen readers pick their voice by it).
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')

  // The choice is kept for the next page.
  await page.reload()
  await expect(sidebar(page).getByRole('link', { name: 'Dashboard' })).toBeVisible()

  await openUserMenu(page, 'User menu')
  await page.getByRole('menuitem', { name: 'Română' }).click()
  await expect(sidebar(page).getByRole('link', { name: 'Panou de control' })).toBeVisible()
  await expect(sidebar(page).getByRole('link', { name: 'Utilizatori', exact: true })).toBeVisible()
  await expect(sidebar(page).getByRole('link', { name: 'Dashboard' })).toHaveCount(0)
  await expect(page.locator('html')).toHaveAttribute('lang', 'ro')
})

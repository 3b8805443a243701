import { test, expect } from './support/fixtures.ts'
import { createUser } from './support/db.ts'
import { signInAs } from './support/pages.ts'

const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0'

test('sessions: signed in in two browsers, the first ends the other, which is sent to /login', async ({
  page,
  browser,
}) => {
  const user = await createUser({ role: 'super-admin' })
  const other = await browser.newContext({ userAgent: FIREFOX })
  try {
    const otherPage = await other.newPage()
    await signInAs(otherPage, user)
    await otherPage.goto('/my-account')
    await expect(otherPage.getByRole('heading', { name: 'Unde ești conectat' })).toBeVisible()

    await signInAs(page, user)
    await page.goto('/my-account')
    const list = page.getByRole('list', { name: 'Unde ești conectat' })
    await expect(list.getByTestId('session-row')).toHaveCount(2)
    await expect(
      list.getByTestId('session-row').filter({ hasText: 'Sesiunea aceasta' })
    ).toHaveCount(1)
    const theirs = list.getByTestId('session-row').filter({ hasText: 'Firefox 133 pe Linux' })
    await expect(theirs).toContainText('IP')

    await theirs.getByRole('button', { name: 'Închide sesiunea Firefox 133 pe Linux' }).click()
    const dialog = page.getByRole('dialog')
    await expect(dialog).toContainText('Firefox 133 pe Linux')
    await dialog.getByRole('button', { name: 'Închide sesiunea' }).click()
    await expect(
      page.getByTestId('toast').filter({ hasText: 'Sesiunea a fost închisă.' })
    ).toBeVisible()
    await expect(list.getByTestId('session-row')).toHaveCount(1)
    await expect(page.getByText('Nu ești conectat în altă parte.')).toBeVisible()

    // The other browser's next request finds its session gone.
    await otherPage.reload()
    await expect(otherPage).toHaveURL(/\/login$/)

    // This one stays signed in.
    await page.reload()
    await expect(page.getByRole('heading', { name: 'Unde ești conectat' })).toBeVisible()
  } finally {
    await other.close()
  }
})

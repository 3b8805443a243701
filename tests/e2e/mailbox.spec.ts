import { insertMails, unique } from './support/db.ts'
import { expect, test } from './support/fixtures.ts'

test.use({ signedInAs: 'super-admin' })

test('a mail clicked while the search is still being typed opens all the same', async ({
  page,
}) => {
  const tag = unique('mesaj')
  const subject = `${tag} de citit`
  await insertMails(`${tag}@example.test`, [subject])
  await page.goto(`/mailbox?search=${tag}`)
  const link = page.getByRole('link', { name: subject })
  await expect(link).toBeVisible()

  // The mail answers after the search's 500 ms pause, so that the pending
  // search starts while the mail is on its way.
  await page.route(/\/mailbox\/\d+$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_200))
    await route.continue()
  })
  await page.getByRole('searchbox', { name: 'Caută' }).fill(tag.slice(0, -1))
  await link.click()

  await expect(page).toHaveURL(/\/mailbox\/\d+$/)
  await expect(page.getByRole('heading', { level: 1, name: subject })).toBeVisible()
  await expect(page.getByRole('searchbox', { name: 'Caută' })).toBeHidden()
})

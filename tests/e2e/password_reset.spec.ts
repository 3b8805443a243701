import { expect, test } from '@playwright/test'
import { createUser } from './support/db.ts'
import { signIn } from './support/pages.ts'

test('forgot password, read the e-mail in the mailbox, reset, sign in with the new password', async ({
  page,
  browser,
}) => {
  const member = await createUser({ role: 'org-admin', modules: ['events-module'] })
  const admin = await createUser({ role: 'super-admin' })

  // The member asks for a link.
  await page.goto('/login')
  await page.getByRole('link', { name: 'Ai uitat parola?' }).click()
  await expect(page).toHaveURL(/\/forgot$/)
  await page.getByLabel('Email').fill(member.email)
  await page.getByRole('button', { name: 'Trimite linkul de resetare' }).click()
  await expect(page.getByText(/^Dacă adresa are un cont/)).toBeVisible()
  await expect(page.getByLabel('Email')).toBeHidden()

  // A super-admin finds the e-mail in the local mailbox.
  const adminContext = await browser.newContext()
  const adminPage = await adminContext.newPage()
  await signIn(adminPage, admin.email, admin.password)
  await adminPage.getByTestId('sidebar-nav').getByRole('link', { name: 'Căsuța de email' }).click()
  await adminPage
    .getByRole('row', { name: new RegExp(member.email) })
    .getByRole('link')
    .first()
    .click()
  const mail = adminPage.frameLocator('iframe')
  const link = await mail.getByRole('link', { name: 'Alege o parolă nouă' }).getAttribute('href')
  expect(link).toMatch(/\/reset\/[\w-]{40,}/)
  await adminContext.close()

  // The member follows the link and chooses a new password.
  await page.goto(link!)
  await expect(page.getByLabel('Email')).toHaveValue(member.email)
  await page.getByRole('textbox', { name: 'Parola', exact: true }).fill('parola-noua-2026')
  await page.getByLabel('Confirmă parola').fill('parola-noua-2026')
  await page.getByRole('button', { name: 'Resetează parola' }).click()
  await expect(
    page.getByText('Parola a fost resetată. Te poți autentifica cu noua parolă.')
  ).toBeVisible()

  // The old password no longer works; the new one does.
  await page.getByRole('link', { name: 'Înapoi la autentificare' }).click()
  await page.getByLabel('Email').fill(member.email)
  await page.getByLabel('Parola').fill(member.password)
  await page.getByRole('button', { name: 'Autentificare' }).click()
  await expect(page.getByText('Email sau parolă greșită.')).toBeVisible()

  await page.getByLabel('Parola').fill('parola-noua-2026')
  await page.getByRole('button', { name: 'Autentificare' }).click()
  await expect(page.getByRole('button', { name: 'Meniul utilizatorului' })).toBeVisible()
})

import { createUser, latestMailTo } from './support/db.ts'
import { expect, test } from './support/fixtures.ts'
import { sidebar, signIn, submitSignIn, userMenuButton } from './support/pages.ts'

test('forgot password, read the e-mail in the mailbox, reset, sign in with the new password', async ({
  page,
  browser,
}) => {
  const member = await createUser({ role: 'org-admin', modules: ['events-module'] })
  const admin = await createUser({ role: 'super-admin' })
  const newPassword = 'parola-noua-2026'

  // A guest asks for a link for the member's address.
  await page.goto('/login')
  await page.getByRole('link', { name: 'Ai uitat parola?' }).click()
  await expect(page).toHaveURL(/\/forgot$/)
  await page.getByLabel('Email').fill(member.email)
  await page.getByRole('button', { name: 'Trimite linkul de resetare' }).click()
  await expect(page.getByText(/^Dacă adresa are un cont/)).toBeVisible()
  await expect(page.getByLabel('Email')).toBeHidden()
  await expect(page.getByRole('button', { name: 'Trimite linkul de resetare' })).toBeHidden()

  // A super-admin finds the e-mail in the local mailbox (another browser context).
  const adminContext = await browser.newContext()
  let link: string
  try {
    const adminPage = await adminContext.newPage()
    await signIn(adminPage, admin.email, admin.password)
    await sidebar(adminPage).getByRole('link', { name: 'Căsuța de email' }).click()
    await expect(
      adminPage.getByRole('heading', { level: 1, name: 'Căsuța de email locală' })
    ).toBeVisible()

    // Other tests write to the same mailbox: look for this address only.
    await adminPage.getByRole('searchbox', { name: 'Caută' }).fill(member.email)
    await expect(adminPage).toHaveURL(/[?&]search=/)
    const row = adminPage.getByRole('row').filter({ hasText: member.email })
    await expect(row).toHaveCount(1)
    const sent = await latestMailTo(member.email)
    expect(sent?.subject).toBeTruthy()
    await row.getByRole('link', { name: sent!.subject }).click()

    await expect(adminPage.getByRole('heading', { level: 1, name: sent!.subject })).toBeVisible()
    const mail = adminPage.frameLocator(`iframe[title="${sent!.subject}"]`)
    const button = mail.getByRole('link', { name: 'Alege o parolă nouă' })
    await expect(button).toBeVisible()
    link = (await button.getAttribute('href'))!
    expect(link).toMatch(/\/reset\/[\w-]{40,}\?email=/)
    // The same link is printed in clear under the button.
    await expect(mail.getByText(link, { exact: true })).toBeVisible()
  } finally {
    await adminContext.close()
  }

  // The guest follows the link and chooses a new password.
  await page.goto(link)
  await expect(page.getByRole('heading', { level: 1, name: 'Alege o parolă nouă' })).toBeVisible()
  await expect(page.getByLabel('Email')).toHaveValue(member.email)
  await page.getByRole('textbox', { name: 'Parola', exact: true }).fill(newPassword)
  await page.getByLabel('Confirmă parola').fill(newPassword)
  await page.getByRole('button', { name: 'Resetează parola' }).click()
  await expect(
    page.getByText('Parola a fost resetată. Te poți autentifica cu noua parolă.')
  ).toBeVisible()
  await expect(page.getByRole('button', { name: 'Resetează parola' })).toBeHidden()

  // Back to sign-in: the new password works…
  await page.getByRole('link', { name: 'Înapoi la autentificare' }).click()
  await expect(page).toHaveURL(/\/login$/)
  await submitSignIn(page, member.email, newPassword)
  await expect(userMenuButton(page)).toBeVisible()
  await expect(page).toHaveURL(/\/$/)

  // …and the old one no longer does.
  const guest = await browser.newContext()
  try {
    const guestPage = await guest.newPage()
    await guestPage.goto('/login')
    await submitSignIn(guestPage, member.email, member.password)
    await expect(guestPage.getByLabel('Email')).toHaveAccessibleDescription(
      'Email sau parolă greșită.'
    )
    await expect(userMenuButton(guestPage)).toBeHidden()
  } finally {
    await guest.close()
  }
})

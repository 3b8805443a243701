/**
 * Two-factor sign-in in the browser (docs/security.md, "Two-factor sign-in"): a super-admin sets
 * it up at their first sign-in (the test computes the code from the secret the page shows), signs
 * in again with the password and a code, then with a recovery code; an org-admin turns it on and
 * off from My account.
 */
import { totpCode } from '../../app/services/two_factor/totp.ts'
import { createOrgAdmin, createUser, enrolTwoFactor } from './support/db.ts'
import type { Page } from '@playwright/test'
import { expect, test } from './support/fixtures.ts'
import { signInAs, signOut, submitSignIn, userMenuButton } from './support/pages.ts'

/**
 * The code of the next 30-second step: accepted (±1 step) and after the one just used, so that a
 * sign-in right after the enrolment is not refused as a reused code.
 */
const nextCode = (secret: string) => totpCode(secret, Date.now() + 30_000)

/** The key the enrolment shows for typing by hand, without its spaces. */
async function secretShown(page: Page) {
  const text = await page.getByTestId('two-factor-secret').innerText()
  return text.replaceAll(/\s/g, '')
}

test('a super-admin sets up the second factor at the first sign-in, then signs in with a code and with a recovery code', async ({
  page,
}) => {
  const admin = await createUser({ role: 'super-admin', twoFactor: false })

  await page.goto('/login')
  await submitSignIn(page, admin.email, admin.password)
  await expect(page).toHaveURL(/\/login\/two-factor$/)
  await expect(
    page.getByRole('heading', { level: 1, name: 'Configurează verificarea în doi pași' })
  ).toBeVisible()
  await expect(
    page.getByRole('img', { name: 'Cod QR pentru aplicația de autentificare' })
  ).toBeVisible()

  // No way around it: another page sends back here.
  await page.goto('/users')
  await expect(page).toHaveURL(/\/login\/two-factor$/)

  const secret = await secretShown(page)
  expect(secret).toMatch(/^[A-Z2-7]{32}$/)
  // A wrong code first: refused under the field.
  const wrong = totpCode(secret) === '000000' ? '111111' : '000000'
  await page.getByRole('textbox', { name: 'Codul din aplicație' }).fill(wrong)
  await page.getByRole('button', { name: 'Activează' }).click()
  await expect(page.getByText('Codul nu este valid sau a fost deja folosit.')).toBeVisible()

  await page.getByRole('textbox', { name: 'Codul din aplicație' }).fill(totpCode(secret))
  await page.getByRole('button', { name: 'Activează' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Coduri de recuperare' })).toBeVisible()
  const codes = await page
    .getByRole('list', { name: 'Codurile de recuperare' })
    .getByRole('listitem')
    .allInnerTexts()
  expect(codes).toHaveLength(10)
  // On to the page asked for meanwhile.
  await page.getByRole('link', { name: 'Continuă' }).click()
  await expect(userMenuButton(page)).toBeVisible()
  await expect(page).toHaveURL(/\/users$/)

  // Signed out, then in with the password and a code from the app.
  await signOut(page)
  await submitSignIn(page, admin.email, admin.password)
  await expect(page).toHaveURL(/\/login\/two-factor$/)
  await expect(
    page.getByRole('heading', { level: 1, name: 'Verificare în doi pași' })
  ).toBeVisible()
  await page.getByRole('textbox', { name: 'Cod' }).fill(nextCode(secret))
  await page.getByRole('button', { name: 'Verifică' }).click()
  await expect(userMenuButton(page)).toBeVisible()

  // And with a recovery code, which then says how many are left.
  await signOut(page)
  await submitSignIn(page, admin.email, admin.password)
  await page.getByRole('textbox', { name: 'Cod' }).fill(codes[0])
  await page.getByRole('button', { name: 'Verifică' }).click()
  await expect(userMenuButton(page)).toBeVisible()
  await expect(
    page
      .getByTestId('toast')
      .filter({ hasText: 'Ai folosit un cod de recuperare. Îți mai rămân 9 coduri.' })
  ).toBeVisible()

  // The same recovery code a second time is refused.
  await signOut(page)
  await submitSignIn(page, admin.email, admin.password)
  await page.getByRole('textbox', { name: 'Cod' }).fill(codes[0])
  await page.getByRole('button', { name: 'Verifică' }).click()
  await expect(page.getByText('Codul nu este valid sau a fost deja folosit.')).toBeVisible()
  await expect(userMenuButton(page)).toBeHidden()
})

test('an org-admin turns the second factor on from My account, gets new recovery codes and turns it off', async ({
  page,
}) => {
  const { user } = await createOrgAdmin()
  await signInAs(page, user)
  await page.goto('/my-account')
  const card = page.getByRole('heading', { name: 'Verificare în doi pași' })
  await expect(card).toBeVisible()
  await expect(page.getByText('Inactivă: intri în cont doar cu parola.')).toBeVisible()

  await page.getByRole('link', { name: 'Activează verificarea în doi pași' }).click()
  await expect(page).toHaveURL(/\/my-account\/two-factor$/)
  const secret = await secretShown(page)
  await page.getByRole('textbox', { name: 'Codul din aplicație' }).fill(totpCode(secret))
  await page.getByRole('button', { name: 'Activează' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Coduri de recuperare' })).toBeVisible()
  await page.getByRole('link', { name: 'Continuă' }).click()

  await page.goto('/my-account')
  await expect(page.getByText('Îți mai rămân 10 coduri de recuperare.')).toBeVisible()

  // New recovery codes, confirmed with the password.
  await page.getByRole('button', { name: 'Generează coduri de recuperare noi' }).click()
  const regenerate = page.getByRole('dialog', { name: 'Coduri de recuperare noi' })
  await regenerate.getByLabel('Parola').fill('nu-e-parola')
  await regenerate.getByRole('button', { name: 'Confirmă' }).click()
  await expect(regenerate.getByText('Parola nu este corectă.')).toBeVisible()
  await regenerate.getByLabel('Parola').fill(user.password)
  await regenerate.getByRole('button', { name: 'Confirmă' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Coduri de recuperare' })).toBeVisible()

  // Off, with the code from the app.
  await page.goto('/my-account')
  await page.getByRole('button', { name: 'Dezactivează' }).click()
  const disable = page.getByRole('dialog', { name: 'Dezactivează verificarea în doi pași' })
  await disable.getByRole('textbox', { name: 'Cod' }).fill(nextCode(secret))
  await disable.getByRole('button', { name: 'Dezactivează' }).click()
  await expect(
    page.getByTestId('toast').filter({ hasText: 'Verificarea în doi pași a fost dezactivată.' })
  ).toBeVisible()
  await expect(page.getByText('Inactivă: intri în cont doar cu parola.')).toBeVisible()
})

test("a super-admin resets another admin's second factor and makes it mandatory for an organization", async ({
  page,
}) => {
  const admin = await createUser({ role: 'super-admin' })
  const { user, organization } = await createOrgAdmin()
  await enrolTwoFactor(user.id)
  await signInAs(page, admin)

  await page.goto(`/administrare/users/${user.uid}/edit`)
  await expect(page.getByText(/^Activă din /)).toBeVisible()
  await page.getByRole('button', { name: 'Resetează' }).click()
  const dialog = page.getByRole('dialog', { name: 'Resetează' })
  await expect(dialog).toContainText('Codurile lui de recuperare nu vor mai funcționa.')
  await dialog.getByRole('button', { name: 'Resetează' }).click()
  await expect(
    page
      .getByTestId('toast')
      .filter({ hasText: 'Verificarea în doi pași a utilizatorului a fost resetată.' })
  ).toBeVisible()
  await expect(page.getByText('Inactivă.', { exact: true })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Resetează' })).toBeHidden()

  await page.goto(`/organizations/${organization.uid}/users`)
  const mandatory = page.getByRole('switch', {
    name: 'Verificare în doi pași obligatorie pentru administratori',
  })
  await expect(mandatory).not.toBeChecked()
  await mandatory.click({ force: true })
  await expect(
    page.getByTestId('toast').filter({
      hasText: 'Verificarea în doi pași este obligatorie pentru administratorii organizației.',
    })
  ).toBeVisible()
  await expect(mandatory).toBeChecked()
})

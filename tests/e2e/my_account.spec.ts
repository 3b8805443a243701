import sharp from 'sharp'
import { test, expect } from './support/fixtures.ts'
import { createUser, query, unique } from './support/db.ts'
import { signInAs, userMenuButton, loadedWidth } from './support/pages.ts'

function avatar(width: number, height: number) {
  return sharp({
    create: { width, height, channels: 3, background: { r: 230, g: 120, b: 20 } },
  })
    .png()
    .toBuffer()
}

test('my account: a new avatar shows in the top bar at once and after a reload; removing it brings the initials back', async ({
  page,
}) => {
  const user = await createUser({ role: 'super-admin', firstName: 'Bianca' })
  const [{ uid }] = await query<{ uid: string }>('select uid from users where id = $1', [user.id])
  await signInAs(page, user)
  await page.goto('/my-account')

  const topBarAvatar = userMenuButton(page).locator('img')
  const initials = `B${user.lastName[0]}`.toUpperCase()
  await expect(topBarAvatar).toHaveCount(0)
  await expect(userMenuButton(page)).toContainText(initials)

  await page.locator('input[type="file"]').setInputFiles({
    name: 'eu.png',
    mimeType: 'image/png',
    buffer: await avatar(120, 90),
  })
  await expect(
    page.getByTestId('toast').filter({ hasText: 'Fotografia de profil a fost schimbată.' })
  ).toBeVisible()
  const avatarSrc = new RegExp(`^/images/${uid}/avatar\\?t=\\d+$`)
  await expect(topBarAvatar).toHaveAttribute('src', avatarSrc)
  await expect.poll(() => loadedWidth(topBarAvatar)).toBe(120)
  await expect(
    page.getByRole('img', { name: 'Previzualizare: Fotografie de profil' })
  ).toHaveAttribute('src', avatarSrc)

  // On another page after a reload it is still there.
  await page.goto('/')
  await expect(topBarAvatar).toHaveAttribute('src', avatarSrc)

  await page.goto('/my-account')
  await page.getByRole('button', { name: 'Șterge imaginea' }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Șterge imaginea' }).click()
  await expect(
    page.getByTestId('toast').filter({ hasText: 'Fotografia de profil a fost ștearsă.' })
  ).toBeVisible()
  await expect(topBarAvatar).toHaveCount(0)
  await expect(userMenuButton(page)).toContainText(initials)
})

test('my account: a new e-mail is saved after confirming the password; what was typed is kept', async ({
  page,
}) => {
  const user = await createUser({ role: 'org-admin' })
  await signInAs(page, user, { confirm: false })
  await page.goto('/my-account')
  const email = `${unique('nou')}@example.test`.toLowerCase()
  await page.getByRole('textbox', { name: 'Email' }).fill(email)
  await page.getByRole('button', { name: 'Salvează' }).first().click()

  const confirm = page.getByRole('dialog', { name: 'Confirmă că ești tu' })
  await confirm.getByLabel('Parola').fill(user.password)
  await confirm.getByRole('button', { name: 'Confirmă și continuă' }).click()
  await expect(
    page.getByTestId('toast').filter({ hasText: 'Datele contului au fost salvate.' })
  ).toBeVisible()
  const [row] = await query<{ email: string }>('select email from users where id = $1', [user.id])
  expect(row.email).toBe(email)
})

import { test, expect } from './support/fixtures.ts'
import { createUser, latestMailTo, unique } from './support/db.ts'
import { openUserMenu, signIn } from './support/pages.ts'

test('an org-admin invites a colleague, who registers from the e-mail link and is signed in', async ({
  page,
  browser,
}) => {
  const admin = await createUser({ role: 'org-admin', modules: ['events-module'] })
  const email = `${unique('invitat')}@example.test`
  await signIn(page, admin.email, admin.password)
  await page.goto('/users/invite')

  await page.getByRole('textbox', { name: 'Prenume' }).fill('Elena')
  await page.getByRole('textbox', { name: 'Nume', exact: true }).fill('Marin')
  await page.getByRole('textbox', { name: 'Email' }).fill(email)
  await page.getByRole('textbox', { name: 'Telefon' }).fill('+40 722-111-222')
  await expect(page.getByRole('textbox', { name: 'Telefon' })).toHaveValue('+40722111222')
  await page.getByRole('button', { name: 'Trimite invitația', exact: true }).click()
  await expect(page.getByText(`Invitația a fost trimisă către ${email}`)).toBeVisible()
  await expect(page.getByRole('row', { name: new RegExp(email) })).toBeVisible()

  const mail = await latestMailTo(email)
  const link = /href="([^"]*\/auth\/register\/[^"]+)"/.exec(mail?.html ?? '')?.[1]
  expect(link).toBeTruthy()

  const guest = await browser.newContext()
  try {
    const invitee = await guest.newPage()
    await invitee.goto(link!.replace(/&amp;/g, '&'))
    await expect(invitee.getByRole('textbox', { name: 'Email' })).toHaveValue(email)
    await expect(invitee.getByRole('textbox', { name: 'Email' })).toHaveAttribute('readonly', '')
    await invitee.getByRole('textbox', { name: 'Parola', exact: true }).fill('parola-elena-1')
    await invitee.getByRole('textbox', { name: 'Confirmă parola' }).fill('parola-elena-1')
    await invitee.getByRole('button', { name: 'Creează cont' }).click()

    const menu = await openUserMenu(invitee)
    await expect(menu.getByText('Elena Marin')).toBeVisible()
    await expect(menu.getByText('Administrator organizație')).toBeVisible()

    // The link works once.
    await invitee.context().clearCookies()
    await invitee.goto(link!.replace(/&amp;/g, '&'))
    await expect(invitee.getByText('Link nevalid')).toBeVisible()
  } finally {
    await guest.close()
  }
})

test('my account: changing the name shows in the top bar at once, and keeps input on errors', async ({
  page,
}) => {
  const user = await createUser({ role: 'super-admin' })
  await signIn(page, user.email, user.password)
  await page.goto('/my-account')

  const firstName = page.getByRole('textbox', { name: 'Prenume' })
  await firstName.fill('Smaranda')
  await page.getByRole('textbox', { name: 'Email' }).fill('nu-e-email')
  await page.getByRole('button', { name: 'Salvează' }).click()
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveAttribute('aria-invalid', 'true')
  await expect(firstName).toHaveValue('Smaranda')

  await page.getByRole('textbox', { name: 'Email' }).fill(user.email)
  await page.getByRole('button', { name: 'Salvează' }).click()
  await expect(page.getByTestId('toast')).toHaveText(/Datele contului au fost salvate\./)
  await expect(page.getByRole('button', { name: 'Meniul utilizatorului' })).toContainText(
    'Smaranda'
  )
})

test('resending an invitation kills the old link; deleting one asks first and removes it', async ({
  page,
  browser,
}) => {
  const admin = await createUser({ role: 'super-admin' })
  const email = `${unique('retrimis')}@example.test`
  await signIn(page, admin.email, admin.password)
  await page.goto('/users/invite')
  await page.getByRole('textbox', { name: 'Prenume' }).fill('Radu')
  await page.getByRole('textbox', { name: 'Nume', exact: true }).fill('Stan')
  await page.getByRole('textbox', { name: 'Email' }).fill(email)
  await page.getByRole('textbox', { name: 'Telefon' }).fill('+40722333444')
  await page.getByRole('button', { name: 'Trimite invitația', exact: true }).click()
  await expect(page.getByText(`Invitația a fost trimisă către ${email}`)).toBeVisible()
  const linkOf = (html: string | null | undefined) =>
    /href="([^"]*\/auth\/register\/[^"]+)"/.exec(html ?? '')?.[1]?.replace(/&amp;/g, '&')
  const firstMail = await latestMailTo(email)
  const firstLink = linkOf(firstMail?.html)

  await page.getByRole('button', { name: `Retrimite invitația către ${email}` }).click()
  await expect(page.getByTestId('toast')).toHaveText(
    new RegExp(`Invitația a fost retrimisă către ${email}`)
  )
  const secondMail = await latestMailTo(email)
  const secondLink = linkOf(secondMail?.html)
  expect(secondLink).toBeTruthy()
  expect(secondLink).not.toBe(firstLink)

  const guest = await browser.newContext()
  try {
    const invitee = await guest.newPage()
    await invitee.goto(firstLink!)
    await expect(invitee.getByText('Link nevalid')).toBeVisible()
    await invitee.goto(secondLink!)
    await expect(invitee.getByRole('button', { name: 'Creează cont' })).toBeVisible()
  } finally {
    await guest.close()
  }

  await page.getByRole('button', { name: `Alte acțiuni: ${email}` }).click()
  await page.getByRole('menuitem', { name: `Șterge invitația către ${email}` }).click()
  const dialog = page.getByRole('dialog', { name: 'Ștergi invitația?' })
  await expect(dialog).toContainText('Radu Stan')
  await expect(dialog).toContainText(email)
  await expect(dialog).toContainText('+40722333444')
  await dialog.getByRole('button', { name: 'Șterge' }).click()
  await expect(page.getByTestId('toast').last()).toHaveText(
    new RegExp(`Invitația către ${email} a fost ștearsă`)
  )
  await expect(page.getByRole('row', { name: new RegExp(email) })).toHaveCount(0)
})

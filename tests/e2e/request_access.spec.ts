import { createUser, query, unique } from './support/db.ts'
import { expect, test } from './support/fixtures.ts'

test('from the login page, a person without an invitation asks for access and the super-admins get it', async ({
  page,
}) => {
  const admin = await createUser({ role: 'super-admin' })
  // The requests count per IP address: this test starts with none.
  await query(`delete from rate_limits where key like '%access_request_%'`)
  const organization = unique('Asociația Vecinilor')

  await page.goto('/login')
  await page.getByRole('link', { name: 'Înregistrează-te' }).click()

  await expect(page).toHaveURL(/\/auth\/register$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Înregistrare' })).toBeVisible()
  await expect(page.getByText('Conturile se creează doar prin invitație')).toBeVisible()

  // A missing field is explained under it.
  await page.getByLabel('Nume și prenume').fill('Ioana Mărginean')
  await page.getByLabel('Email').fill('ioana@example.ro')
  await page.getByRole('button', { name: 'Cere acces' }).click()
  const organizationField = page.getByLabel('Organizația sau comunitatea')
  await expect(organizationField).toHaveAccessibleDescription(
    'Câmpul organizația sau comunitatea este obligatoriu.'
  )

  await organizationField.fill(organization)
  await page.getByLabel('Mesaj (opțional)').fill('Vrem să ne organizăm comunitatea aici.')
  await page.getByRole('button', { name: 'Cere acces' }).click()

  await expect(
    page.getByText('Cererea ta a fost trimisă administratorilor platformei.')
  ).toBeVisible()
  await expect(page.getByRole('button', { name: 'Cere acces' })).toBeHidden()

  const [mail] = await query(
    `select * from mailbox_messages where "to" ilike $1 and subject = $2`,
    [`%${admin.email}%`, `Cerere de acces: ${organization}`]
  )
  expect(mail?.html).toContain('Ioana Mărginean')
})

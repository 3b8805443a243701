import { expect, test } from './support/fixtures.ts'
import { createOrganization, query } from './support/db.ts'
import { toast } from './support/pages.ts'

test.use({ signedInAs: 'super-admin' })

test('the super-admin sets an organization’s ANAF credentials from its e-Factura tab (ANAF refusing a wrong token first), sees only since when, then removes them', async ({
  page,
}) => {
  const organization = await createOrganization()
  await page.goto(`/organizations/${organization.uid}/efactura`)
  await expect(page.getByText('Organizația nu are credențiale ANAF')).toBeVisible()

  // ANAF (its stand-in) refuses an unknown refresh token: said under the field, nothing saved.
  await page.getByLabel('Client ID').fill('client-anaf-1')
  await page.getByLabel('Client secret').fill('secret-de-nearatat')
  await page.getByLabel('Refresh token').fill('refresh-de-nearatat')
  await page.getByRole('button', { name: 'Salvează credențialele' }).click()
  await expect(page.getByLabel('Refresh token')).toHaveAccessibleDescription(
    /ANAF a refuzat credențialele \(invalid_grant\): nu s-a salvat nimic/
  )
  await expect(page.getByText('Organizația nu are credențiale ANAF')).toBeVisible()

  await page.getByLabel('Refresh token').fill('rt-0')
  await page.getByRole('button', { name: 'Salvează credențialele' }).click()
  await expect(toast(page, 'Credențialele ANAF au fost verificate și salvate.')).toBeVisible()
  await expect(page.getByText(/^Setate pe \d{2}/)).toBeVisible()
  await expect(page.getByLabel('Client secret')).toHaveValue('')
  await expect(page.locator('body')).not.toContainText('de-nearatat')

  await page.getByRole('button', { name: 'Șterge credențialele' }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Șterge credențialele' }).click()
  await expect(toast(page, 'Credențialele ANAF au fost șterse.')).toBeVisible()
  await expect(page.getByText('Organizația nu are credențiale ANAF')).toBeVisible()
  expect(
    await query(`select id from anaf_credentials where organization_id = $1`, [organization.id])
  ).toEqual([])
})

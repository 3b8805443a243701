import type { Page } from '@playwright/test'
import { test, expect } from './support/fixtures.ts'
import { createUser, query } from './support/db.ts'
import { sidebar, signIn } from './support/pages.ts'
import { seedDemoAuction } from '../http/helpers/auction.ts'

const toast = (page: Page, text: string) => page.getByTestId('toast').filter({ hasText: text })

/**
 * The auction from end to end: a bid on a car of the demo auction (the bidder found by the
 * contact picker on the server), the lot closed early, then the winner's invoice, printed,
 * cancelled and issued again.
 */
test('an org-admin bids on a demo car, closes the lot, invoices the winning bid, prints the invoice, cancels it and invoices it again with the next number', async ({
  page,
}) => {
  const admin = await createUser({ role: 'org-admin' })
  const communityId = admin.community!.id
  await seedDemoAuction(communityId)
  await signIn(page, admin.email, admin.password)

  // The demo lot's Dacia Duster: three bids, the highest 10.750,00 EUR.
  await sidebar(page).getByRole('button', { name: 'Conținut' }).click()
  await sidebar(page).getByRole('link', { name: 'Licitații' }).click()
  await page
    .getByRole('link', {
      name: 'Deschide licitația Licitația de iarnă – autoturisme second-hand',
    })
    .click()
  await page.getByRole('link', { name: 'Pagina mașinii Dacia Duster (2019)' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Dacia Duster (2019)' })).toBeVisible()
  const bids = page
    .getByRole('table', { name: 'Ofertele pentru mașină, cea mai mare prima' })
    .getByRole('row')
  await expect(bids).toHaveCount(4)
  await expect(bids.nth(1)).toContainText('10.750')

  // The bidder, found on the server from part of the name.
  const form = page.getByRole('region', { name: 'Adaugă ofertă' })
  const contact = form.getByRole('combobox', { name: 'Contact' })
  await contact.click()
  const searched = page.waitForResponse((answer) =>
    answer.url().endsWith('/contacts/options?q=constan')
  )
  await contact.pressSequentially('constan')
  const answer = await searched
  expect(answer.status()).toBe(200)
  await page.getByRole('option', { name: /^Ioana Constantin/ }).click()
  await expect(contact).toHaveValue('Ioana Constantin')
  const amount = form.getByRole('textbox', { name: /^Suma \(EUR\)/ })
  await amount.fill('10750')
  // Not above the highest bid: refused, the message under the amount; the contact stays.
  await form.getByRole('button', { name: 'Adaugă ofertă' }).click()
  await expect(amount).toHaveAccessibleDescription(
    /mai mare decât cea mai mare ofertă \(10\.750,00 EUR\)/
  )
  await expect(contact).toHaveValue('Ioana Constantin')
  await amount.fill('11000')
  await form.getByRole('button', { name: 'Adaugă ofertă' }).click()
  await expect(toast(page, 'Oferta pentru Dacia Duster (2019) a fost înregistrată.')).toBeVisible()
  await expect(bids).toHaveCount(5)
  await expect(bids.nth(1)).toContainText('Ioana Constantin')
  await expect(bids.nth(1)).toContainText('11.000')
  await expect(contact).toHaveValue('')

  await expect(bids.nth(1)).toContainText('În curs')
  await expect(bids.nth(2)).toContainText('Depășită')

  // The bid in "Oferte": leading while the lot is open, nothing to invoice yet.
  await sidebar(page).getByRole('button', { name: 'Vânzări' }).click()
  await sidebar(page).getByRole('link', { name: 'Oferte', exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Oferte' })).toBeVisible()
  const row = page
    .getByRole('row')
    .filter({ hasText: 'Dacia Duster (2019)' })
    .filter({ hasText: '11.000,00 EUR' })
  const createInvoice = row.getByRole('link', { name: /^Creează factură pentru oferta / })
  await expect(row).toContainText('Ioana Constantin')
  await expect(row.getByTestId('bid-state')).toHaveText('În curs')
  await expect(createInvoice).toHaveCount(0)

  // The admin closes the lot early (confirmed): the Duster goes to Ioana's bid.
  await page.goto('/lots')
  await page
    .getByRole('link', {
      name: 'Deschide licitația Licitația de iarnă – autoturisme second-hand',
    })
    .click()
  await page.getByRole('button', { name: 'Închide licitația' }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Închide licitația' }).click()
  await expect(
    toast(page, 'Licitația „Licitația de iarnă – autoturisme second-hand” a fost închisă.')
  ).toBeVisible()
  await expect(page.getByTestId('lot-state')).toContainText('Închisă')
  await expect(page.getByRole('row').filter({ hasText: 'Dacia Duster' })).toContainText(
    'Adjudecată: Ioana Constantin, 11.000,00 EUR'
  )

  // The car page says why its form is gone, and who won.
  await page.getByRole('link', { name: 'Pagina mașinii Dacia Duster (2019)' }).click()
  await expect(page.getByTestId('bid-form-hidden')).toContainText('Licitația s-a încheiat la')
  await expect(page.getByRole('region', { name: 'Adaugă ofertă' })).toHaveCount(0)
  await expect(page.getByTestId('award')).toHaveText(
    'Adjudecată lui Ioana Constantin pentru 11.000,00 EUR.'
  )
  await expect(bids.nth(1)).toContainText('Câștigătoare')

  await page.goto('/administrare/bids')
  await expect(row.getByTestId('bid-state')).toHaveText('Câștigătoare')
  await expect(row).toContainText('Fără factură')

  // Issue it: the form is prefilled from the bid; the totals follow the VAT rate typed.
  await createInvoice.click()
  await expect(page.getByRole('heading', { level: 1, name: 'Creează factură' })).toBeVisible()
  await expect(page.getByTestId('buyer')).toContainText('Ioana Constantin')
  const vat = page.getByRole('textbox', { name: /^Cota TVA/ })
  await expect(vat).toHaveValue('21')
  const totals = page.getByTestId('invoice-totals')
  await expect(totals).toContainText('13.310,00 EUR')
  await vat.fill('9,5')
  await expect(totals).toContainText('TVA (9,5%)')
  await expect(totals).toContainText('12.045,00 EUR')
  await vat.fill('21')
  await page.getByRole('button', { name: 'Emite factura' }).click()

  await expect(page.getByRole('heading', { level: 1, name: 'Factura FCT-1' })).toBeVisible()
  await expect(page.getByTestId('invoice-totals')).toContainText('13.310,00 EUR')
  await expect(page.getByText('Ioana Constantin')).toBeVisible()

  // Back on the table: the number instead of "Creează factură".
  await page.goto('/administrare/bids')
  await expect(row.getByTestId('invoice-number')).toHaveText('FCT-1')
  await expect(createInvoice).toHaveCount(0)

  // The printable invoice: printed, the sidebar and the buttons are gone.
  await row.getByTestId('invoice-number').click()
  await expect(page.getByRole('heading', { level: 1, name: 'Factura FCT-1' })).toBeVisible()
  await page.emulateMedia({ media: 'print' })
  await expect(page.locator('aside')).toBeHidden()
  await expect(page.getByRole('button', { name: 'Tipărește' })).toBeHidden()
  await expect(page.getByRole('heading', { level: 1, name: 'Factura FCT-1' })).toBeVisible()
  await page.emulateMedia({ media: 'screen' })

  // Cancel it; the bid can be invoiced again, with the next number.
  await page.getByRole('button', { name: 'Anulează factura' }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Anulează factura' }).click()
  await expect(page.getByTestId('invoice-status')).toContainText('Anulată')
  await page.goto('/administrare/bids')
  await expect(row).toContainText('Fără factură')
  await createInvoice.click()
  await page.getByRole('button', { name: 'Emite factura' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Factura FCT-2' })).toBeVisible()

  const numbers = await query<{ number: number; status: string; amount_cents: number }>(
    `select number, status, amount_cents from invoices where community_id = $1 order by number`,
    [communityId]
  )
  expect(numbers).toEqual([
    { number: 1, status: 'cancelled', amount_cents: 1_100_000 },
    { number: 2, status: 'issued', amount_cents: 1_100_000 },
  ])
})

import { test, expect } from './support/fixtures.ts'
import { createUser, query } from './support/db.ts'
import { sidebar, signIn } from './support/pages.ts'
import { createContact } from '../http/helpers/contacts.ts'
import { createBid, createCar } from '../http/helpers/auction.ts'

test('an org-admin invoices a bid, prints the invoice, cancels it and invoices the bid again with the next number', async ({
  page,
}) => {
  const admin = await createUser({ role: 'org-admin' })
  const communityId = admin.community!.id
  const bidder = await createContact(communityId, { first_name: 'Ioana', last_name: 'Mureșan' })
  const car = await createCar(communityId, { make: 'Dacia', model: 'Duster', year: 2021 })
  const bid = await createBid(communityId, {
    car_id: car.id,
    contact_id: bidder.id,
    amount_cents: 1_250_000,
  })
  const row = () => page.getByRole('row').filter({ hasText: 'Dacia Duster (2021)' })
  const createInvoice = page.getByRole('link', { name: `Creează factură pentru oferta ${bid.id}` })

  await signIn(page, admin.email, admin.password)
  await sidebar(page).getByRole('button', { name: 'Vânzări' }).click()
  await sidebar(page).getByRole('link', { name: 'Oferte', exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Oferte' })).toBeVisible()
  await expect(row()).toContainText('Ioana Mureșan')
  await expect(row()).toContainText('12.500,00 EUR')
  await expect(row()).toContainText('Fără factură')

  // Issue it: the form is prefilled from the bid; the totals follow the VAT rate typed.
  await createInvoice.click()
  await expect(page.getByRole('heading', { level: 1, name: 'Creează factură' })).toBeVisible()
  await expect(page.getByTestId('buyer')).toContainText('Ioana Mureșan')
  const vat = page.getByRole('textbox', { name: /^Cota TVA/ })
  await expect(vat).toHaveValue('21')
  const totals = page.getByTestId('invoice-totals')
  await expect(totals).toContainText('15.125,00 EUR')
  await vat.fill('19')
  await expect(totals).toContainText('14.875,00 EUR')
  await vat.fill('21')
  await page.getByRole('button', { name: 'Emite factura' }).click()

  await expect(page.getByRole('heading', { level: 1, name: 'Factura FCT-1' })).toBeVisible()
  await expect(page.getByTestId('invoice-totals')).toContainText('15.125,00 EUR')
  await expect(page.getByText('Ioana Mureșan')).toBeVisible()

  // Back on the table: the number instead of "Creează factură".
  await page.goto('/administrare/bids')
  await expect(row().getByTestId('invoice-number')).toHaveText('FCT-1')
  await expect(createInvoice).toHaveCount(0)

  // The printable invoice: printed, the sidebar and the buttons are gone.
  await row().getByTestId('invoice-number').click()
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
  await expect(row()).toContainText('Fără factură')
  await createInvoice.click()
  await page.getByRole('button', { name: 'Emite factura' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Factura FCT-2' })).toBeVisible()

  const numbers = await query<{ number: number; status: string }>(
    `select number, status from invoices where bid_id = $1 order by number`,
    [bid.id]
  )
  expect(numbers).toEqual([
    { number: 1, status: 'cancelled' },
    { number: 2, status: 'issued' },
  ])
})

import type { Page } from '@playwright/test'
import { test, expect } from './support/fixtures.ts'
import { createUser, query } from './support/db.ts'
import { sidebar, signInAs } from './support/pages.ts'
import { orgDay } from '../support/org_dates.ts'
import { createBid, readyToInvoice, seedDemoAuction } from '../http/helpers/auction.ts'

const toast = (page: Page, text: string) => page.getByTestId('toast').filter({ hasText: text })

/** The last weekday before today in Bucharest (YYYY-MM-DD): BNR's rate of today's invoices. */
function lastBnrDay() {
  const day = new Date(`${orgDay()}T12:00:00Z`)
  do day.setUTCDate(day.getUTCDate() - 1)
  while (day.getUTCDay() === 0 || day.getUTCDay() === 6)
  return day.toISOString().slice(0, 10)
}

/** A day as printed (dd-MM-yyyy). */
const printed = (day: string) => day.split('-').reverse().join('-')

const LOT = 'Licitația de iarnă – autoturisme second-hand'
const openLot = `Deschide licitația ${LOT}`

/**
 * An org-admin, signed in, of a community with the demo auction (its winter lot open). With
 * `ioanaBids`, Ioana Constantin already leads on the Dacia Duster with 11.000 EUR; with `closed`,
 * the lot is closed too and the community ready to invoice (billing details, BNR's rate).
 */
async function demoAuction(page: Page, options: { ioanaBids?: boolean; closed?: boolean } = {}) {
  const admin = await createUser({ role: 'org-admin' })
  const communityId = admin.community!.id
  await seedDemoAuction(communityId)
  if (options.ioanaBids || options.closed) {
    const [{ car_id: carId, contact_id: contactId }] = await query<{
      car_id: number
      contact_id: number
    }>(
      `select cars.id as car_id, contacts.id as contact_id from cars, contacts
       where cars.community_id = $1 and cars.make = 'Dacia' and cars.model = 'Duster'
         and contacts.community_id = $1 and contacts.first_name = 'Ioana'
         and contacts.last_name = 'Constantin'`,
      [communityId]
    )
    await createBid(communityId, { car_id: carId, contact_id: contactId, amount_cents: 1_100_000 })
  }
  if (options.closed) {
    const [{ organization_id: organizationId }] = await query<{ organization_id: number }>(
      `select organization_id from communities where id = $1`,
      [communityId]
    )
    await readyToInvoice(organizationId)
    // BNR's rate of the invoices' day, one no default has: the print states this one.
    await query(
      `insert into exchange_rates (date, eurron, created_at) values ($1, 4.9771, now())
       on conflict (date) do update set eurron = excluded.eurron`,
      [lastBnrDay()]
    )
    await query(
      `update lots set ends_at = now(), closed_at = now(), closed_by = $2
       where community_id = $1 and title = $3`,
      [communityId, admin.id, LOT]
    )
  }
  await signInAs(page, admin)
  return { communityId }
}

/** The row of the bids table (Oferte) of the Duster's bid of `amount`. */
const dusterBid = (page: Page, amount: string) =>
  page.getByRole('row').filter({ hasText: 'Dacia Duster (2019)' }).filter({ hasText: amount })

/**
 * A bid on a car of the demo auction: the bidder found by the contact picker on the server, a
 * bid not above the highest refused; the bid leads in "Oferte", with nothing to invoice yet.
 */
test('an org-admin bids on a demo car: the bidder found on the server, a bid too low refused, the new bid leads', async ({
  page,
}) => {
  await demoAuction(page)
  // The demo lot's Dacia Duster: three bids, the highest 10.750,00 EUR.
  await page.goto('/lots')
  await page.getByRole('link', { name: openLot }).click()
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
  const row = dusterBid(page, '11.000,00 EUR')
  const createInvoice = row.getByRole('link', { name: /^Creează factură pentru oferta / })
  await expect(row).toContainText('Ioana Constantin')
  await expect(row.getByTestId('bid-state')).toHaveText('În curs')
  await expect(createInvoice).toHaveCount(0)
})

test('an org-admin closes the lot early: the car goes to the highest bid, its page says who won', async ({
  page,
}) => {
  await demoAuction(page, { ioanaBids: true })
  const bids = page
    .getByRole('table', { name: 'Ofertele pentru mașină, cea mai mare prima' })
    .getByRole('row')
  const row = dusterBid(page, '11.000,00 EUR')

  // The admin closes the lot early (confirmed): the Duster goes to Ioana's bid.
  await page.goto('/lots')
  await page.getByRole('link', { name: openLot }).click()
  await page.getByRole('button', { name: 'Închide licitația' }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Închide licitația' }).click()
  await expect(toast(page, `Licitația „${LOT}” a fost închisă.`)).toBeVisible()
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
})

/**
 * After the close: the winner's invoice with the buyer's address, printed with BNR's rate and
 * its day, reversed by a credit note; the car then goes to the next highest bid, whose bidder
 * is invoiced with the series' next number.
 */
test('an org-admin invoices the winning bid, prints it, downloads its e-Factura XML, reverses it by a credit note, awards the car to the next bid and invoices that bidder', async ({
  page,
}) => {
  const { communityId } = await demoAuction(page, { closed: true })
  const bids = page
    .getByRole('table', { name: 'Ofertele pentru mașină, cea mai mare prima' })
    .getByRole('row')
  const row = dusterBid(page, '11.000,00 EUR')
  const createInvoice = row.getByRole('link', { name: /^Creează factură pentru oferta / })
  await page.goto('/administrare/bids')
  await expect(row.getByTestId('bid-state')).toHaveText('Câștigătoare')

  // Issue it: the buyer is prefilled from the contact, its address too; the VAT rate is one of
  // those in force on the issue date, and the totals follow the one chosen.
  await createInvoice.click()
  await expect(page.getByRole('heading', { level: 1, name: 'Creează factură' })).toBeVisible()
  await expect(page.getByRole('textbox', { name: /^Nume/ })).toHaveValue('Ioana Constantin')
  await expect(page.getByRole('textbox', { name: /^Adresă/ })).toHaveValue('Bd. Carol I 34')
  await expect(page.getByRole('textbox', { name: /^Localitate/ })).toHaveValue('București')
  await expect(page.getByRole('combobox', { name: /^Județ/ })).toHaveValue('București')
  await expect(page.getByTestId('rate')).toContainText(`4,9771 din ${printed(lastBnrDay())}`)
  const vat = page.getByRole('combobox', { name: /^Cota TVA/ })
  await expect(vat).toHaveValue('21% – cota standard')
  const totals = page.getByTestId('invoice-totals')
  await expect(totals).toContainText('13.310,00 EUR')
  await vat.click()
  await expect(page.getByRole('option')).toHaveText([
    '21% – cota standard',
    '11% – cotă redusă',
    '0% – scutit de TVA',
  ])
  await page.getByRole('option', { name: '11% – cotă redusă' }).click()
  await expect(totals).toContainText('TVA (11%)')
  await expect(totals).toContainText('12.210,00 EUR')
  await page.getByRole('button', { name: /^Cota TVA/ }).click()
  await page.getByRole('option', { name: '21% – cota standard' }).click()
  await expect(totals).toContainText('13.310,00 EUR')
  await page.getByRole('button', { name: 'Emite factura' }).click()

  await expect(page.getByRole('heading', { level: 1, name: 'Factura FCT-1' })).toBeVisible()
  await expect(page.getByTestId('invoice-totals')).toContainText('13.310,00 EUR')
  // The line states its unit, quantity, VAT rate and VAT; the VAT is stated in lei too
  // (2.310,00 EUR at 4,9771).
  await expect(page.getByTestId('invoice-line')).toContainText('buc.')
  await expect(page.getByTestId('invoice-line').getByRole('cell')).toHaveText([
    /Dacia Duster \(2019\)/,
    'buc.',
    '1',
    '11.000,00 EUR',
    '11.000,00 EUR',
    '21%',
    '2.310,00 EUR',
  ])
  await expect(
    page.getByTestId('invoice-totals').getByRole('row', { name: /^TVA în RON/ })
  ).toContainText('11.497,10 RON')
  // The buyer on the invoice (the page's timeline below names her too).
  const invoice = page.getByRole('article')
  await expect(invoice.getByText('Ioana Constantin')).toBeVisible()
  await expect(
    invoice.getByText('Bd. Carol I 34, 020922, București, Sector 2, București')
  ).toBeVisible()

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
  // The rate printed is BNR's of that day, with its day (never a pretend one); the printed
  // line keeps its VAT, the totals the VAT in lei.
  const bnrRate = `Curs BNR EUR/RON 4,9771 din ${printed(lastBnrDay())}`
  await expect(page.getByTestId('invoice-rate')).toHaveText(bnrRate)
  await expect(page.getByTestId('invoice-line')).toContainText('2.310,00 EUR')
  await expect(page.getByTestId('invoice-totals')).toContainText('11.497,10 RON')
  await page.emulateMedia({ media: 'screen' })

  // "XML e-Factura" downloads the invoice's UBL document, named by its number.
  const downloading = page.waitForEvent('download')
  await page.getByRole('link', { name: 'XML e-Factura' }).click()
  const download = await downloading
  expect(download.suggestedFilename()).toContain('FCT-1')
  const { readFile } = await import('node:fs/promises')
  const xml = await readFile(await download.path(), 'utf8')
  expect(xml.startsWith('<?xml')).toBe(true)
  expect(xml).toContain('<cbc:ID>FCT-1</cbc:ID>')

  // Reverse it by a credit note; the bid can be invoiced again, with the next number.
  await page.getByRole('button', { name: 'Stornează' }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Stornează' }).click()
  await expect(
    page.getByRole('heading', { level: 1, name: 'Factură de stornare STORNO-1' })
  ).toBeVisible()
  await expect(page.getByTestId('invoice-status')).toContainText(
    'Factură de stornare a facturii FCT-1 din'
  )
  await expect(page.getByTestId('invoice-totals')).toContainText(/[-−]13\.310,00 EUR/)
  await expect(page.getByTestId('invoice-rate')).toHaveText(bnrRate)
  await page.getByRole('link', { name: 'Factura stornată FCT-1' }).click()
  await expect(page.getByTestId('invoice-status')).toHaveText('Stornată prin STORNO-1')

  // The reversed invoice leads to the car: it goes to the next highest bid, Radu's, with the
  // reason on the record.
  await page.getByRole('link', { name: 'Mașina: atribuie următoarei oferte' }).click()
  const awardNext = page.getByRole('region', { name: 'Adjudecare către următoarea ofertă' })
  await expect(awardNext).toContainText('Mașina trece la Radu Stoica, cu oferta de 10.750,00 EUR.')
  await awardNext.getByRole('textbox', { name: /^Motivul/ }).fill('Ioana Constantin a renunțat.')
  await awardNext.getByRole('button', { name: 'Adjudecă următoarei oferte' }).click()
  await expect(
    toast(page, 'Dacia Duster (2019) a fost adjudecată următoarei oferte.')
  ).toBeVisible()
  await expect(page.getByTestId('award')).toHaveText(
    'Adjudecată lui Radu Stoica pentru 10.750,00 EUR.'
  )
  await expect(awardNext).toHaveCount(0)
  await expect(bids.nth(1)).toContainText('Ioana Constantin')
  await expect(bids.nth(1).getByTestId('bid-state')).toHaveText('Renunțat')
  await expect(bids.nth(2)).toContainText('Radu Stoica')
  await expect(bids.nth(2).getByTestId('bid-state')).toContainText('Câștigătoare')
  await expect(bids.nth(2).getByTestId('bid-state')).toContainText('Ioana Constantin a renunțat.')

  // Radu is invoiced: the series' next number, his name, the same BNR rate.
  await page.getByRole('link', { name: 'Creează factură' }).click()
  await expect(page.getByRole('textbox', { name: /^Nume/ })).toHaveValue('Radu Stoica')
  await expect(page.getByRole('textbox', { name: /^Adresă/ })).toHaveValue('Str. Republicii 15')
  await expect(page.getByRole('combobox', { name: /^Județ/ })).toHaveValue('Brașov')
  await page.getByRole('button', { name: 'Emite factura' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Factura FCT-2' })).toBeVisible()
  await expect(page.getByRole('article').getByText('Radu Stoica')).toBeVisible()
  await expect(page.getByTestId('invoice-totals')).toContainText('13.007,50 EUR')
  await expect(page.getByTestId('invoice-rate')).toHaveText(bnrRate)

  // The bids table: Radu's bid won and carries FCT-2; Ioana gave the car up, nothing to invoice.
  await page.goto('/administrare/bids')
  const next = dusterBid(page, '10.750,00 EUR')
  await expect(next.getByTestId('bid-state')).toHaveText('Câștigătoare')
  await expect(next.getByTestId('invoice-number')).toHaveText('FCT-2')
  await expect(row.getByTestId('bid-state')).toHaveText('Renunțat')
  await expect(row).toContainText('Fără factură')
  await expect(createInvoice).toHaveCount(0)

  const numbers = await query<{ number: string; status: string; buyer_name: string }>(
    `select series_code || '-' || number as number, status, buyer_name from invoices
     where community_id = $1 order by id`,
    [communityId]
  )
  expect(numbers).toEqual([
    { number: 'FCT-1', status: 'reversed', buyer_name: 'Ioana Constantin' },
    { number: 'STORNO-1', status: 'issued', buyer_name: 'Ioana Constantin' },
    { number: 'FCT-2', status: 'issued', buyer_name: 'Radu Stoica' },
  ])
})

import type { Page } from '@playwright/test'
import { test, expect } from './support/fixtures.ts'
import { createUser, query, unique } from './support/db.ts'
import { sidebar, signInAs } from './support/pages.ts'
import { createContact } from '../http/helpers/contacts.ts'
import { createBid } from '../http/helpers/auction.ts'
import { lastYear, nextYear } from '../support/org_dates.ts'

const toast = (page: Page, text: string) => page.getByTestId('toast').filter({ hasText: text })

/** Types a date and time into the picker labelled `label`, segment by segment (dd-MM-yyyy HH:mm:ss). */
async function typeDateTime(page: Page, label: string, digits: string) {
  await page.getByRole('group', { name: label }).getByRole('spinbutton').first().click()
  await page.keyboard.type(digits)
}

// Recording a bid on the car's page, and what follows it: tests/e2e/auction.spec.ts.
test('an org-admin creates a lot and a car, opens the car page; a lot whose car has a bid cannot be deleted', async ({
  page,
}) => {
  const admin = await createUser({ role: 'org-admin' })
  const communityId = admin.community!.id
  const title = unique('Licitația de iarnă')
  await signInAs(page, admin)
  await page.goto('/')

  await sidebar(page).getByRole('button', { name: 'Conținut' }).click()
  await sidebar(page).getByRole('link', { name: 'Licitații' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Licitații' })).toBeVisible()
  await page.getByRole('main').getByRole('link', { name: 'Adaugă licitație' }).click()
  await page.getByRole('textbox', { name: /^Titlu/ }).fill(title)
  // Open now (started last year, ends next year): the car page takes bids only while its lot is open.
  await typeDateTime(page, 'Data și ora de început', `0101${lastYear()}100000`)
  await typeDateTime(page, 'Data și ora de sfârșit', `0512${nextYear()}180000`)
  await page.getByRole('button', { name: 'Salvează' }).click()
  await expect(toast(page, `Licitația „${title}” a fost creată.`)).toBeVisible()
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()

  await page.getByRole('link', { name: 'Adaugă mașină' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Mașină nouă' })).toBeVisible()
  await page.getByRole('textbox', { name: /^Marcă/ }).fill('Dacia')
  await page.getByRole('textbox', { name: /^Model/ }).fill('Duster')
  await page.getByRole('textbox', { name: /^An fabricație/ }).fill('2019')
  await page.getByRole('textbox', { name: /^Preț de pornire/ }).fill('9500')
  await page.getByRole('textbox', { name: /^Descriere/ }).fill('Un singur proprietar.')
  await page.getByRole('button', { name: 'Salvează' }).click()
  await expect(toast(page, 'Mașina Dacia Duster (2019) a fost adăugată.')).toBeVisible()

  await page.getByRole('main').getByRole('link', { name: 'Pagina mașinii' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Dacia Duster (2019)' })).toBeVisible()
  await expect(page.getByTestId('starting-price')).toContainText('9.500,00 EUR')
  await expect(page.getByText('Nicio ofertă încă.')).toBeVisible()

  // The RON value follows the amount typed.
  await page.getByRole('textbox', { name: /^Suma \(EUR\)/ }).fill('9600')
  await expect(page.getByTestId('amount-ron')).not.toHaveText('≈ 0 RON')

  // A bid on the car (recorded as auction.spec.ts does it from this page).
  const [car] = await query<{ id: number }>(
    `select cars.id from cars join lots on lots.id = cars.lot_id where lots.title = $1`,
    [title]
  )
  const bidder = await createContact(communityId)
  await createBid(communityId, { car_id: car.id, contact_id: bidder.id, amount_cents: 960_000 })

  // The lot lists the car with its bid; the lot cannot be deleted now. The amount typed above
  // was never recorded, so leaving the page asks first.
  page.once('dialog', (dialog) => dialog.accept())
  await page
    .getByRole('navigation', { name: /breadcrumb|Navigare/i })
    .getByRole('link', { name: title })
    .click()
  const carRow = page.getByRole('table', { name: 'Mașinile licitației' }).getByRole('row').nth(1)
  await expect(carRow).toContainText('Dacia Duster')
  // Cells after the car: year, starting price, bids.
  await expect(carRow.getByRole('cell').nth(2)).toHaveText('1')
  await page.getByRole('button', { name: 'Șterge licitația' }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Șterge' }).click()
  await expect(
    toast(page, `Licitația „${title}” nu poate fi ștearsă: are mașini cu oferte.`)
  ).toBeVisible()
})

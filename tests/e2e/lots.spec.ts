import type { Page } from '@playwright/test'
import { test, expect } from './support/fixtures.ts'
import { createUser, factories, unique } from './support/db.ts'
import { sidebar, signIn } from './support/pages.ts'

const toast = (page: Page, text: string) => page.getByTestId('toast').filter({ hasText: text })

/** Types a date and time into the picker labelled `label`, segment by segment (dd-MM-yyyy HH:mm:ss). */
async function typeDateTime(page: Page, label: string, digits: string) {
  await page.getByRole('group', { name: label }).getByRole('spinbutton').first().click()
  await page.keyboard.type(digits)
}

/** Records a bid from the car's page: the contact chosen in the searchable select, the amount. */
async function bid(page: Page, contact: string, amount: string) {
  const form = page.getByRole('region', { name: 'Adaugă ofertă' })
  await form.getByRole('combobox', { name: 'Contact' }).click()
  await page.getByRole('option', { name: contact }).click()
  await form.getByRole('textbox', { name: /^Suma \(EUR\)/ }).fill(amount)
  await form.getByRole('button', { name: 'Adaugă ofertă' }).click()
}

test('an org-admin creates a lot and a car, records bids from the car page and sees them highest first', async ({
  page,
}) => {
  const admin = await createUser({ role: 'org-admin' })
  const { ContactFactory } = await factories()
  const communityId = admin.community!.id
  const ana = await ContactFactory.merge({
    communityId,
    firstName: 'Ana',
    lastName: unique('Pop'),
  }).create()
  const ion = await ContactFactory.merge({
    communityId,
    firstName: 'Ion',
    lastName: unique('Rus'),
  }).create()
  const title = unique('Licitația de iarnă')
  await signIn(page, admin.email, admin.password)

  await sidebar(page).getByRole('button', { name: 'Conținut' }).click()
  await sidebar(page).getByRole('link', { name: 'Licitații' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Licitații' })).toBeVisible()
  await page.getByRole('main').getByRole('link', { name: 'Adaugă licitație' }).click()
  await page.getByRole('textbox', { name: /^Titlu/ }).fill(title)
  await typeDateTime(page, 'Data și ora de început', '01122031100000')
  await typeDateTime(page, 'Data și ora de sfârșit', '05122031180000')
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
  await expect(page.getByTestId('starting-price')).toContainText('9.500 EUR')
  await expect(page.getByText('Nicio ofertă încă.')).toBeVisible()

  // The RON value follows the amount typed.
  await page.getByRole('textbox', { name: /^Suma \(EUR\)/ }).fill('9600')
  await expect(page.getByTestId('amount-ron')).not.toHaveText('≈ 0 RON')

  await bid(page, `Ana ${ana.lastName}`, '9600')
  await expect(toast(page, 'Oferta pentru Dacia Duster (2019) a fost înregistrată.')).toBeVisible()
  // Not above the highest bid: refused, the message under the amount.
  await bid(page, `Ion ${ion.lastName}`, '9600')
  await expect(page.getByRole('textbox', { name: /^Suma \(EUR\)/ })).toHaveAccessibleDescription(
    /mai mare decât cea mai mare ofertă \(9\.600 EUR\)/
  )
  await page.getByRole('textbox', { name: /^Suma \(EUR\)/ }).fill('10250,50')
  await page
    .getByRole('region', { name: 'Adaugă ofertă' })
    .getByRole('button', { name: 'Adaugă ofertă' })
    .click()
  await expect(
    toast(page, 'Oferta pentru Dacia Duster (2019) a fost înregistrată.').last()
  ).toBeVisible()

  const rows = page
    .getByRole('table', { name: 'Ofertele pentru mașină, cea mai mare prima' })
    .getByRole('row')
  await expect(rows).toHaveCount(3)
  await expect(rows.nth(1)).toContainText(`Ion ${ion.lastName}`)
  await expect(rows.nth(1)).toContainText('10.250,5')
  await expect(rows.nth(2)).toContainText(`Ana ${ana.lastName}`)
  await expect(rows.nth(2)).toContainText('9.600')

  // The lot lists the car with its two bids; the lot cannot be deleted now.
  await page
    .getByRole('navigation', { name: /breadcrumb|Navigare/i })
    .getByRole('link', { name: title })
    .click()
  const carRow = page.getByRole('table', { name: 'Mașinile licitației' }).getByRole('row').nth(1)
  await expect(carRow).toContainText('Dacia Duster')
  await expect(carRow).toContainText('2')
  await page.getByRole('button', { name: 'Șterge licitația' }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Șterge' }).click()
  await expect(
    toast(page, `Licitația „${title}” nu poate fi ștearsă: are mașini cu oferte.`)
  ).toBeVisible()
})

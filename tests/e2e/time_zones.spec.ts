import type { Page } from '@playwright/test'
import { test, expect } from './support/fixtures.ts'
import { createUser, query, unique } from './support/db.ts'
import { signInAs } from './support/pages.ts'
import { createContact } from '../http/helpers/contacts.ts'
import { createBid, createCar, createLot } from '../http/helpers/auction.ts'
import { nextYear } from '../support/org_dates.ts'

/** Types a date and time into the picker labelled `label`, segment by segment (dd-MM-yyyy HH:mm:ss). */
async function typeDateTime(page: Page, label: string, digits: string) {
  await page.getByRole('group', { name: label }).getByRole('spinbutton').first().click()
  await page.keyboard.type(digits)
}

/** What a date picker shows, without the invisible direction marks around the time. */
async function pickerText(page: Page, label: string) {
  const text = await page.getByRole('group', { name: label }).textContent()
  return text?.replace(/[\u2066-\u2069]/g, '')
}

// Every date and time is Romania's, whatever zone the browser is in: one run per zone.
for (const timezoneId of ['UTC', 'Asia/Tokyo']) {
  test.describe(`a browser in ${timezoneId}`, () => {
    test.use({ timezoneId })

    test('an event typed for 10:00 shows 10:00 in the list, the dashboard and its editor; a bid shows its Romanian time on the car page and in /administrare/bids', async ({
      page,
    }) => {
      const admin = await createUser({ role: 'org-admin', modules: ['events-module'] })
      const communityId = admin.community!.id
      const name = unique('Seară de astronomie')
      await signInAs(page, admin)
      await page.goto('/')
      expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe(
        timezoneId
      )

      // The event, typed for 10:00–17:00 on next year's 10 May (Romanian summer time, UTC+3):
      // ahead, so the dashboard lists it.
      const year = nextYear()
      await page.goto('/events/create')
      const details = page.getByRole('region', { name: 'Detalii eveniment' })
      await details.getByRole('textbox', { name: 'Nume', exact: true }).fill(name)
      await details.getByRole('textbox', { name: 'Descriere' }).fill('Privim cerul împreună.')
      await details.getByRole('textbox', { name: 'Propunerea de valoare' }).fill('Stele de aproape')
      await details.getByRole('textbox', { name: 'Pentru cine este' }).fill('Curioși')
      await typeDateTime(page, 'Data și ora de început', `1005${year}100000`)
      await typeDateTime(page, 'Data și ora de sfârșit', `1005${year}170000`)
      await page.getByRole('textbox', { name: 'Număr maxim de participanți' }).fill('30')
      await page.getByRole('textbox', { name: 'Preț participare (EUR)' }).fill('10')
      await page.getByRole('textbox', { name: 'Promisiunea 1' }).fill('Un telescop pentru fiecare')
      const contact = page.getByRole('group', { name: 'Persoana de contact' })
      await contact.getByRole('textbox', { name: 'Prenume' }).fill('Ioana')
      await contact.getByRole('textbox', { name: 'Nume', exact: true }).fill('Mureșan')
      await contact.getByRole('textbox', { name: 'Email' }).fill('ioana@example.test')
      await contact.getByRole('textbox', { name: 'Telefon' }).fill('0722000111')
      await page.getByRole('button', { name: 'Creează evenimentul' }).click()
      await expect(page).toHaveURL(/\/events\/[0-9a-f-]{36}\?tab=event$/)
      const editor = page.url()
      const [stored] = await query<{ start_at: Date }>(
        `select start_at from events where name = $1`,
        [name]
      )
      expect(stored.start_at.toISOString()).toBe(`${year}-05-10T07:00:00.000Z`)

      // The editor shows the dates as typed.
      expect(await pickerText(page, 'Data și ora de început')).toBe(`10-05-${year} 10:00:00`)
      expect(await pickerText(page, 'Data și ora de sfârșit')).toBe(`10-05-${year} 17:00:00`)

      // The list and the dashboard show 10:00.
      await page.goto('/events')
      const row = page
        .getByRole('table', { name: 'Evenimente' })
        .getByRole('row')
        .filter({ has: page.getByRole('link', { name: `Deschide evenimentul ${name}` }) })
      await expect(row).toContainText(`10-05-${year} 10:00`)
      await expect(row).toContainText(`10-05-${year} 17:00`)
      await page.goto('/')
      await expect(page.getByTestId('upcoming-events')).toContainText(
        `10-05-${year} 10:00 – 10-05-${year} 17:00`
      )

      // Saved again from the editor without a change, the event keeps its hours.
      await page.goto(editor)
      await page.getByRole('button', { name: 'Salvează' }).click()
      await expect(page.getByTestId('toast').filter({ hasText: 'a fost salvat' })).toBeVisible()
      const [saved] = await query<{ start_at: Date }>(
        `select start_at from events where name = $1`,
        [name]
      )
      expect(saved.start_at.toISOString()).toBe(`${year}-05-10T07:00:00.000Z`)

      // A bid placed at 21:45 UTC on 14 March 2026: 23:45 in Romania (winter time, UTC+2),
      // already the 15th in Tokyo.
      const model = unique('Logan')
      const bidder = await createContact(communityId, { first_name: 'Radu', last_name: 'Ciobanu' })
      const lot = await createLot(communityId)
      const car = await createCar(communityId, { lot_id: lot.id, make: 'Dacia', model, year: 2020 })
      await createBid(communityId, {
        car_id: car.id,
        contact_id: bidder.id,
        amount_cents: 500_000,
        placed_at: new Date('2026-03-14T21:45:00Z'),
      })
      await page.goto(`/lot/${lot.uid}/car/${car.uid}`)
      const bids = page.getByRole('table', { name: 'Ofertele pentru mașină, cea mai mare prima' })
      await expect(bids.getByRole('row').filter({ hasText: 'Radu Ciobanu' })).toContainText(
        '14-03-2026 23:45'
      )
      await page.goto(`/administrare/bids?search=${encodeURIComponent(model)}`)
      const bidRow = page.getByRole('row').filter({ hasText: `Dacia ${model} (2020)` })
      await expect(bidRow).toContainText('Radu Ciobanu')
      await expect(bidRow).toContainText('14-03-2026 23:45')
    })
  })
}

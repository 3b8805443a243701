import type { Page } from '@playwright/test'
import { test, expect } from './support/fixtures.ts'
import { DateTime } from 'luxon'
import { createUser, factories, query, unique } from './support/db.ts'
import { sidebar, signInAs } from './support/pages.ts'
import { openCommunityModules, turnEventsOff, withOrgAdminBeside } from './support/modules.ts'
import { nextYear } from '../support/org_dates.ts'

const toast = (page: Page, text: string) => page.getByTestId('toast').filter({ hasText: text })

/** Types a date and time into the picker labelled `label`, segment by segment (dd-MM-yyyy HH:mm:ss). */
async function typeDateTime(page: Page, label: string, digits: string) {
  await page.getByRole('group', { name: label }).getByRole('spinbutton').first().click()
  await page.keyboard.type(digits)
}

/** The row of the events table that opens the event `name`. */
function rowOf(page: Page, name: string) {
  return page
    .getByRole('table', { name: 'Evenimente' })
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: `Deschide evenimentul ${name}`, exact: true }) })
}

test('an org-admin creates an event through the form: an end before the start is refused, what was typed kept; fixed, the event opens in its editor', async ({
  page,
}) => {
  const admin = await createUser({ role: 'org-admin', modules: ['events-module'] })
  const name = unique('Atelier de știință')
  await signInAs(page, admin)

  await page.goto('/events')
  await expect(page.getByRole('heading', { level: 1, name: 'Evenimentele mele' })).toBeVisible()
  await page.getByRole('main').getByRole('link', { name: 'Adaugă eveniment' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Eveniment nou' })).toBeVisible()

  const details = page.getByRole('region', { name: 'Detalii eveniment' })
  await details.getByRole('textbox', { name: 'Nume', exact: true }).fill(name)
  await details.getByRole('textbox', { name: 'Descriere' }).fill('O zi de experimente.')
  const uvp = details.getByRole('textbox', { name: 'Propunerea de valoare' })
  await uvp.fill('Știință pe înțelesul tuturor')
  await expect(details.getByTestId('counter').filter({ hasText: '/60' })).toHaveText('28/60')
  await details.getByRole('textbox', { name: 'Pentru cine este' }).fill('Copii și părinți')

  // An end before the start: the Romanian message under the end date, what was typed kept.
  await typeDateTime(page, 'Data și ora de început', `1005${nextYear()}090000`)
  await typeDateTime(page, 'Data și ora de sfârșit', `1005${nextYear()}080000`)
  await page.getByRole('textbox', { name: 'Număr maxim de participanți' }).fill('30')
  await page.getByRole('textbox', { name: 'Preț participare (EUR)' }).fill('12,50')
  await expect(page.getByTestId('attendees_price-ron')).toContainText('RON')

  await page.getByRole('textbox', { name: 'Promisiunea 1' }).fill('Experimente în laborator')
  await page.getByRole('button', { name: 'Adaugă promisiune' }).click()
  await page.getByRole('button', { name: 'Adaugă promisiune' }).click()
  await page.getByRole('textbox', { name: 'Promisiunea 3' }).fill('Diplomă pentru fiecare copil')

  const contact = page.getByRole('group', { name: 'Persoana de contact' })
  await contact.getByRole('textbox', { name: 'Prenume' }).fill('Ioana')
  await contact.getByRole('textbox', { name: 'Nume', exact: true }).fill('Mureșan')
  await contact.getByRole('textbox', { name: 'Email' }).fill('ioana@example.test')
  await contact.getByRole('textbox', { name: 'Telefon' }).fill('0722000111')

  await page.getByRole('button', { name: 'Creează evenimentul' }).click()
  // The toast first: it goes away after a few seconds, the message stays.
  await expect(page.getByTestId('toast')).toHaveText(/^Formularul are o eroare/)
  await expect(
    page.getByText('Data de sfârșit trebuie să fie după data de început.', { exact: true })
  ).toBeVisible()
  await expect(details.getByRole('textbox', { name: 'Nume', exact: true })).toHaveValue(name)

  await page.getByRole('spinbutton', { name: 'oră, Data și ora de sfârșit' }).click()
  await page.keyboard.type('17')
  await page.getByRole('button', { name: 'Creează evenimentul' }).click()
  // The new event opens in its editor, on the Event tab; the toast first: it goes after a few seconds.
  await expect(toast(page, `Evenimentul „${name}” a fost creat.`)).toBeVisible()
  await expect(page).toHaveURL(/\/events\/[0-9a-f-]{36}\?tab=event$/)
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
  const [stored] = await query<{ promises: string[]; attendees_price_cents: number }>(
    `select promises, attendees_price_cents from events where name = $1`,
    [name]
  )
  expect(stored).toEqual({
    promises: ['Experimente în laborator', 'Diplomă pentru fiecare copil'],
    attendees_price_cents: 1250,
  })
  // The list shows the day typed.
  await page.goto('/events')
  await expect(rowOf(page, name)).toContainText(`10-05-${nextYear()}`)
})

test('an org-admin finds an event by a search without diacritics, duplicates it and deletes it', async ({
  page,
}) => {
  const admin = await createUser({ role: 'org-admin', modules: ['events-module'] })
  const name = unique('Atelier de știință')
  const startAt = DateTime.fromISO(`${nextYear()}-05-10T09:00:00`, { zone: 'Europe/Bucharest' })
  const { EventFactory } = await factories()
  await EventFactory.merge({
    communityId: admin.community!.id,
    name,
    startAt,
    endAt: startAt.plus({ hours: 8 }),
  }).create()
  await signInAs(page, admin)

  // In the list, found by a search without diacritics.
  await page.goto('/events')
  await expect(rowOf(page, name)).toContainText(`10-05-${nextYear()}`)
  await page.getByRole('searchbox').fill('stiinta')
  await expect(page).toHaveURL(/search=stiinta/)
  await expect(rowOf(page, name)).toBeVisible()

  // Duplicate: the copy opens in its editor and joins the list.
  await page.getByRole('button', { name: `Alte acțiuni: ${name}`, exact: true }).click()
  await page.getByRole('menuitem', { name: `Duplică evenimentul ${name}`, exact: true }).click()
  await expect(page).toHaveURL(/\/events\/[0-9a-f-]{36}\?tab=event$/)
  await expect(page.getByRole('heading', { level: 1, name: `${name} (copie)` })).toBeVisible()
  await page.goto('/events?search=stiinta')
  await expect(rowOf(page, `${name} (copie)`)).toBeVisible()

  // Delete, after the confirmation.
  await page.getByRole('button', { name: `Alte acțiuni: ${name}`, exact: true }).click()
  await page.getByRole('menuitem', { name: `Șterge evenimentul ${name}`, exact: true }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Șterge' }).click()
  await expect(toast(page, `Evenimentul „${name}” a fost șters.`)).toBeVisible()
  await expect(rowOf(page, name)).toHaveCount(0)
  await expect(rowOf(page, `${name} (copie)`)).toBeVisible()
})

test('switching the events module off as super-admin hides /events from the org-admin', async ({
  page,
  browser,
}) => {
  await withOrgAdminBeside(
    page,
    browser,
    async ({ tenantPage, organizationUid, communityName }) => {
      await tenantPage.goto('/events')
      await expect(
        tenantPage.getByRole('heading', { level: 1, name: 'Evenimentele mele' })
      ).toBeVisible()

      await openCommunityModules(page, organizationUid, communityName)
      await turnEventsOff(page)
      await expect(page.getByTestId('toast')).toHaveText(/a fost dezactivat/)

      await tenantPage.reload()
      await expect(tenantPage.getByRole('heading', { level: 1 })).not.toHaveText(
        'Evenimentele mele'
      )
      await expect(sidebar(tenantPage).getByRole('link', { name: 'Evenimente' })).toHaveCount(0)
      const reply = await tenantPage.request.get('/events/create')
      expect(reply.status()).toBe(404)
    }
  )
})

import type { Locator, Page } from '@playwright/test'
import { test, expect } from './support/fixtures.ts'
import { createUser, factories, unique } from './support/db.ts'
import { expectNoPageScroll, signInAs } from './support/pages.ts'

/** What a daily user sees on a phone and on a laptop (items 12 and 15). */
const PHONE = { width: 390, height: 844 }
const LAPTOP = { width: 1440, height: 900 }

/** The element is visible and entirely inside the phone's width. */
async function expectOnScreen(element: Locator) {
  await expect(element).toBeVisible()
  const box = (await element.boundingBox())!
  expect(box.x).toBeGreaterThanOrEqual(0)
  expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width)
}

/** An org-admin with these contacts ([first, last, email]), signed in on a screen of `size`. */
async function signedIn(page: Page, size: typeof PHONE, contacts: string[][] = []) {
  await page.setViewportSize(size)
  const user = await createUser({ role: 'org-admin' })
  const { ContactFactory } = await factories()
  for (const [firstName, lastName, email] of contacts) {
    await ContactFactory.merge({
      communityId: user.community!.id,
      firstName,
      lastName,
      email,
    }).create()
  }
  await signInAs(page, user)
  await page.goto('/')
}

test('on a phone, each contact is a card told apart by its last name and e-mail, with its actions in one menu that edits and deletes', async ({
  page,
}) => {
  const people = [
    ['Ștefan', unique('Pop'), `${unique('stefan.pop')}@example.test`],
    ['Ștefan', unique('Ionescu'), `${unique('stefan.ionescu')}@example.test`],
  ]
  await signedIn(page, PHONE, people)
  await page.goto('/contacts')

  await expect(page.getByRole('table')).toHaveCount(0)
  const list = page.getByRole('list', { name: 'Contacte' })
  for (const [, last, email] of people) {
    const card = list.getByRole('article', { name: 'Ștefan' }).filter({ hasText: email })
    await expectOnScreen(card.getByText(last, { exact: true }).first())
    await expectOnScreen(card.getByText(email, { exact: true }).first())
    await expectOnScreen(card.getByRole('button', { name: `Acțiuni: Ștefan ${last}` }))
  }
  await expectNoPageScroll(page)

  // The menu holds every action: "Editează" opens the contact, "Șterge" asks, then deletes.
  const [, last, email] = people[0]
  const card = list.getByRole('article').filter({ hasText: email })
  await card.getByRole('button', { name: `Acțiuni: Ștefan ${last}` }).click()
  await page.getByRole('menuitem', { name: `Editează Ștefan ${last}` }).click()
  const edit = page.getByRole('dialog', { name: 'Editează contact' })
  await expect(edit.getByRole('textbox', { name: 'Nume', exact: true })).toHaveValue(last)
  await page.keyboard.press('Escape')
  await expect(edit).toBeHidden()

  await card.getByRole('button', { name: `Acțiuni: Ștefan ${last}` }).click()
  await page.getByRole('menuitem', { name: `Șterge Ștefan ${last}` }).click()
  const confirm = page.getByRole('dialog', { name: 'Ești sigur?' })
  await confirm.getByRole('button', { name: 'Șterge' }).click()
  await expect(list.getByRole('article').filter({ hasText: email })).toHaveCount(0)
  await expect(list.getByRole('article').filter({ hasText: people[1][2] })).toBeVisible()
})

test('on a laptop, the stacked details stay out of the way; selecting rows leaves the export buttons where they were', async ({
  page,
}) => {
  await signedIn(page, LAPTOP, [['Ana', 'Pop', `${unique('ana')}@example.test`]])
  await page.goto('/contacts')

  const row = page.getByRole('row', { name: 'Ana' })
  await expect(row.getByRole('rowheader')).toHaveText('Ana')
  const exports = [
    page.getByRole('link', { name: 'Exportă CSV' }),
    page.getByRole('link', { name: 'Exportă XLSX' }),
  ]
  const before = await Promise.all(exports.map((link) => link.boundingBox()))

  await page.getByRole('checkbox', { name: 'Selectează Ana Pop' }).check({ force: true })
  await expect(page.getByRole('status').filter({ hasText: '1 selectat' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Șterge selectate' })).toBeVisible()
  expect(await Promise.all(exports.map((link) => link.boundingBox()))).toEqual(before)
})

test('on a phone, the import wizard’s wide preview and column mapping scroll inside their card, not the page', async ({
  page,
}) => {
  await signedIn(page, PHONE)
  const csv =
    'Prenume,Nume,Email,Telefon,Oraș,Adresă completă,Observații\n' +
    'Ștefan,Pop,stefan.pop@example.test,+40712345678,Iași,Strada Lungă nr. 10,' +
    'Voluntar la toate evenimentele din anul trecut\n'
  await page.goto('/contacts/importer')
  await page.getByLabel('Fișier CSV sau Excel').setInputFiles({
    name: 'contacte.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv),
  })
  await expect(page.getByRole('table').getByText('Observații')).toBeAttached()
  await expectNoPageScroll(page)

  await page.getByRole('button', { name: 'Continuă' }).click()
  const last = page.getByRole('combobox').last()
  await expect(last).toBeAttached()
  await expectNoPageScroll(page)
  // The mapping is reached by scrolling its card sideways.
  await last.scrollIntoViewIfNeeded()
  await expectOnScreen(last)
  await expectNoPageScroll(page)
})

import sharp from 'sharp'
import type { Page } from '@playwright/test'
import { test, expect } from './support/fixtures.ts'
import { createUser, factories, query, unique } from './support/db.ts'
import { signInAs } from './support/pages.ts'
import { xlsxRows } from '../support/xlsx.ts'

const toast = (page: Page, text: string) => page.getByTestId('toast').filter({ hasText: text })

/** An org-admin signed in, with a fresh community (nothing in it yet). */
async function orgAdmin(page: Page) {
  const user = await createUser({ role: 'org-admin' })
  await signInAs(page, user)
  await page.goto('/')
  return user
}

async function insertContacts(communityId: number, names: [string, string][]) {
  const { ContactFactory } = await factories()
  return ContactFactory.merge(
    names.map(([firstName, lastName]) => ({ communityId, firstName, lastName }))
  ).createMany(names.length)
}

test('an org-admin adds a contact with two extra fields, edits it, finds it without diacritics and deletes it', async ({
  page,
}) => {
  await orgAdmin(page)
  const surname = unique('Țăranu')
  await page.goto('/contacts')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contactele Mele')
  await expect(page.getByTestId('contacts-count')).toHaveText('0 contacte')

  await page.getByRole('button', { name: 'Adaugă contact' }).click()
  const dialog = page.getByRole('dialog', { name: 'Creează contact' })
  await dialog.getByRole('textbox', { name: 'Prenume' }).fill('Ștefan')
  await dialog.getByRole('textbox', { name: 'Nume', exact: true }).fill(surname)
  await dialog.getByRole('textbox', { name: 'Email' }).fill('stefan@exemplu.ro')
  for (const [key, value] of [
    ['Oraș natal', 'Iași'],
    ['Loc de muncă', 'Primăria'],
  ]) {
    await dialog.getByRole('textbox', { name: 'Câmp nou' }).fill(key)
    await dialog.getByRole('textbox', { name: 'Valoare' }).fill(value)
    await dialog.getByRole('button', { name: 'Adaugă câmp' }).click()
  }
  await expect(dialog.getByRole('textbox', { name: 'Oraș Natal' })).toHaveValue('Iași')
  await dialog.getByRole('button', { name: 'Salvează' }).click()
  await expect(toast(page, `Contactul Ștefan ${surname} a fost creat.`)).toBeVisible()
  await expect(dialog).toBeHidden()
  await expect(page.getByTestId('contacts-count')).toHaveText('1 contact')
  const [stored] = await query(`select extra_data from contacts where last_name = $1`, [surname])
  expect(stored.extra_data).toEqual({ oraș_natal: 'Iași', loc_de_muncă: 'Primăria' })

  // Edit: prefilled, extra fields included.
  await page.getByRole('button', { name: `Editează Ștefan ${surname}` }).click()
  const edit = page.getByRole('dialog', { name: 'Editează contact' })
  await expect(edit.getByRole('textbox', { name: 'Loc De Muncă' })).toHaveValue('Primăria')
  await edit.getByRole('textbox', { name: 'Prenume' }).fill('Ștefana')
  await edit.getByRole('textbox', { name: 'Oraș Natal' }).fill('Cluj')
  await edit.getByRole('button', { name: 'Salvează' }).click()
  await expect(toast(page, `Contactul Ștefana ${surname} a fost actualizat.`)).toBeVisible()
  await expect(page.getByRole('rowheader', { name: 'Ștefana' })).toBeVisible()

  // Found by a search without diacritics.
  await page.getByRole('searchbox').fill(`stefana taranu`)
  await expect(page).toHaveURL(/search=stefana(\+|%20)taranu/)
  await expect(page.getByRole('rowheader', { name: 'Ștefana' })).toBeVisible()

  // The confirmation opens on "Renunță": Enter at once closes it and deletes nothing.
  await page.getByRole('button', { name: `Alte acțiuni: Ștefana ${surname}` }).click()
  await page.getByRole('menuitem', { name: `Șterge Ștefana ${surname}` }).click()
  const confirm = page.getByRole('dialog', { name: 'Ești sigur?' })
  await expect(confirm.getByRole('button', { name: 'Renunță' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(confirm).toBeHidden()
  await expect(page.getByRole('rowheader', { name: 'Ștefana' })).toBeVisible()

  // Deleted after a confirmation that names the contact.
  await page.getByRole('button', { name: `Alte acțiuni: Ștefana ${surname}` }).click()
  await page.getByRole('menuitem', { name: `Șterge Ștefana ${surname}` }).click()
  await expect(confirm).toContainText(`Ștergi contactul Ștefana ${surname}?`)
  await confirm.getByRole('button', { name: 'Șterge' }).click()
  await expect(toast(page, `Contactul Ștefana ${surname} a fost șters.`)).toBeVisible()
  // The search is kept: the table says it finds nothing (not that there are no contacts).
  await expect(page.getByText('Niciun rezultat pentru „stefana taranu”')).toBeVisible()
})

test('an org-admin creates a list, adds three contacts to it from the contacts table and removes one on the list page', async ({
  page,
}) => {
  const user = await orgAdmin(page)
  await insertContacts(user.community!.id, [
    ['Ana', 'Pop'],
    ['Bogdan', 'Ionescu'],
    ['Carmen', 'Vlad'],
    ['Dan', 'Matei'],
  ])
  const title = unique('Voluntari')

  await page.goto('/lists')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Listele Mele')
  await page.getByRole('button', { name: 'Adaugă listă' }).click()
  const dialog = page.getByRole('dialog', { name: 'Adaugă listă' })
  await dialog.getByRole('textbox', { name: 'Titlu' }).fill(title)
  await dialog.getByRole('textbox', { name: 'Descriere' }).fill('Voluntarii de la târg')
  await dialog.getByRole('button', { name: 'Salvează' }).click()
  await expect(toast(page, `Lista ${title} a fost creată.`)).toBeVisible()
  await expect(page.getByTestId('lists-count')).toHaveText('1 listă')

  await page.goto('/contacts')
  for (const name of ['Ana Pop', 'Bogdan Ionescu', 'Carmen Vlad']) {
    await page.getByRole('checkbox', { name: `Selectează ${name}` }).check({ force: true })
  }
  await expect(page.getByText('3 selectate')).toBeVisible()
  await page.getByRole('combobox', { name: 'Listă' }).fill(title.slice(0, 9))
  await page.getByRole('option', { name: title }).click()
  await page.getByRole('button', { name: 'Adaugă în listă' }).click()
  await expect(toast(page, `3 contacte au fost adăugate în lista ${title}.`)).toBeVisible()

  await page.goto('/lists')
  const row = page.getByRole('row', { name: title })
  // Cells besides the title (the row header): #, description, contacts, actions.
  await expect(row.getByRole('cell').nth(2)).toHaveText('3')
  await row.getByRole('link', { name: `Deschide lista ${title}` }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
  await expect(page.getByRole('rowheader')).toHaveText(['Carmen', 'Bogdan', 'Ana'])
  await page.getByRole('button', { name: 'Alte acțiuni: Bogdan Ionescu' }).click()
  await page.getByRole('menuitem', { name: 'Scoate Bogdan Ionescu din listă' }).click()
  const confirm = page.getByRole('dialog', { name: 'Ești sigur?' })
  await confirm.getByRole('button', { name: 'Scoate din listă' }).click()
  await expect(toast(page, `1 contact a fost scos din lista ${title}.`)).toBeVisible()
  await expect(page.getByRole('rowheader')).toHaveText(['Carmen', 'Ana'])
  // The contact stays in the community.
  await page.goto('/contacts')
  await expect(page.getByRole('rowheader', { name: 'Bogdan' })).toBeVisible()
})

test('an org-admin creates a company and gives it a logo', async ({ page }) => {
  await orgAdmin(page)
  const name = unique('Tipografia')
  await page.goto('/companies')
  await page.getByRole('button', { name: 'Adaugă companie' }).click()
  const dialog = page.getByRole('dialog', { name: 'Creează companie' })
  await dialog.getByRole('textbox', { name: 'Nume' }).fill(name)
  await dialog.getByRole('textbox', { name: 'Site web' }).fill('tipografia.example')
  await dialog.getByRole('button', { name: 'Salvează' }).click()
  await expect(
    dialog.getByText('Introdu o adresă web validă, care începe cu http:// sau https://.')
  ).toBeVisible()
  await dialog.getByRole('textbox', { name: 'Site web' }).fill('https://tipografia.example')
  await dialog.getByRole('button', { name: 'Tip' }).click()
  await page.getByRole('option', { name: 'Sponsor' }).click()
  await dialog.getByRole('button', { name: 'Salvează' }).click()
  await expect(toast(page, `Compania ${name} a fost creată.`)).toBeVisible()
  const row = page.getByRole('row', { name })
  await expect(row).toContainText('Sponsor')
  await expect(row).toContainText('Activ')

  await page.getByRole('button', { name: `Editează ${name}` }).click()
  const edit = page.getByRole('dialog', { name: 'Editează companie' })
  const logo = await sharp({
    create: { width: 48, height: 48, channels: 3, background: { r: 30, g: 120, b: 200 } },
  })
    .png()
    .toBuffer()
  await edit.locator('input[type="file"]').setInputFiles({
    name: 'logo.png',
    mimeType: 'image/png',
    buffer: logo,
  })
  await expect(toast(page, 'Logo-ul a fost salvat.')).toBeVisible()
  await edit.getByRole('button', { name: 'Anulează' }).click()
  const image = row.locator('img')
  await expect(image).toHaveAttribute('src', /^\/companies\/[\w-]+\/logo\?t=\d+$/)
  await expect
    .poll(() =>
      image.evaluate((element) => (element as unknown as { naturalWidth: number }).naturalWidth)
    )
    .toBe(48)
})

test("an org-admin exports a list as XLSX and the file holds the list's contacts", async ({
  page,
}) => {
  const user = await orgAdmin(page)
  const communityId = user.community!.id
  const [stefan] = await insertContacts(communityId, [
    ['Ștefan', 'Țăranu'],
    ['Ioana', 'Pop'],
  ])
  stefan.extraData = { oras: 'Iași' }
  await stefan.save()
  const { ContactListFactory, addToList } = await factories()
  const list = await ContactListFactory.merge({
    communityId,
    title: 'Export',
    description: 'De exportat',
  }).create()
  await addToList(list, [stefan])

  await page.goto(`/lists/${list.uid}`)
  const downloading = page.waitForEvent('download')
  await page.getByRole('link', { name: 'Exportă XLSX' }).click()
  const download = await downloading
  expect(download.suggestedFilename()).toMatch(/^lista-\d+-\d{4}-\d{2}-\d{2}\.xlsx$/)
  const path = await download.path()
  const { readFile } = await import('node:fs/promises')
  const rows = xlsxRows(await readFile(path))
  expect(rows).toEqual([
    ['Prenume', 'Nume', 'Email', 'Telefon', 'Oras'],
    ['Ștefan', 'Țăranu', expect.stringMatching(/@example\.test$/), '', 'Iași'],
  ])
})

test('the contacts come first, their count a moment later; the last page comes from the end', async ({
  page,
}) => {
  const user = await orgAdmin(page)
  const names: [string, string][] = Array.from({ length: 25 }, (_, index) => [
    'Paginat',
    `Nume ${String(index + 1).padStart(2, '0')}`,
  ])
  await insertContacts(user.community!.id, names)
  await page.goto('/contacts?sort=last_name&direction=asc')
  await expect(page.getByTestId('contacts-count')).toHaveText('25 de contacte')
  const pagination = page.getByRole('navigation', { name: 'Paginare' })
  await expect(pagination).toContainText('pagina 1 din 3')
  await pagination.getByRole('button', { name: 'Pagina 3' }).click()
  await expect(page).toHaveURL(/page=3/)
  await expect(page).toHaveURL(/total=25/)
  await expect(pagination).toContainText('pagina 3 din 3')
  const rows = page.getByRole('row', { name: /Paginat/ })
  await expect(rows).toHaveCount(5)
  await expect(rows.first()).toContainText('Nume 21')
  await expect(rows.last()).toContainText('Nume 25')
})

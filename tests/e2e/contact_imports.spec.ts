import type { Page } from '@playwright/test'
import * as XLSX from '@e965/xlsx'
import { test, expect } from './support/fixtures.ts'
import { createUser, factories } from './support/db.ts'
import { expectNoPageScroll, signInAs } from './support/pages.ts'

/** Windows-1250 bytes, as Excel in a Romanian locale saves "CSV (semicolon)": ş ţ with a cedilla. */
function windows1250(text: string) {
  const table: Record<string, number> = {
    'ă': 0xe3,
    'Ă': 0xc3,
    'â': 0xe2,
    'î': 0xee,
    'ş': 0xba,
    'Ş': 0xaa,
    'ţ': 0xfe,
    'Ţ': 0xde,
    '„': 0x84,
    '”': 0x94,
  }
  return Buffer.from([...text].map((char) => table[char] ?? char.charCodeAt(0)))
}

async function orgAdminWithList() {
  const user = await createUser({ role: 'org-admin' })
  const { ContactListFactory } = await factories()
  await ContactListFactory.merge({
    communityId: user.community!.id,
    title: 'Voluntari',
    description: 'Descriere',
  }).create()
  return user
}

async function throughWizard(
  page: Page,
  file: { name: string; mimeType: string; buffer: Buffer },
  total: string
) {
  await page.goto('/contacts/importer')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Importă contacte')
  await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0')
  await page.getByLabel('Fișier CSV sau Excel').setInputFiles(file)
  await expect(page.getByTestId('import-total')).toHaveText(total)
  await page.getByRole('button', { name: 'Continuă' }).click()
  await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '33')
}

async function listsAndConfirm(page: Page, newList: string) {
  await page.getByRole('button', { name: 'Continuă' }).click()
  await expect(page.getByText('Voluntari (0 contacte)')).toBeVisible()
  // Continue only when the step is valid; meanwhile it says why.
  const next = page.getByRole('button', { name: 'Continuă' })
  await expect(next).toBeDisabled()
  await expect(next).toHaveAccessibleDescription(
    'Te rugăm să selectezi cel puțin o listă sau să creezi una nouă.'
  )
  await page.getByText('Creează o listă nouă').click()
  await expect(next).toHaveAccessibleDescription('Te rugăm să introduci un nume pentru lista nouă.')
  await page.getByRole('textbox', { name: 'Numele listei noi' }).fill(newList)
  await expect(next).toBeEnabled()
  await next.click()
  await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100')
  await expect(page.getByRole('button', { name: 'Importă' })).toBeDisabled()
  // The marketing basis of the file's contacts is asked, never assumed (docs/security.md).
  await page
    .getByRole('combobox', { name: 'Temeiul pentru marketing al contactelor din fișier' })
    .click()
  await page
    .getByRole('option', { name: 'Fără acord de marketing (nu se înregistrează nimic)' })
    .click()
  await page.getByText('accept termenii și condițiile').click()
  await page.getByRole('button', { name: 'Importă' }).click()
}

test('a semicolon CSV in Windows-1250 through the wizard; the contacts, the new list, the history and undo', async ({
  page,
}) => {
  const user = await orgAdminWithList()
  await signInAs(page, user)
  await page.goto('/')
  const csv = [
    'Prenume;Nume;E-mail;Telefon;Oraş;Hobby',
    'Ştefan;Ţăranu;stefan@exemplu.ro;0740 123 456;Braşov;„şah”',
    'Ioana;Mureşan;ioana@exemplu.ro;+40 733 444 555;Iaşi;',
    'Radu;Lungu;nu-e-email;;;',
    '',
  ].join('\r\n')
  await throughWizard(
    page,
    { name: 'membri.csv', mimeType: 'text/csv', buffer: windows1250(csv) },
    'Rânduri în fișier: 3'
  )
  // Windows-1250 detected; its cedilla letters shown as the Romanian comma-below ones.
  await expect(page.getByRole('cell', { name: 'Ștefan' })).toBeVisible()
  await expect(page.getByRole('cell', { name: 'Brașov' })).toBeVisible()
  // The guess by header; the last column becomes a new attribute.
  await expect(page.getByLabel('Câmp: E-mail')).toHaveValue('email')
  await expect(page.getByLabel('Câmp: Oraș')).toHaveValue('oras')
  await expect(page.getByLabel('Câmp: Hobby')).toHaveValue('')
  await page.getByLabel('Câmp: Hobby').selectOption('custom')
  await expect(page.getByRole('button', { name: 'Continuă' })).toBeDisabled()
  await expect(
    page.getByText('Te rugăm să introduci o etichetă personalizată pentru coloana "Hobby".')
  ).toBeVisible()
  await page
    .getByRole('textbox', { name: 'Eticheta atributului pentru coloana „Hobby”' })
    .fill('Pasiune')
  await listsAndConfirm(page, 'Membri toamnă')

  const report = page.getByTestId('import-report')
  await expect(report).toContainText('Contacte create2')
  await expect(report).toContainText('Rânduri sărite1')
  await expect(report).toContainText('Membri toamnă: 2 contacte adăugate')
  await expect(page.getByText('Rând 4: Email invalid în coloana „E-mail”.')).toBeVisible()
  await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0')

  await page.goto('/contacts')
  await expect(page.getByRole('rowheader', { name: 'Ștefan', exact: true })).toBeVisible()
  await expect(page.getByRole('cell', { name: 'Țăranu', exact: true })).toBeVisible()
  await expect(page.getByRole('cell', { name: 'Mureșan', exact: true })).toBeVisible()
  await page.goto('/lists')
  await page.getByRole('link', { name: 'Membri toamnă' }).click()
  await expect(page.getByRole('cell', { name: 'Țăranu', exact: true })).toBeVisible()

  await page.goto('/contacts/imports')
  const row = page.getByRole('row', { name: /membri\.csv/ })
  await expect(row).toContainText('Încheiat')
  await expect(row).toContainText('2 / 0 / 1')
  await row.getByRole('button', { name: /^Alte acțiuni:/ }).click()
  await page.getByRole('menuitem', { name: 'Anulează importul' }).click()
  const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog'))
  await expect(dialog).toContainText('Contactele actualizate de import își păstrează noile valori.')
  await expect(dialog).toContainText(
    'Lista nouă „Membri toamnă” creată de import se șterge și ea, dacă rămâne goală.'
  )
  await dialog.getByRole('button', { name: 'Anulează importul' }).click()
  await expect(page.getByTestId('toast')).toContainText(
    'Importul fișierului membri.csv a fost anulat.'
  )
  await expect(row).toContainText('Anulat')
  await page.goto('/contacts')
  await expect(page.getByRole('cell', { name: 'Țăranu', exact: true })).toHaveCount(0)
  await page.goto('/lists')
  await expect(page.getByRole('link', { name: 'Voluntari' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Membri toamnă' })).toHaveCount(0)
})

test('an XLSX through the wizard keeps the leading 0 of phone numbers', async ({ page }) => {
  const user = await orgAdminWithList()
  await signInAs(page, user)
  await page.goto('/')
  const book = XLSX.utils.book_new()
  XLSX.utils.book_append_sheet(
    book,
    XLSX.utils.aoa_to_sheet([
      ['first_name', 'last_name', 'Phone', 'Email'],
      ['Ilinca', 'Dumitrașcu', '0741000111', 'ilinca@exemplu.ro'],
    ]),
    'Foaie1'
  )
  const buffer = Buffer.from(XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }))
  await throughWizard(
    page,
    {
      name: 'contacte.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer,
    },
    'Rânduri în fișier: 1'
  )
  await expect(page.getByLabel('Câmp: first_name')).toHaveValue('prenume')
  await expect(page.getByLabel('Câmp: last_name')).toHaveValue('nume')
  await listsAndConfirm(page, 'Din Excel')
  await expect(page.getByTestId('import-report')).toContainText('Contacte create1')
  await page.goto('/contacts')
  // Read as the text it shows (a number would have lost its 0), stored with the country code.
  await expect(page.getByRole('cell', { name: '+40741000111', exact: true })).toBeVisible()
  await expect(page.getByRole('cell', { name: 'Dumitrașcu', exact: true })).toBeVisible()
})

test('step 1 is a drop zone with a Romanian button; the same file again reports its rows unchanged', async ({
  page,
}) => {
  const user = await orgAdminWithList()
  await signInAs(page, user)
  await page.goto('/contacts/importer')
  const next = page.getByRole('button', { name: 'Continuă' })
  await expect(next).toBeDisabled()
  await expect(next).toHaveAccessibleDescription('Te rugăm să încarci un fișier CSV sau Excel.')
  await expect(page.getByText('Trage fișierul aici sau')).toBeVisible()
  const file = {
    name: 'aceiasi.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('Prenume,Nume,Email\nIoana,Ene,ioana@exemplu.ro\n'),
  }
  for (const [newList, line] of [
    ['Prima', 'Contacte create1'],
    ['A doua', 'Contacte neschimbate1'],
  ]) {
    // The Romanian button opens the browser's file picker.
    const [chooser] = await Promise.all([
      page.waitForEvent('filechooser'),
      page.getByRole('button', { name: 'Alege fișierul' }).click(),
    ])
    await chooser.setFiles(file)
    await expect(page.getByText('Fișier ales: aceiasi.csv')).toBeVisible()
    await expect(page.getByTestId('import-total')).toHaveText('Rânduri în fișier: 1')
    await next.click()
    await listsAndConfirm(page, newList)
    await expect(page.getByTestId('import-report')).toContainText(line)
  }
  await expect(page.getByTestId('import-report')).toContainText('Contacte actualizate0')
})

test('on a phone (390 px) the column mapping is stacked: each column, its sample and a readable field select', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  const user = await orgAdminWithList()
  await signInAs(page, user)
  const csv =
    'Prenume,Nume de familie,Adresa de e-mail a persoanei de contact,Telefon mobil\n' +
    'Ioana,Enescu-Constantinescu,ioana.enescu.constantinescu@exemplu-foarte-lung.ro,0740 123 456\n'
  await throughWizard(
    page,
    { name: 'membri.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) },
    'Rânduri în fișier: 1'
  )
  const rows = page.getByTestId('map-row')
  await expect(rows).toHaveCount(4)
  await expectNoPageScroll(page)
  const email = page.getByRole('combobox', {
    name: 'Câmp: Adresa de e-mail a persoanei de contact',
  })
  await expect(email).toBeVisible()
  // The select takes the width of the screen, under its column's name and sample.
  const [select, name] = [
    await email.boundingBox(),
    await rows.nth(2).getByRole('cell').first().boundingBox(),
  ]
  expect(select!.width).toBeGreaterThan(300)
  expect(select!.y).toBeGreaterThan(name!.y)
})

import { expect, test } from './support/fixtures.ts'
import { insertMails, unique } from './support/db.ts'

test.use({ signedInAs: 'super-admin' })

test('the data table on a real list: search, sort, page size, and a reload keeps the view', async ({
  page,
}) => {
  const tag = unique('tabel')
  await insertMails(
    `${tag}@example.test`,
    Array.from({ length: 12 }, (_, i) => `${tag} mesaj ${String.fromCharCode(97 + i)}`)
  )
  await page.goto('/mailbox')

  const table = page.getByRole('table', { name: 'Căsuța de email locală' })
  await page.getByRole('searchbox', { name: 'Caută' }).fill(tag)
  await expect(page).toHaveURL(new RegExp(`search=${tag}`))
  await expect(page.getByText('pagina 1 din 2')).toBeVisible()
  await expect(table.getByRole('row')).toHaveCount(11) // header + 10
  // The page numbers lead there too.
  await page.getByRole('button', { name: 'Pagina 2' }).click()
  await expect(page.getByText('pagina 2 din 2')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Pagina 2' })).toHaveAttribute(
    'aria-current',
    'page'
  )
  await expect(table.getByRole('row')).toHaveCount(3) // header + the last 2 of 12

  await table.getByRole('button', { name: /Subiect/ }).click()
  await expect(page).toHaveURL(/sort=subject&direction=asc/)
  await expect(table.getByRole('row').nth(1)).toContainText(`${tag} mesaj a`)

  await page.getByRole('button', { name: /Pe pagină/ }).click()
  await page.getByRole('option', { name: '20', exact: true }).click()
  await expect(page).toHaveURL(/per_page=20/)
  // A new page size starts over: page 1 and no search.
  await expect(page).not.toHaveURL(/search=/)
  await expect(page.getByRole('searchbox', { name: 'Caută' })).toHaveValue('')

  await page.getByRole('searchbox', { name: 'Caută' }).fill(tag)
  await expect(page).toHaveURL(new RegExp(`per_page=20.*search=${tag}|search=${tag}.*per_page=20`))
  await expect(page.getByText('pagina 1 din 1')).toBeVisible()
  await expect(table.getByRole('row')).toHaveCount(13)

  await page.reload()
  await expect(page.getByRole('searchbox', { name: 'Caută' })).toHaveValue(tag)
  await expect(table.getByRole('row')).toHaveCount(13)
  await expect(table.getByRole('row').nth(1)).toContainText(`${tag} mesaj a`)
})

test('a form shows a nested server error under its field and keeps what was typed', async ({
  page,
}) => {
  await page.goto('/kit')

  await page.getByRole('textbox', { name: 'Prenume contact' }).fill('Ana')
  await page.getByRole('textbox', { name: 'IBAN' }).fill('RO12GRESIT')
  await page.getByRole('textbox', { name: 'Întrebarea 1' }).fill('Ce preferi?')
  await page.getByRole('textbox', { name: 'Răspunsul 1' }).fill('Munte')
  await page.getByRole('button', { name: 'Trimite' }).click()

  const iban = page.getByRole('textbox', { name: 'IBAN' })
  await expect(iban).toHaveAccessibleDescription(
    'Introdu un IBAN valid (de exemplu RO49AAAA1B31007593840000).'
  )
  await expect(page.getByRole('textbox', { name: 'Răspunsul 2' })).toHaveAccessibleDescription(
    'Scrie textul răspunsului.'
  )
  await expect(iban).toHaveValue('RO12GRESIT')
  await expect(page.getByRole('textbox', { name: 'Prenume contact' })).toHaveValue('Ana')

  await iban.fill('RO49AAAA1B31007593840000')
  await page.getByRole('textbox', { name: 'Răspunsul 2' }).fill('Mare')
  await page.getByRole('button', { name: 'Trimite' }).click()
  await expect(page.getByTestId('toast')).toHaveText(/Formularul este valid\./)
})

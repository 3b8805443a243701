import { readFile } from 'node:fs/promises'
import sharp from 'sharp'
import { test, expect } from './support/fixtures.ts'
import { createUser, query, unique } from './support/db.ts'
import { choose, signInAs, toast } from './support/pages.ts'
import { xlsxRows } from '../support/xlsx.ts'

test('an org-admin creates a product, watches the RON values follow the EUR fields, adds an image, duplicates, soft deletes, filters, exports and restores it', async ({
  page,
}) => {
  const admin = await createUser({ role: 'org-admin' })
  await query('delete from exchange_rates where date = $1', ['2026-11-20'])
  await query(`insert into exchange_rates (date, eurron) values ('2026-11-20', 5)`)
  const name = unique('Atelier de ceramică')

  await signInAs(page, admin)
  await page.goto('/products')
  await expect(page.getByRole('heading', { level: 1, name: 'Pagina produse' })).toBeVisible()
  await page.getByRole('main').getByRole('link', { name: 'Adaugă produs' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Produs nou' })).toBeVisible()

  await page.getByRole('textbox', { name: /^Nume/ }).fill(name)
  await page.getByRole('textbox', { name: /^Descriere scurtă/ }).fill('Două ore de lucru cu lutul')
  await page.getByRole('textbox', { name: /^Descriere completă/ }).fill('Materiale incluse.')
  await choose(page, 'Tip produs', 'Serviciu')
  await choose(page, 'Tip plată', 'Plată unică')
  await choose(page, 'Mod de livrare', 'Ridicare personală')
  await choose(page, 'Format', 'Fizic')

  // The RON values follow what is typed, at the rate of the day shown.
  const rate = page.getByTestId('exchange-rate')
  await expect(rate).toContainText('1 EUR =')
  const price = page.getByRole('textbox', { name: /^Preț \(EUR\)/ })
  const priceRon = page.getByTestId('product_price-ron')
  await expect(priceRon).toHaveText('≈ 0 RON')
  const eurron = Number(
    (await rate.textContent())!.replace(/^.*= /, '').replace(' RON', '').replace(',', '.')
  )
  await price.pressSequentially('12')
  await expect(priceRon).toHaveText(`≈ ${Math.round(12 * eurron)} RON`)
  await price.pressSequentially(',50')
  await expect(priceRon).toHaveText(`≈ ${Math.round(12.5 * eurron + 1e-9)} RON`)
  const promo = page.getByRole('textbox', { name: /^Preț promoțional/ })
  await promo.pressSequentially('9.5')
  await expect(page.getByTestId('promo_price-ron')).toHaveText('≈ 0 RON')

  // The server refuses an amount read two ways ("9.5"), saying how to write it under the field.
  await page.getByRole('button', { name: 'Salvează' }).click()
  await expect(promo).toHaveAccessibleDescription(/se poate citi în două feluri/)
  await promo.fill('10')
  await expect(page.getByTestId('promo_price-ron')).toHaveText(`≈ ${Math.round(10 * eurron)} RON`)
  const membership = page.getByRole('switch', { name: 'Necesită calitatea de membru' })
  await membership.click({ force: true })
  await expect(membership).toBeChecked()
  await page.getByRole('button', { name: 'Salvează' }).click()
  await expect(toast(page, `Produsul ${name} a fost creat.`)).toBeVisible()
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
  await expect(price).toHaveValue('12,50')
  await expect(membership).toBeChecked()

  // The image, through the shared uploader.
  const image = await sharp({
    create: { width: 64, height: 48, channels: 3, background: '#1e88e5' },
  })
    .png()
    .toBuffer()
  await page.locator('input[type="file"]').setInputFiles({
    name: 'produs.png',
    mimeType: 'image/png',
    buffer: image,
  })
  await expect(toast(page, 'Imaginea produsului a fost salvată.')).toBeVisible()
  await expect(page.getByRole('img', { name: /Imaginea produsului/ })).toHaveAttribute(
    'src',
    /^\/products\/[\w-]+\/image\?t=\d+$/
  )

  // "Duplică" asks, then opens the copy (image included).
  await page.getByRole('button', { name: 'Duplică' }).click()
  const dialog = page.getByRole('dialog', { name: 'Duplici produsul?' })
  await expect(dialog).toContainText(name)
  await dialog.getByRole('button', { name: 'Duplică' }).click()
  await expect(toast(page, `Copia ${name} (copie) a fost creată.`)).toBeVisible()
  await expect(page.getByRole('heading', { level: 1, name: `${name} (copie)` })).toBeVisible()
  await expect(page.getByRole('img', { name: /Imaginea produsului/ })).toBeVisible()

  // Soft delete from the table, find it among the deleted, restore it.
  await page.goto('/products')
  await page.getByRole('button', { name: `Alte acțiuni: ${name}`, exact: true }).click()
  await page.getByRole('menuitem', { name: `Șterge produsul ${name}`, exact: true }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Șterge' }).click()
  await expect(toast(page, `Produsul ${name} a fost șters.`)).toBeVisible()
  const table = page.getByRole('table', { name: 'Produse' })
  const rowOf = (product: string) =>
    table.getByRole('row').filter({
      has: page.getByRole('link', { name: `Deschide produsul ${product}`, exact: true }),
    })
  await expect(rowOf(name)).toHaveCount(0)
  await expect(rowOf(`${name} (copie)`)).toBeVisible()

  await page.getByRole('radio', { name: 'Șterse' }).click()
  await expect(page).toHaveURL(/state=deleted/)
  await expect(rowOf(name)).toContainText('Șters')
  await expect(rowOf(`${name} (copie)`)).toHaveCount(0)

  // "Exportă XLSX" downloads what the table shows: the deleted product, with its labels.
  const downloading = page.waitForEvent('download')
  await page.getByRole('link', { name: 'Exportă XLSX' }).click()
  const download = await downloading
  expect(download.suggestedFilename()).toMatch(/^produse-\d{4}-\d{2}-\d{2}\.xlsx$/)
  const rows = xlsxRows(await readFile(await download.path()))
  expect(rows.map((row) => row.slice(1, 5))).toEqual([
    ['Nume', 'Tip produs', 'Tip plată', 'Format'],
    [name, 'Serviciu', 'Plată unică', 'Fizic'],
  ])
  expect(rows[1][8]).not.toBe('')
  await page.getByRole('button', { name: `Restaurează produsul ${name}` }).click()
  await expect(toast(page, `Produsul ${name} a fost restaurat.`)).toBeVisible()
  await expect(rowOf(name)).toHaveCount(0)
  await page.getByRole('radio', { name: 'Active' }).click()
  await expect(rowOf(name)).toBeVisible()
  await expect(rowOf(`${name} (copie)`)).toBeVisible()
})

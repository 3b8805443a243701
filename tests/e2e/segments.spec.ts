import { test, expect } from './support/fixtures.ts'
import { createUser, factories, unique } from './support/db.ts'
import { choose, signInAs, toast } from './support/pages.ts'

async function createProduct(communityId: number, name: string) {
  const { ProductFactory } = await factories()
  return ProductFactory.merge({
    communityId,
    name,
    descriptionShort: 'Scurt',
    descriptionLong: 'Lung',
  }).create()
}

test('an org-admin creates a segment with two products, finds it by search and deletes it', async ({
  page,
}) => {
  const admin = await createUser({ role: 'org-admin' })
  const communityId = admin.community!.id
  const ticket = await createProduct(communityId, 'Bilet festival')
  const pass = await createProduct(communityId, 'Abonament anual')
  await createProduct(communityId, 'Tricou')
  const code = unique('VIP').toUpperCase()

  await signInAs(page, admin)

  await page.goto('/')
  // The dashboard counts them and links to their screens.
  await page.goto('/')
  await expect(page.getByTestId('active-products')).toHaveText('3')
  await expect(page.getByTestId('total-segments')).toHaveText('0')
  await page.getByRole('main').getByRole('link', { name: 'Segmente' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Pagina segmente' })).toBeVisible()
  await page.getByRole('main').getByRole('link', { name: 'Adaugă segment' }).click()
  await page.getByRole('textbox', { name: /^Nume/ }).fill('Clienți fideli')
  await page.getByRole('textbox', { name: /^Cod/ }).fill(code)
  await page.getByRole('textbox', { name: /^Prioritate/ }).fill('2')
  // Each product option shows its number and price (two products may share a name).
  await choose(page, 'Produse', `Bilet festival #${ticket.id} · 10,00 EUR`)
  await choose(page, 'Produse', `Abonament anual #${pass.id} · 10,00 EUR`)
  await page.keyboard.press('Escape')
  const chosen = page.getByRole('main').getByRole('gridcell')
  await expect(chosen).toHaveText([
    `Abonament anual (#${pass.id} · 10,00 EUR)×`,
    `Bilet festival (#${ticket.id} · 10,00 EUR)×`,
  ])
  await page.getByRole('button', { name: 'Salvează' }).click()
  await expect(toast(page, `Segmentul ${code} a fost creat.`)).toBeVisible()
  await expect(
    page.getByRole('heading', { level: 1, name: `Clienți fideli (${code})` })
  ).toBeVisible()
  await expect(chosen).toHaveCount(2)

  await page.goto('/segments')
  await page.getByRole('searchbox', { name: 'Caută' }).fill(code.slice(0, 6).toLowerCase())
  const table = page.getByRole('table', { name: 'Segmente' })
  await expect(page).toHaveURL(/search=/)
  await expect(table.getByRole('row').filter({ hasText: code })).toHaveCount(1)

  await page.getByRole('button', { name: `Alte acțiuni: ${code}` }).click()
  await page.getByRole('menuitem', { name: `Șterge segmentul ${code}` }).click()
  const dialog = page.getByRole('dialog')
  await expect(dialog).toContainText(`Ștergi segmentul cu codul ${code}?`)
  await dialog.getByRole('button', { name: 'Șterge' }).click()
  await expect(toast(page, `Segmentul ${code} a fost șters.`)).toBeVisible()
  await expect(table.getByRole('row').filter({ hasText: code })).toHaveCount(0)
})

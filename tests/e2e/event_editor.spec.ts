import sharp from 'sharp'
import type { Page } from '@playwright/test'
import { expect, test } from './support/fixtures.ts'
import { createUser, factories, unique } from './support/db.ts'
import { signInAs } from './support/pages.ts'

const toast = (page: Page, text: string) => page.getByTestId('toast').filter({ hasText: text })
const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true })
const textbox = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true })
const save = (page: Page) => page.getByRole('button', { name: 'Salvează' })

/** Chooses `labels` in the multi-select named `name`. */
async function choose(page: Page, name: string, labels: string[]) {
  for (const label of labels) {
    await page.getByRole('combobox', { name }).click()
    await page.getByRole('option', { name: label, exact: true }).click()
  }
  await page.keyboard.press('Escape')
}

function image(color: { r: number; g: number; b: number }) {
  return sharp({ create: { width: 48, height: 32, channels: 3, background: color } })
    .png()
    .toBuffer()
}

/**
 * An org-admin of a community with the events module, signed in, on the editor of a new event
 * of theirs (the Eveniment tab); each test works on a tab of its own. `prepare` adds what the
 * community needs before the page loads.
 */
async function openEditor(page: Page, prepare?: (communityId: number) => Promise<void>) {
  const admin = await createUser({ role: 'org-admin', modules: ['events-module'] })
  const communityId = admin.community!.id
  const { EventFactory } = await factories()
  const event = await EventFactory.merge({ communityId, name: unique('Festivalul') }).create()
  await prepare?.(communityId)
  await signInAs(page, admin)
  await page.goto(`/events/${event.uid}`)
  await expect(page.getByRole('heading', { name: event.name })).toBeVisible()
  await expect(tab(page, 'Eveniment')).toHaveAttribute('aria-selected', 'true')
}

test("Eveniment tab: the create form's fields, saved on their own, found after a reload", async ({
  page,
}) => {
  await openEditor(page)
  const renamed = unique('Festivalul verii')
  await textbox(page, 'Nume').fill(renamed)
  await textbox(page, 'Pentru cine este').fill('Pentru familii')
  await save(page).click()
  await expect(toast(page, `Evenimentul „${renamed}” a fost salvat.`)).toBeVisible()
  await page.reload()
  await expect(page.getByRole('heading', { name: renamed })).toBeVisible()
  await expect(textbox(page, 'Nume')).toHaveValue(renamed)
  await expect(textbox(page, 'Pentru cine este')).toHaveValue('Pentru familii')
})

test('Branding tab: both colours saved, found after a reload', async ({ page }) => {
  await openEditor(page)
  await tab(page, 'Branding').click()
  await expect(page).toHaveURL(/\?tab=branding$/)
  await textbox(page, 'Culoare principală').fill('#aa3300')
  await textbox(page, 'Culoare secundară').fill('#00ff88')
  await save(page).click()
  await expect(toast(page, 'Culorile evenimentului au fost salvate.')).toBeVisible()
  await page.reload()
  await expect(textbox(page, 'Culoare principală')).toHaveValue('#aa3300')
  await expect(textbox(page, 'Culoare secundară')).toHaveValue('#00ff88')
})

test('Contact tab: a bad email is refused under its field, what was typed stays; fixed, saved, found after a reload', async ({
  page,
}) => {
  await openEditor(page)
  await tab(page, 'Contact').click()
  await textbox(page, 'Prenume').fill('Ioana')
  await textbox(page, 'Nume').fill('Mureșan')
  await textbox(page, 'Email').fill('ioana@')
  await textbox(page, 'Telefon').fill('+40722111222')
  await textbox(page, 'Adresă').fill('Strada Memorandumului 21, Cluj-Napoca')
  await textbox(page, 'Scara').fill('B')
  await textbox(page, 'Etaj').fill('2')
  await textbox(page, 'Apartament').fill('14')
  await save(page).click()
  // The toast first: it goes away after a few seconds, the message stays.
  await expect(page.getByTestId('toast')).toHaveText(/^Formularul are o eroare/)
  await expect(page.getByText('Introdu o adresă de email validă.', { exact: true })).toBeVisible()
  await expect(textbox(page, 'Email')).toHaveAttribute('aria-invalid', 'true')
  await expect(textbox(page, 'Prenume')).toHaveValue('Ioana')
  const email = `${unique('ioana')}@example.test`
  await textbox(page, 'Email').fill(email)
  await save(page).click()
  await expect(toast(page, 'Contactul evenimentului a fost salvat.')).toBeVisible()
  await page.reload()
  await expect(tab(page, 'Contact')).toHaveAttribute('aria-selected', 'true')
  await expect(textbox(page, 'Prenume')).toHaveValue('Ioana')
  await expect(textbox(page, 'Nume')).toHaveValue('Mureșan')
  await expect(textbox(page, 'Email')).toHaveValue(email)
  await expect(textbox(page, 'Telefon')).toHaveValue('+40722111222')
  await expect(textbox(page, 'Adresă')).toHaveValue('Strada Memorandumului 21, Cluj-Napoca')
  await expect(textbox(page, 'Apartament')).toHaveValue('14')
})

test('Informații de vânzare tab: the texts, the audience and both images; a file that is not an image is refused', async ({
  page,
}) => {
  await openEditor(page)
  await tab(page, 'Informații de vânzare').click()
  await choose(page, 'Potrivit pentru', ['Studenți', 'Familii'])
  await textbox(page, 'Propunerea de valoare (UVP)').fill('Înveți de la practicieni')
  await textbox(page, 'De ce să vină').fill('Ateliere practice')
  await textbox(page, 'Textul elementului de încredere').fill('500 de participanți')
  await save(page).click()
  await expect(toast(page, 'Informațiile de vânzare au fost salvate.')).toBeVisible()
  const files = page.locator('input[type="file"]')
  await files.nth(0).setInputFiles({
    name: 'hero.png',
    mimeType: 'image/png',
    buffer: await image({ r: 200, g: 60, b: 90 }),
  })
  await expect(toast(page, 'Imaginea principală a fost salvată.')).toBeVisible()
  await files.nth(1).setInputFiles({
    name: 'trust.png',
    mimeType: 'image/png',
    buffer: await image({ r: 20, g: 160, b: 90 }),
  })
  await expect(toast(page, 'Imaginea elementului de încredere a fost salvată.')).toBeVisible()
  // A file that is not an image is refused before it is sent
  await files.nth(0).setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('nu e o imagine'),
  })
  await expect(
    page.getByText('Încarcă o imagine validă (JPEG, PNG, GIF sau WebP).', { exact: true })
  ).toBeVisible()
  await page.reload()
  await expect(tab(page, 'Informații de vânzare')).toHaveAttribute('aria-selected', 'true')
  for (const [label, path] of [
    ['Imaginea principală', 'hero_image'],
    ['Imaginea elementului de încredere', 'trust_el_image'],
  ]) {
    const preview = page.getByRole('img', { name: `Previzualizare: ${label}` })
    await expect(preview).toHaveAttribute('src', new RegExp(`/image/${path}\\?t=\\d+$`))
    await expect
      .poll(() =>
        preview.evaluate((element) => (element as unknown as { naturalWidth: number }).naturalWidth)
      )
      .toBe(48)
  }
  await expect(page.getByRole('row', { name: 'Studenți' })).toBeVisible()
  await expect(page.getByRole('row', { name: 'Familii' })).toBeVisible()
  await expect(textbox(page, 'Propunerea de valoare (UVP)')).toHaveValue('Înveți de la practicieni')
  await expect(textbox(page, 'De ce să vină')).toHaveValue('Ateliere practice')
  await expect(textbox(page, 'Textul elementului de încredere')).toHaveValue('500 de participanți')
})

test('Link-uri tab: the links saved, found after a reload', async ({ page }) => {
  await openEditor(page)
  await tab(page, 'Link-uri').click()
  await textbox(page, 'Facebook').fill('https://facebook.com/festival')
  await textbox(page, 'Termeni și condiții').fill('https://exemplu.ro/termeni')
  await save(page).click()
  await expect(toast(page, 'Link-urile evenimentului au fost salvate.')).toBeVisible()
  await page.reload()
  await expect(textbox(page, 'Facebook')).toHaveValue('https://facebook.com/festival')
  await expect(textbox(page, 'Termeni și condiții')).toHaveValue('https://exemplu.ro/termeni')
  await expect(textbox(page, 'Instagram')).toHaveValue('')
})

test('Parteneri și sponsori tab: two partners and a sponsor (a partner is not offered as a sponsor)', async ({
  page,
}) => {
  const { CompanyFactory } = await factories()
  const [alfa, beta, gama] = ['Alfa', 'Beta', 'Gama'].map((name) => ({ name: unique(name) }))
  await openEditor(page, async (communityId) => {
    await CompanyFactory.merge(
      [alfa, beta, gama].map(({ name }) => ({ communityId, name }))
    ).createMany(3)
  })
  await tab(page, 'Parteneri și sponsori').click()
  await choose(page, 'Parteneri', [alfa.name, beta.name])
  await page.getByRole('combobox', { name: 'Sponsori' }).click()
  await expect(page.getByRole('option', { name: alfa.name, exact: true })).toHaveCount(0)
  await page.getByRole('option', { name: gama.name, exact: true }).click()
  await page.keyboard.press('Escape')
  await save(page).click()
  await expect(toast(page, 'Partenerii și sponsorii au fost salvați.')).toBeVisible()
  await page.reload()
  await expect(tab(page, 'Parteneri și sponsori')).toHaveAttribute('aria-selected', 'true')
  const tags = (list: string) => page.getByRole('grid', { name: list }).getByRole('row')
  await expect(tags('Parteneri')).toHaveText([alfa.name, beta.name].map((n) => new RegExp(n)))
  await expect(tags('Sponsori')).toHaveText([new RegExp(gama.name)])
})

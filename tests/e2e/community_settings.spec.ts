import sharp from 'sharp'
import type { Page } from '@playwright/test'
import { expect, test } from './support/fixtures.ts'
import { createCommunity, createOrganization, createUser, query } from './support/db.ts'
import { signInAs } from './support/pages.ts'

const toast = (page: Page, text: string) => page.getByTestId('toast').filter({ hasText: text })
const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true })
const textbox = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true })
const save = (page: Page) => page.getByRole('button', { name: 'Salvează' })

/** A new community, and the worker's super-admin on one of its pages. */
async function openAsSuperAdmin(page: Page, path: (uid: string) => string) {
  const organization = await createOrganization()
  const community = await createCommunity(organization.id)
  const [row] = await query<{ uid: string }>(`select uid from communities where id = $1`, [
    community.id,
  ])
  await page.goto(path(row.uid))
  return community
}

test.describe('as the worker’s super-admin', () => {
  test.use({ signedInAs: 'super-admin' })

  test('Comunitate tab of a community: its name and description saved, found after a reload', async ({
    page,
  }) => {
    const community = await openAsSuperAdmin(page, (uid) => `/communities/${uid}/edit`)
    await expect(page.getByRole('heading', { name: community.name })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Pagina comunități' })).toBeVisible()
    await textbox(page, 'Nume').fill('Comunitatea Verde E2E')
    await textbox(page, 'Descriere').fill('Plantăm copaci împreună.')
    await expect(page.getByTestId('counter')).toHaveText('24/1500')
    await save(page).click()
    await expect(toast(page, 'Datele comunității au fost salvate.')).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Comunitatea Verde E2E' })).toBeVisible()

    await page.reload()
    await expect(textbox(page, 'Nume')).toHaveValue('Comunitatea Verde E2E')
    await expect(textbox(page, 'Descriere')).toHaveValue('Plantăm copaci împreună.')
  })

  test('Branding tab of a community: a mistyped colour is refused under its field; corrected, saved, found after a reload', async ({
    page,
  }) => {
    await openAsSuperAdmin(page, (uid) => `/communities/${uid}/edit`)
    // Branding: a mistyped colour is refused under its field (not dropped with a success toast)
    await tab(page, 'Branding').click()
    const primary = textbox(page, 'Culoare principală')
    await primary.fill('#12ab3')
    await primary.blur()
    await save(page).click()
    await expect(page.getByText('Introdu o culoare în formatul #rrggbb.').first()).toBeVisible()
    await expect(primary).toHaveValue('#12ab3')
    await expect(primary).toHaveAttribute('aria-invalid', 'true')
    await expect(toast(page, 'Culorile au fost salvate.')).toHaveCount(0)
    await primary.fill('#12ab34')
    await primary.blur()
    // Corrected: its error goes at once.
    await expect(primary).not.toHaveAttribute('aria-invalid', 'true')
    const gradient = textbox(page, 'Culoare secundară (gradient)')
    await gradient.fill('#0000ff')
    await gradient.blur()
    await save(page).click()
    await expect(toast(page, 'Culorile au fost salvate.')).toBeVisible()

    await page.reload()
    await tab(page, 'Branding').click()
    await expect(textbox(page, 'Culoare principală')).toHaveValue(/^#12ab34$/i)
    await expect(textbox(page, 'Culoare secundară (gradient)')).toHaveValue(/^#0000ff$/i)
  })

  test('Contact tab of a community: the address typed by hand, saved, found after a reload', async ({
    page,
  }) => {
    await openAsSuperAdmin(page, (uid) => `/communities/${uid}/edit`)
    // Contact, typed by hand (no geocoder in tests)
    await tab(page, 'Contact').click()
    await expect(textbox(page, 'Țară')).toHaveValue('România')
    await textbox(page, 'Adresă (denumire sau stradă)').fill('Strada Memorandumului 28')
    await textbox(page, 'Localitate').fill('Cluj-Napoca')
    await textbox(page, 'Scara').fill('B')
    await textbox(page, 'Etaj').fill('3')
    await textbox(page, 'Apartament').fill('12')
    await save(page).click()
    await expect(toast(page, 'Adresa a fost salvată.')).toBeVisible()

    await page.reload()
    await tab(page, 'Contact').click()
    await expect(textbox(page, 'Adresă (denumire sau stradă)')).toHaveValue(
      'Strada Memorandumului 28'
    )
    await expect(textbox(page, 'Localitate')).toHaveValue('Cluj-Napoca')
    await expect(textbox(page, 'Scara')).toHaveValue('B')
    await expect(textbox(page, 'Etaj')).toHaveValue('3')
    await expect(textbox(page, 'Apartament')).toHaveValue('12')
  })

  test('Link-uri tab of a community: a bad address is refused, then fixed, saved, found after a reload', async ({
    page,
  }) => {
    await openAsSuperAdmin(page, (uid) => `/communities/${uid}/edit`)
    // Link-uri: a bad address is refused (under the field, one summary toast), then fixed
    await tab(page, 'Link-uri').click()
    const facebook = textbox(page, 'Facebook')
    await facebook.fill('facebook.com/comunitatea-verde')
    await textbox(page, 'Twitter / X').fill('https://x.com/verde')
    await save(page).click()
    await expect(
      page.getByText('Câmpul Facebook trebuie să fie un URL valid.').first()
    ).toBeVisible()
    await expect(toast(page, 'Formularul are o eroare')).toBeVisible()
    await expect(facebook).toHaveAttribute('aria-invalid', 'true')
    await expect(textbox(page, 'Twitter / X')).toHaveValue('https://x.com/verde')
    await facebook.fill('https://facebook.com/comunitatea-verde')
    await save(page).click()
    await expect(toast(page, 'Link-urile au fost salvate.')).toBeVisible()

    await page.reload()
    await tab(page, 'Link-uri').click()
    await expect(textbox(page, 'Facebook')).toHaveValue('https://facebook.com/comunitatea-verde')
    await expect(textbox(page, 'Twitter / X')).toHaveValue('https://x.com/verde')
    await expect(textbox(page, 'Pagina de business')).toHaveValue('')
  })

  test('configuration, other info: impact areas by the editor rules, activity domains and the public contact', async ({
    page,
  }) => {
    await openAsSuperAdmin(page, (uid) => `/communities/${uid}/configuration`)
    await expect(textbox(page, 'Identificator')).toHaveAttribute('readonly', '')
    await tab(page, 'Alte informații').click()

    const row = (n: number) => page.getByRole('group', { name: `Aria de impact ${n}` })
    const children = row(1).getByRole('combobox', { name: 'Arii secundare' })
    await expect(children).toBeDisabled()
    await expect(row(1).getByText('Selectează mai întâi aria principală')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Elimină rândul 1' })).toBeDisabled()

    await row(1).getByRole('combobox', { name: 'Aria principală' }).click()
    await page.getByRole('option', { name: 'Mediu', exact: true }).click()
    await children.click()
    await page.getByRole('option', { name: 'Reciclare' }).click()
    await page.keyboard.press('Escape')

    await page.getByRole('button', { name: 'Adaugă arie de impact' }).click()
    await row(2).getByRole('combobox', { name: 'Aria principală' }).click()
    await expect(page.getByRole('option', { name: 'Mediu', exact: true })).toHaveCount(0)
    await page.getByRole('option', { name: 'Educație' }).click()

    await page.getByRole('combobox', { name: 'Domenii de activitate' }).click()
    await page.getByRole('option').first().click()
    await page.keyboard.press('Escape')

    await expect(page.getByText('Contact Public')).toBeVisible()
    await textbox(page, 'Prenume').fill('Maria')
    await textbox(page, 'Nume').fill('Publicescu')
    await textbox(page, 'Email').fill('contact@comunitate.ro')
    await save(page).click()
    await expect(toast(page, 'Informațiile au fost salvate.')).toBeVisible()

    await page.reload()
    await tab(page, 'Alte informații').click()
    await expect(row(1).getByRole('combobox', { name: 'Aria principală' })).toHaveValue('Educație')
    await expect(row(2).getByRole('combobox', { name: 'Aria principală' })).toHaveValue('Mediu')
    await expect(row(2).getByRole('row', { name: 'Reciclare' })).toBeVisible()
    await expect(textbox(page, 'Email')).toHaveValue('contact@comunitate.ro')

    // Changing a main area clears its children.
    await row(2).getByRole('combobox', { name: 'Aria principală' }).fill('')
    await page.getByRole('option', { name: 'Sănătate' }).click()
    await expect(row(2).getByRole('row', { name: 'Reciclare' })).toHaveCount(0)
  })
})

test("an org-admin uploads their community's logo and writes its intro on /community/styles", async ({
  page,
}) => {
  const admin = await createUser({ role: 'org-admin', modules: ['events-module'] })
  await signInAs(page, admin)
  await page.goto('/community/styles')
  await expect(page.getByRole('heading', { name: admin.community!.name })).toBeVisible()

  const logo = await sharp({
    create: { width: 64, height: 48, channels: 3, background: { r: 20, g: 160, b: 90 } },
  })
    .png()
    .toBuffer()
  await page.locator('input[type="file"]').first().setInputFiles({
    name: 'logo.png',
    mimeType: 'image/png',
    buffer: logo,
  })
  await expect(toast(page, 'Logo-ul a fost salvat.')).toBeVisible()
  const image = page.getByRole('img', { name: 'Previzualizare: Logo' })
  await expect(image).toHaveAttribute('src', /^\/community\/[\w-]+\/image\/logo\?t=\d+$/)
  await expect
    .poll(() =>
      image.evaluate((element) => (element as unknown as { naturalWidth: number }).naturalWidth)
    )
    .toBe(64)

  await tab(page, 'Intro').click()
  await textbox(page, 'Text de prezentare').fill('Bine ați venit în comunitatea noastră!')
  await save(page).click()
  await expect(toast(page, 'Textul de prezentare a fost salvat.')).toBeVisible()

  await page.reload()
  await expect(page.getByRole('img', { name: 'Previzualizare: Logo' })).toHaveAttribute(
    'src',
    /\/image\/logo\?t=/
  )
  await tab(page, 'Intro').click()
  await expect(textbox(page, 'Text de prezentare')).toHaveValue(
    'Bine ați venit în comunitatea noastră!'
  )
})

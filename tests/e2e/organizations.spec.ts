import sharp from 'sharp'
import type { Page } from '@playwright/test'
import { expect, test } from './support/fixtures.ts'
import {
  createCommunity,
  createOrganization,
  createUser,
  latestMailTo,
  query,
  unique,
} from './support/db.ts'
import { signInAs } from './support/pages.ts'

const toast = (page: Page, text: string) => page.getByTestId('toast').filter({ hasText: text })
const tabs = (page: Page) => page.getByRole('navigation', { name: 'Secțiunile organizației' })
const group = (page: Page, name: string) => page.getByRole('group', { name, exact: true })

async function signInAsSuperAdmin(page: Page) {
  const admin = await createUser({ role: 'super-admin' })
  await signInAs(page, admin)
  await page.goto('/')
}

test('create an organization, open it and edit its profile (billing and contacts)', async ({
  page,
}) => {
  const name = unique('Asociația Țărănească')
  await signInAsSuperAdmin(page)
  await page.goto('/organizations')
  await page.getByRole('main').getByRole('link', { name: 'Adaugă organizație' }).click()

  // Create
  await page.getByRole('textbox', { name: 'Numele organizației' }).fill(name)
  await page.getByRole('textbox', { name: 'Prenume' }).fill('Ana')
  await page.getByRole('textbox', { name: 'Nume', exact: true }).fill('Popescu')
  await page.getByRole('textbox', { name: 'Email' }).fill('ana@asociatie.ro')
  await page.getByRole('textbox', { name: 'Telefon' }).fill('0722 111 222')
  await page.getByRole('button', { name: 'Creează organizația' }).click()
  await expect(
    page.getByRole('status').filter({ hasText: `Organizația ${name} a fost creată.` })
  ).toBeVisible()
  await expect(page.getByRole('button', { name: 'Creează organizația' })).toBeHidden()
  await page.getByRole('link', { name: 'Deschide organizația' }).click()

  // Profile (the default tab)
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
  await expect(tabs(page).getByRole('link', { name: 'Profil' })).toHaveAttribute(
    'aria-current',
    'page'
  )
  const slug = page.getByRole('textbox', { name: 'Identificator' })
  await expect(slug).toHaveValue(/^asociatia-taraneasca-/)
  await expect(slug).toHaveAttribute('readonly', '')
  const billing = group(page, 'Date de facturare')
  await expect(billing.getByRole('textbox', { name: 'Țară' })).toHaveValue('România')
  await expect(
    group(page, 'Reprezentant legal').getByRole('textbox', { name: 'Prenume' })
  ).toHaveValue('Ana')

  // A wrong IBAN: the error under the field, one summary toast, and what was typed stays.
  await billing.getByRole('textbox', { name: 'Localitate' }).fill('Brașov')
  await billing.getByRole('textbox', { name: 'IBAN' }).fill('RO12')
  await page.getByRole('button', { name: 'Salvează' }).click()
  const ibanMessage = 'Introdu un IBAN valid (de exemplu RO49AAAA1B31007593840000).'
  await expect(billing.getByText(ibanMessage)).toBeVisible()
  await expect(toast(page, 'Formularul are o eroare')).toBeVisible()
  await expect(billing.getByRole('textbox', { name: 'Localitate' })).toHaveValue('Brașov')

  await billing.getByRole('textbox', { name: 'IBAN' }).fill('RO49AAAA1B31007593840000')
  const technical = group(page, 'Administrator tehnic')
  await technical.getByRole('textbox', { name: 'Prenume' }).fill('Ion')
  await technical.getByRole('textbox', { name: 'Nume', exact: true }).fill('Ionescu')
  await technical.getByRole('textbox', { name: 'Email' }).fill('ion@asociatie.ro')
  await page.getByRole('button', { name: 'Salvează' }).click()
  await expect(toast(page, 'Profilul organizației a fost salvat.')).toBeVisible()
  await page.reload()
  await expect(group(page, 'Date de facturare').getByRole('textbox', { name: 'IBAN' })).toHaveValue(
    'RO49AAAA1B31007593840000'
  )
  await expect(
    group(page, 'Administrator tehnic').getByRole('textbox', { name: 'Email' })
  ).toHaveValue('ion@asociatie.ro')
})

test('settings (industry → niches) and branding with a logo that shows on the card', async ({
  page,
}) => {
  const { name } = await createOrganization(unique('Clubul Ciclist'))
  const [{ uid }] = await query<{ uid: string }>('select uid from organizations where name = $1', [
    name,
  ])
  await signInAsSuperAdmin(page)
  await page.goto(`/organizations/${uid}`)

  // Settings: niches wait for an industry and follow it.
  await tabs(page).getByRole('link', { name: 'Setări' }).click()
  await expect(page).toHaveURL(/\/settings$/)
  const niches = page.getByRole('combobox', { name: 'Nișe' })
  await expect(niches).toBeDisabled()
  await page.getByRole('button', { name: 'Industrie' }).click()
  await page.getByRole('option', { name: 'Sport', exact: true }).click()
  await expect(niches).toBeEnabled()
  await niches.click()
  await page.getByRole('option', { name: 'Ciclism' }).click()
  await page.keyboard.press('Escape')
  await expect(page.getByRole('row', { name: 'Ciclism' })).toBeVisible()
  await page.getByRole('button', { name: 'Industrie' }).click()
  await page.getByRole('option', { name: 'Educație', exact: true }).click()
  await expect(page.getByRole('row', { name: 'Ciclism' })).toBeHidden()
  await niches.click()
  await expect(page.getByRole('option', { name: 'Ciclism' })).toBeHidden()
  await page.getByRole('option', { name: 'Universități' }).click()
  await page.keyboard.press('Escape')
  await page.getByRole('button', { name: 'Actualizează organizația' }).click()
  await expect(toast(page, 'Setările organizației au fost salvate.')).toBeVisible()
  await page.reload()
  await expect(page.getByRole('combobox', { name: 'Industrie' })).toHaveValue('Educație')
  await expect(page.getByRole('row', { name: 'Universități' })).toBeVisible()

  // Branding: colours and a logo
  await tabs(page).getByRole('link', { name: 'Branding' }).click()
  const primary = page.getByRole('textbox', { name: 'Culoare principală', exact: true })
  await primary.fill('#12ab34')
  await primary.blur()
  await page.getByRole('button', { name: 'Salvează' }).click()
  await expect(toast(page, 'Culorile organizației au fost salvate.')).toBeVisible()
  const logo = await sharp({
    create: { width: 64, height: 64, channels: 3, background: { r: 200, g: 30, b: 30 } },
  })
    .png()
    .toBuffer()
  await page.locator('input[type="file"]').first().setInputFiles({
    name: 'sigla.png',
    mimeType: 'image/png',
    buffer: logo,
  })
  await expect(toast(page, 'Sigla a fost salvată.')).toBeVisible()
  await page.reload()
  await expect(primary).toHaveValue(/^#12ab34$/i)

  // The card in /organizations shows the uploaded logo.
  await page.goto(`/organizations?search=${encodeURIComponent(name)}`)
  const card = page.getByRole('article', { name })
  const image = card.getByRole('img', { name: `Sigla organizației ${name}` })
  await expect(image).toHaveAttribute('src', /^\/organization\/[\w-]+\/logo\?t=\d+$/)
  await expect
    .poll(() =>
      image.evaluate((element) => (element as unknown as { naturalWidth: number }).naturalWidth)
    )
    .toBe(64)
})

test('delete asks first and deletes an organization without communities; refused with communities', async ({
  page,
}) => {
  const tag = unique('Ștergere')
  const free = await createOrganization(`${tag} liberă`)
  const busy = await createOrganization(`${tag} cu comunități`)
  await createCommunity(busy.id)
  await signInAsSuperAdmin(page)
  await page.goto(`/organizations?search=${encodeURIComponent(tag)}`)
  await expect(page.getByRole('article')).toHaveCount(2)
  // Without a logo, the placeholder.
  await expect(page.getByRole('article', { name: free.name }).getByRole('img')).toHaveAttribute(
    'src',
    '/images/defaults/no-logo-placeholder.png'
  )

  await page.getByRole('button', { name: `Alte acțiuni: ${free.name}` }).click()
  await page.getByRole('menuitem', { name: `Șterge organizația ${free.name}` }).click()
  const dialog = page.getByRole('dialog', { name: 'Ștergi organizația?' })
  await expect(dialog).toContainText(free.name)
  await dialog.getByRole('button', { name: 'Renunță' }).click()
  await expect(page.getByRole('article', { name: free.name })).toBeVisible()

  await page.getByRole('button', { name: `Alte acțiuni: ${free.name}` }).click()
  await page.getByRole('menuitem', { name: `Șterge organizația ${free.name}` }).click()
  await dialog.getByRole('button', { name: 'Șterge' }).click()
  await expect(toast(page, `Organizația ${free.name} a fost ștearsă.`)).toBeVisible()
  await expect(page.getByRole('article', { name: free.name })).toBeHidden()

  await page.getByRole('button', { name: `Alte acțiuni: ${busy.name}` }).click()
  await page.getByRole('menuitem', { name: `Șterge organizația ${busy.name}` }).click()
  await dialog.getByRole('button', { name: 'Șterge' }).click()
  await expect(
    toast(page, `Organizația ${busy.name} nu poate fi ștearsă cât timp are comunități (1).`)
  ).toBeVisible()
  await expect(page.getByRole('article', { name: busy.name })).toBeVisible()
  const rows = await query('select id from organizations where id = $1', [busy.id])
  expect(rows).toHaveLength(1)
})

test('invite an organisation: the invitation arrives in the mailbox', async ({ page }) => {
  const organization = unique('Fundația Invitată')
  const email = `${unique('org-admin')}@example.test`
  await signInAsSuperAdmin(page)
  await page.goto('/organizations')
  await page.getByRole('link', { name: 'Invită o organizație' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Invită o organizație' })).toBeVisible()

  await page.getByRole('textbox', { name: 'Numele organizației' }).fill(organization)
  await page.getByRole('textbox', { name: 'Prenume' }).fill('Elena')
  await page.getByRole('textbox', { name: 'Nume', exact: true }).fill('Marin')
  await page.getByRole('textbox', { name: 'Email' }).fill(email)
  await page.getByRole('textbox', { name: 'Telefon' }).fill('+40722111222')
  await page.getByRole('button', { name: 'Trimite invitația' }).click()
  await expect(page.getByText(`Invitația a fost trimisă către ${email}`)).toBeVisible()

  await page.goto(`/mailbox?search=${encodeURIComponent(email)}`)
  const sent = await latestMailTo(email)
  expect(sent?.subject).toBeTruthy()
  await page
    .getByRole('row')
    .filter({ hasText: email })
    .getByRole('link', { name: sent!.subject })
    .click()
  const mail = page.frameLocator(`iframe[title="${sent!.subject}"]`)
  await expect(mail.getByText(organization)).toBeVisible()

  // The organization exists, with its invitation pending.
  await page.goto(`/organizations?search=${encodeURIComponent(organization)}`)
  await expect(page.getByRole('article', { name: organization })).toBeVisible()
})

test('the users tab lists the organization’s administrators and invites one more', async ({
  page,
}) => {
  const admin = await createUser({ role: 'org-admin' })
  const organization = admin.organization!
  const email = `${unique('coleg')}@example.test`
  const [{ uid }] = await query<{ uid: string }>('select uid from organizations where id = $1', [
    organization.id,
  ])
  await signInAsSuperAdmin(page)
  await page.goto(`/organizations/${uid}/users`)
  await expect(tabs(page).getByRole('link', { name: 'Utilizatori' })).toHaveAttribute(
    'aria-current',
    'page'
  )
  await expect(page.getByRole('row', { name: new RegExp(admin.email) })).toBeVisible()

  await page.getByRole('button', { name: 'Invită un administrator' }).click()
  const dialog = page.getByRole('dialog', {
    name: `Invită un administrator al organizației ${organization.name}`,
  })
  await dialog.getByRole('textbox', { name: 'Prenume' }).fill('Mihai')
  await dialog.getByRole('textbox', { name: 'Nume', exact: true }).fill('Dobre')
  await dialog.getByRole('textbox', { name: 'Email' }).fill(email)
  await dialog.getByRole('textbox', { name: 'Telefon' }).fill('0733111222')
  await dialog.getByRole('button', { name: 'Trimite invitația' }).click()
  await expect(toast(page, `Invitația a fost trimisă către ${email}`)).toBeVisible()
  await expect(dialog).toBeHidden()
  const mail = await latestMailTo(email)
  expect(mail?.html).toContain(organization.name)
})

import type { Page } from '@playwright/test'
import { test, expect } from './support/fixtures.ts'
import {
  createCommunity,
  createOrganization,
  createUser,
  query,
  uidOf,
  unique,
} from './support/db.ts'
import { sidebar, signInAs } from './support/pages.ts'
import { openCommunityModules, turnEventsOff, withOrgAdminBeside } from './support/modules.ts'

async function slugOf(communityId: number) {
  const [row] = await query<{ slug: string }>(`select slug from communities where id = $1`, [
    communityId,
  ])
  return row.slug
}

const toast = (page: Page) => page.getByTestId('toast')

test.describe('as the worker’s super-admin', () => {
  test.use({ signedInAs: 'super-admin' })

  test('a super-admin adds a community from the organization’s tab (slug flow) and edits it in the modal', async ({
    page,
  }) => {
    const organization = await createOrganization()
    const organizationUid = await uidOf('organizations', organization.id)
    const existing = await createCommunity(organization.id)
    const taken = await slugOf(existing.id)
    const suffix = unique('x').slice(2)
    const name = `Tineri din Cluj ${suffix}`

    await page.goto(`/organizations/${organizationUid}/communities`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(organization.name)
    await expect(
      page
        .getByRole('navigation', { name: 'Secțiunile organizației' })
        .getByRole('link', { name: 'Comunități' })
    ).toHaveAttribute('aria-current', 'page')
    await page.getByRole('button', { name: 'Adaugă comunitate' }).click()
    const dialog = page.getByRole('dialog', { name: 'Adaugă comunitate' })
    const slug = dialog.getByRole('textbox', { name: 'Slug' })
    const status = dialog.getByTestId('slug-status')
    await expect(slug).toBeDisabled()
    await expect(slug).toHaveAttribute('placeholder', 'comunitatea-mea')

    // The slug is made from the name, then checked.
    await dialog.getByRole('textbox', { name: 'Nume' }).fill(name)
    const generated = `tineri-din-cluj-${suffix}`
    await expect(slug).toHaveValue(generated)
    await expect(status).toHaveText(`Slug-ul „${generated}” este disponibil`)

    // A taken slug is unavailable; a short one too short; a free one available.
    await slug.fill(taken)
    await expect(status).toHaveText(`Slug-ul „${taken}” este indisponibil`)
    await slug.fill('ab')
    await expect(status).toHaveText('Slug-ul „ab” este prea scurt (minim 3 caractere)')
    const free = `cluj-${suffix}`
    await slug.fill(free)
    await expect(status).toHaveText(`Slug-ul „${free}” este disponibil`)

    // The server checks too: without a description the modal stays, with what was typed.
    await dialog.getByRole('combobox', { name: 'Arii de impact' }).click()
    await page.getByRole('option', { name: 'Mediu' }).click()
    await page.keyboard.press('Escape')
    await expect(page.getByRole('listbox')).toBeHidden()
    await expect(dialog).toBeVisible()
    await expect(dialog.getByRole('gridcell')).toHaveCount(1)
    await dialog.getByRole('button', { name: 'Creează comunitate' }).click()
    await expect(dialog.getByText('Câmpul descriere este obligatoriu.')).toBeVisible()
    await expect(dialog.getByRole('textbox', { name: 'Nume' })).toHaveValue(name)
    await expect(slug).toHaveValue(free)

    await dialog.getByRole('textbox', { name: 'Descriere' }).fill('Voluntari pentru oraș.')
    await expect(dialog.getByTestId('counter')).toHaveText('22/1500')
    await dialog.getByRole('button', { name: 'Creează comunitate' }).click()
    // The toast first: it lives 3 s from the answer (spec), the closed dialog stays closed.
    await expect(toast(page)).toHaveText(new RegExp(`Comunitatea „${name}” a fost creată\\.`))
    await expect(dialog).toBeHidden()
    const row = page.getByRole('row', { name: new RegExp(name) })
    await expect(row).toContainText(free)
    await expect(row).toContainText('Voluntari pentru oraș.')
    const areas = await query<{ name: string }>(
      `select ia.name from community_impact_areas cia
       join impact_areas ia on ia.id = cia.impact_area_id
       join communities c on c.id = cia.community_id where c.slug = $1`,
      [free]
    )
    expect(areas.map((area) => area.name)).toEqual(['Mediu'])

    // Edit mode: the same modal with the community's values; the slug is fixed.
    await row.getByRole('button', { name: `Editează comunitatea ${name}` }).click()
    const edit = page.getByRole('dialog', { name: 'Editează comunitate' })
    await expect(edit.getByRole('textbox', { name: 'Nume' })).toHaveValue(name)
    await expect(edit.getByRole('textbox', { name: 'Slug' })).toBeDisabled()
    await expect(edit.getByRole('textbox', { name: 'Slug' })).toHaveValue(free)
    await expect(edit.getByRole('gridcell', { name: 'Mediu' })).toBeVisible()
    await edit.getByRole('textbox', { name: 'Nume' }).fill(`Tinerii Clujului ${suffix}`)
    await edit.getByRole('button', { name: 'Salvează modificările' }).click()
    await expect(toast(page).last()).toHaveText(
      new RegExp(`Comunitatea „Tinerii Clujului ${suffix}” a fost actualizată\\.`)
    )
    await expect(edit).toBeHidden()
    await expect(
      page.getByRole('row', { name: new RegExp(`Tinerii Clujului ${suffix}`) })
    ).toContainText(free)

    // The existing community has no URL: its "open" action (in the row's menu) is disabled and says why.
    const existingRow = page.getByRole('row', { name: existing.name })
    await existingRow.getByRole('button', { name: `Alte acțiuni: ${existing.name}` }).click()
    const open = page.getByRole('menuitem', { name: /Deschide comunitatea/ })
    await expect(open).toHaveAttribute('aria-disabled', 'true')
    await expect(open).toContainText('Comunitatea nu are un URL')

    // Deleting asks first, naming the community; then the row is gone.
    await page.getByRole('menuitem', { name: `Șterge comunitatea ${existing.name}` }).click()
    const confirm = page.getByRole('dialog', { name: 'Ștergi comunitatea?' })
    await expect(confirm).toContainText(`Comunitatea „${existing.name}” va fi ștearsă`)
    await confirm.getByRole('button', { name: 'Șterge' }).click()
    await expect(toast(page).last()).toHaveText(
      new RegExp(`Comunitatea „${existing.name}” a fost ștearsă\\.`)
    )
    await expect(page.getByRole('row', { name: existing.name })).toHaveCount(0)
    expect(await query(`select id from communities where id = $1`, [existing.id])).toEqual([])
  })
})

test('switching events-module off removes the community menus from the org-admin’s sidebar', async ({
  page,
  browser,
}) => {
  await withOrgAdminBeside(
    page,
    browser,
    async ({ tenantPage, organizationUid, communityName }) => {
      await sidebar(tenantPage).getByRole('button', { name: 'Comunitate' }).click()
      await expect(
        sidebar(tenantPage).getByRole('link', { name: 'Setări comunitate' })
      ).toBeVisible()
      await expect(sidebar(tenantPage).getByRole('link', { name: 'Evenimente' })).toBeVisible()

      await openCommunityModules(page, organizationUid, communityName)
      await expect(page).toHaveURL(/\/communities\/[0-9a-f-]+\?tab=modules$/)
      await expect(page.getByRole('tab', { name: 'Module' })).toHaveAttribute(
        'aria-selected',
        'true'
      )
      await turnEventsOff(page)
      await expect(toast(page)).toHaveText(
        new RegExp(`Modulul „Evenimente” a fost dezactivat pentru „${communityName}”\\.`)
      )
      await page.reload()
      await expect(page.getByRole('switch', { name: 'Evenimente' })).not.toBeChecked()

      await tenantPage.reload()
      await expect(sidebar(tenantPage).getByRole('link', { name: 'Contacte' })).toBeVisible()
      await expect(
        sidebar(tenantPage).getByRole('link', { name: 'Setări comunitate' })
      ).toHaveCount(0)
      await expect(sidebar(tenantPage).getByRole('link', { name: 'Evenimente' })).toHaveCount(0)
      await expect(sidebar(tenantPage).getByRole('button', { name: 'Comunitate' })).toHaveCount(0)

      // The organization's modules tab shows the same switches, and turns it back on.
      await page.goto(`/organizations/${organizationUid}/modules`)
      const group = page.getByRole('region', { name: communityName })
      await group.getByRole('switch', { name: 'Evenimente' }).click({ force: true })
      await expect(toast(page).last()).toHaveText(/a fost activat/)
      await tenantPage.reload()
      await expect(
        sidebar(tenantPage).getByRole('link', { name: 'Setări comunitate' })
      ).toBeVisible()
    }
  )
})

test('an org-admin sees their communities as cards and switches the current one in the top bar', async ({
  page,
}) => {
  const orgAdmin = await createUser({ role: 'org-admin', modules: ['events-module'] })
  const suffix = unique('c').slice(2)
  const first = `Alfa ${suffix}`
  const second = `Beta ${suffix}`
  await query(`update communities set name = $2, description = 'Scurtă.' where id = $1`, [
    orgAdmin.community!.id,
    first,
  ])
  const other = await createCommunity(orgAdmin.organization!.id)
  const long = `Comunitate de voluntari ${'care ajută '.repeat(12)}`
  await query(`update communities set name = $2, description = $3 where id = $1`, [
    other.id,
    second,
    long,
  ])
  const otherUid = await uidOf('communities', other.id)

  await signInAs(page, orgAdmin)

  await page.goto('/')
  await sidebar(page).getByRole('link', { name: 'Comunități' }).click()
  await expect(page).toHaveURL(/\/communities$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Comunități')
  const cards = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2 }) })
  await expect(cards).toHaveCount(2)
  const betaCard = page.getByRole('listitem', { name: second })
  await expect(betaCard).toContainText(`${long.slice(0, 100).trimEnd()}…`)
  await expect(
    betaCard.getByRole('link', { name: `Editează comunitatea ${second}` })
  ).toHaveAttribute('href', `/communities/${otherUid}/edit`)

  await page.getByRole('searchbox', { name: 'Caută comunități' }).fill('Beta')
  await expect(cards).toHaveCount(1)
  await expect(page).toHaveURL(/search=Beta/)
  await expect(page.getByRole('listitem', { name: second })).toBeVisible()

  // The switcher: the first community by name is the current one; choosing the other switches.
  const switcher = page.getByRole('combobox', { name: 'Comunitatea curentă' })
  await expect(switcher).toHaveValue(first)
  await sidebar(page).getByRole('button', { name: 'Comunitate' }).click()
  await expect(sidebar(page).getByRole('link', { name: 'Setări comunitate' })).toBeVisible()
  await switcher.click()
  await page.getByRole('option', { name: second }).click()
  await expect(toast(page)).toHaveText(new RegExp(`Lucrezi acum în comunitatea „${second}”\\.`))
  await expect(switcher).toHaveValue(second)
  // The second community has no events module: its menus go.
  await expect(sidebar(page).getByRole('link', { name: 'Setări comunitate' })).toHaveCount(0)
  await page.reload()
  await expect(page.getByRole('combobox', { name: 'Comunitatea curentă' })).toHaveValue(second)

  // A bookmark of an events page now says why it is not there, and leads back home.
  for (const path of ['/events', '/community/settings']) {
    await page.goto(path)
    await expect(page.getByRole('heading', { name: 'Modul inactiv' })).toBeVisible()
    await expect(
      page.getByText(`Modulul „Evenimente” nu este activ pentru comunitatea ${second}.`)
    ).toBeVisible()
  }
  await page.getByRole('link', { name: 'Înapoi la panoul de control' }).click()
  await expect(page).toHaveURL(/\/$/)
})

import type { Page, Response } from '@playwright/test'
import { createUser } from './support/db.ts'
import { expect, test } from './support/fixtures.ts'
import { sidebar, signInAs } from './support/pages.ts'

const ERROR_TITLES = /Acces interzis|Pagina nu există|Eroare de server/

/** Opens every closed group of the menu (the choice is kept for the next pages). */
async function openGroups(page: Page) {
  await expect(sidebar(page)).toBeVisible()
  const closed = sidebar(page).locator('button[aria-expanded="false"]')
  while ((await closed.count()) > 0) await closed.first().click()
}

/** The menu's links (of the group titled `group` when given): name and address. */
async function linksOf(page: Page, group?: string) {
  await openGroups(page)
  const scope = group
    ? sidebar(page)
        .locator(':scope > div')
        .filter({ has: page.getByRole('button', { name: group, exact: true }) })
    : sidebar(page)
  const links = []
  for (const link of await scope.getByRole('link').all()) {
    const name = await link.textContent()
    links.push({ name: (name ?? '').trim(), href: (await link.getAttribute('href')) ?? '' })
  }
  return links
}

/** Sections of the sidebar: heading → link names, in order. */
async function sectionsOf(page: Page) {
  await openGroups(page)
  const sections = []
  for (const section of await sidebar(page).locator(':scope > div').all()) {
    const title = await section.getByRole('heading').first().textContent()
    const links = await section.getByRole('link').allTextContents()
    sections.push({ title: (title ?? '').trim(), links: links.map((link) => link.trim()) })
  }
  return sections
}

/**
 * Clicks every sidebar link (of the group `group` when given) in turn: each page renders its
 * heading, none is an error page.
 */
async function expectEveryLinkOpens(page: Page, group?: string) {
  const failures: string[] = []
  const onResponse = (response: Response) => {
    const type = response.request().resourceType()
    if (response.status() >= 400 && ['document', 'xhr', 'fetch'].includes(type)) {
      failures.push(`${response.status()} ${response.url()}`)
    }
  }
  page.on('response', onResponse)

  const links = await linksOf(page, group)
  expect(links.length).toBeGreaterThan(0)
  for (const { name, href } of links) {
    const link = sidebar(page).getByRole('link', { name, exact: true })
    await link.click()
    await expect(page, `${name} → ${href}`).toHaveURL((url) => url.pathname === href)
    await expect(link).toHaveAttribute('aria-current', 'page')
    const heading = page.getByRole('heading', { level: 1 })
    await expect(heading, `heading of ${href}`).toBeVisible()
    await expect(heading, `heading of ${href}`).not.toHaveText(ERROR_TITLES)
    await expect(page, `title of ${href}`).not.toHaveTitle(ERROR_TITLES)
  }

  page.off('response', onResponse)
  expect(failures, 'error answers while following the menu').toEqual([])
}

test.describe('as the worker’s super-admin', () => {
  test.use({ signedInAs: 'super-admin' })

  test('super-admin menu: Meniu, Management, Vânzări and the mobile app; every link opens', async ({
    page,
  }) => {
    await page.goto('/')

    const sections = await sectionsOf(page)
    expect(sections.map((section) => section.title)).toEqual([
      'Meniu',
      'Management',
      'Vânzări',
      'Aplicația mobilă',
    ])
    for (const title of ['Meniu', 'Management', 'Vânzări', 'Aplicația mobilă']) {
      await expect(sidebar(page).getByText(title, { exact: true })).toBeVisible()
    }
    expect(sections[0].links).toEqual(
      expect.arrayContaining(['Panou de control', 'Utilizatori', 'Invită utilizatori'])
    )
    expect(sections[1].links).toEqual(['Organizații', 'Adaugă organizație'])
    expect(sections[2].links).toEqual(['Oferte', 'Facturi'])
    expect(sections[3].links).toEqual(['Setări generale', 'Personalizare', 'Membri'])
    for (const tenantOnly of ['Contacte', 'Evenimente', 'Setări comunitate']) {
      await expect(sidebar(page).getByRole('link', { name: tenantOnly })).toHaveCount(0)
    }

    await expectEveryLinkOpens(page)
  })
})

/** An org-admin of a community with the events module, signed in, on the dashboard. */
async function orgAdminWithEvents(page: Page) {
  const user = await createUser({ role: 'org-admin', modules: ['events-module'] })
  await signInAs(page, user)
  await page.goto('/')
}

test('org-admin menu with the events module: its entries, Utilizatori beneath Setări', async ({
  page,
}) => {
  await orgAdminWithEvents(page)

  const links = await linksOf(page)
  const names = links.map((link) => link.name)
  expect(names).toEqual(
    expect.arrayContaining([
      'Contacte',
      'Liste',
      'Companii',
      'Setări',
      'Utilizatori',
      'Invită utilizatori',
      'Setări comunitate',
      'Stiluri comunitate',
      'Evenimente',
      'Segmente',
      'Feed-uri',
      'Quiz-uri',
      'Produse',
      'Oferte',
      'Facturi',
    ])
  )
  for (const platformOnly of ['Organizații', 'Adaugă organizație', 'Setări generale']) {
    expect(names).not.toContain(platformOnly)
  }

  // Utilizatori and Invită utilizatori sit beneath Setări.
  const settings = sidebar(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: 'Setări', exact: true }) })
  await expect(settings.getByRole('list').getByRole('link')).toHaveText([
    'Utilizatori',
    'Invită utilizatori',
  ])
})

// The org-admin's menu is long: a test for each group, so that they run side by side.
for (const group of ['Meniu', 'Comunitate', 'Conținut', 'Vânzări', 'Securitate']) {
  test(`org-admin with the events module: every link of the ${group} group opens`, async ({
    page,
  }) => {
    await orgAdminWithEvents(page)
    await expectEveryLinkOpens(page, group)
  })
}

/**
 * Without the events module the menu's pages are those of the module's menu less its own: their
 * rendering is followed above; here the server lets this org-admin open each of them.
 */
test('org-admin without the events module sees no events or community entries; each linked page answers', async ({
  page,
}) => {
  const user = await createUser({ role: 'org-admin', modules: [] })
  await signInAs(page, user)
  await page.goto('/')

  const links = await linksOf(page)
  const names = links.map((link) => link.name)
  expect(names).toEqual(expect.arrayContaining(['Contacte', 'Setări', 'Segmente', 'Produse']))
  for (const hidden of [
    'Evenimente',
    'Adaugă eveniment',
    'Setări comunitate',
    'Stiluri comunitate',
  ]) {
    expect(names).not.toContain(hidden)
  }
  for (const { href } of links) {
    // Not redirected (to sign-in or elsewhere), not refused.
    const answer = await page.request.get(href, { maxRedirects: 0 })
    expect(answer.status(), href).toBe(200)
  }
})

test('org-admin at 1440×900: the groups fold, so "Produse" is reached without scrolling the menu', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  const user = await createUser({ role: 'org-admin', modules: ['events-module'] })
  await signInAs(page, user)
  await page.goto('/')

  const content = sidebar(page).getByRole('button', { name: 'Conținut' })
  const community = sidebar(page).getByRole('button', { name: 'Comunitate' })
  const products = sidebar(page).getByRole('link', { name: 'Produse', exact: true })
  // On the dashboard: the main group open, the others closed.
  await expect(sidebar(page).getByRole('button', { name: 'Meniu' })).toHaveAttribute(
    'aria-expanded',
    'true'
  )
  await expect(content).toHaveAttribute('aria-expanded', 'false')
  await expect(community).toHaveAttribute('aria-expanded', 'false')
  await expect(products).toBeHidden()

  await content.click()
  await expect(products).toBeInViewport()
  // Reached without scrolling: "Produse" lies inside the menu's visible height (the closed
  // groups below it, Vânzări, may take the menu past it).
  const unscrolled = await sidebar(page).evaluate((element) => {
    const box = element as unknown as { scrollTop: number }
    return box.scrollTop
  })
  expect(unscrolled, 'the menu scrolled').toBe(0)
  const [menu, link] = await Promise.all([sidebar(page).boundingBox(), products.boundingBox()])
  expect(link!.y + link!.height, 'Produse below the menu').toBeLessThanOrEqual(
    menu!.y + menu!.height
  )
})

test('a user without a role gets an empty menu', async ({ page }) => {
  const user = await createUser({ role: null })
  await signInAs(page, user)
  await page.goto('/')

  await expect(
    page.getByText('Contul tău nu are încă un rol. Contactează un administrator.')
  ).toBeVisible()
  await expect(sidebar(page).getByRole('link')).toHaveCount(0)
  expect(await sectionsOf(page)).toEqual([])
})

import type { Locator, Page } from '@playwright/test'
import { test, expect } from './support/fixtures.ts'
import {
  createCommunity,
  createInvitation,
  createOrganization,
  createUser,
  factories,
  uidOf,
  unique,
} from './support/db.ts'
import { expectNoPageScroll, signInAs } from './support/pages.ts'

/**
 * Every table keeps one row-actions pattern (the main action visible, the
 * rest in a "⋯" menu) and stays usable on a phone, where a DataTable row is a
 * card with all its actions in one menu: the buttons and menus are inside the
 * 390 px screen, and every tab of a screen can be brought into view.
 */
const PHONE = { width: 390, height: 844 }

/** The element is entirely inside the screen's width (0..390). */
async function expectOnScreen(element: Locator) {
  await expect(element).toBeVisible()
  const box = await element.boundingBox()
  expect(box, 'bounding box').not.toBeNull()
  expect(box!.x).toBeGreaterThanOrEqual(0)
  expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width)
}

/** The row's main action and menu are on screen; the menu offers `others`. */
async function expectRowActions(
  page: Page,
  row: Locator,
  { main, menu, others }: { main: Locator; menu?: string; others?: string[] }
) {
  await expectOnScreen(main)
  if (menu) {
    const button = row.getByRole('button', { name: `Alte acțiuni: ${menu}`, exact: true })
    await expectOnScreen(button)
    await button.click()
    const opened = page.getByRole('menu', { name: `Alte acțiuni: ${menu}` })
    for (const name of others ?? []) {
      await expectOnScreen(opened.getByRole('menuitem', { name, exact: true }))
    }
    await page.keyboard.press('Escape')
    await expect(opened).toBeHidden()
  }
  await expectNoPageScroll(page)
}

/** A DataTable row on a phone is a card: its one menu ("Acțiuni: …") offers `items`, on screen. */
async function expectCardActions(page: Page, card: Locator, name: string, items: string[]) {
  const button = card.getByRole('button', { name: `Acțiuni: ${name}`, exact: true })
  await expectOnScreen(button)
  await button.click()
  const menu = page.getByRole('menu', { name: `Acțiuni: ${name}` })
  for (const item of items) {
    await expectOnScreen(menu.getByRole('menuitem', { name: item, exact: true }))
  }
  await page.keyboard.press('Escape')
  await expect(menu).toBeHidden()
  await expectNoPageScroll(page)
}

test.describe('on a phone (390 px)', () => {
  test.use({ viewport: PHONE })

  test('platform tables: users, invitations, organizations and communities keep their actions in view', async ({
    page,
    superAdmin: admin,
  }) => {
    const invitation = await createInvitation()
    const organization = await createOrganization(unique('Organizație lungă de telefon'))
    const community = await createCommunity(organization.id)
    const organizationUid = await uidOf('organizations', organization.id)

    await page.goto(`/users?search=${admin.lastName}`)
    await expectCardActions(
      page,
      page.getByRole('article').filter({ hasText: admin.email }),
      admin.fullName,
      [`Editează utilizatorul ${admin.fullName}`]
    )

    await page.goto(`/users/invite?search=${invitation.email}`)
    await expectCardActions(
      page,
      page.getByRole('article').filter({ hasText: invitation.email }),
      invitation.email,
      [
        `Retrimite invitația către ${invitation.email}`,
        `Șterge invitația către ${invitation.email}`,
      ]
    )

    await page.goto(`/organizations?search=${encodeURIComponent(organization.name)}`)
    const card = page.getByRole('article', { name: organization.name })
    await expectRowActions(page, card, {
      main: card.getByRole('link', { name: `Editează organizația ${organization.name}` }),
      menu: organization.name,
      others: [
        `Comunitățile organizației ${organization.name}`,
        `Șterge organizația ${organization.name}`,
      ],
    })

    await page.goto(`/organizations/${organizationUid}/communities`)
    await expectCardActions(
      page,
      page.getByRole('article', { name: community.name }),
      community.name,
      [
        `Editează comunitatea ${community.name}`,
        `Modulele comunității ${community.name}`,
        `Deschide comunitatea ${community.name} într-o filă nouă`,
        `Pagina de editare a comunității ${community.name}`,
        `Șterge comunitatea ${community.name}`,
      ]
    )
  })

  test('tenant tables: contacts, lists, companies, products, segments and the community cards keep their actions in view', async ({
    page,
  }) => {
    const admin = await createUser({ role: 'org-admin' })
    const communityId = admin.community!.id
    const { ContactFactory, ContactListFactory, CompanyFactory, ProductFactory, SegmentFactory } =
      await factories()
    await ContactFactory.merge({
      communityId,
      firstName: 'Ecaterina',
      lastName: 'Constantinescu-Dobrogeanu',
      email: 'ecaterina.constantinescu@example.test',
      phoneNumber: '+40722000111',
    }).create()
    await ContactListFactory.merge({
      communityId,
      title: 'Voluntari de toamnă',
      description: 'Cei care ajută la festivalul de toamnă din parc',
    }).create()
    await CompanyFactory.merge({
      communityId,
      name: 'Tipografia Transilvania',
      website: 'https://tipografia-transilvania.example.test',
      type: 'furnizor',
    }).create()
    await ProductFactory.merge({
      communityId,
      name: 'Atelier de ceramică',
      descriptionShort: 'Scurt',
      descriptionLong: 'Lung',
    }).create()
    await SegmentFactory.merge({ communityId, name: 'Clienți fideli', code: 'FIDELI' }).create()
    await signInAs(page, admin)
    await page.goto('/')

    // Each screen: the row's text, its main action, the row's name in its menu, the other item.
    const screens: [string, string, string, string, string][] = [
      ['/contacts', 'Ecaterina', 'Editează', 'Ecaterina Constantinescu-Dobrogeanu', 'Șterge'],
      ['/lists', 'Voluntari de toamnă', 'Editează lista', 'Voluntari de toamnă', 'Șterge lista'],
      ['/companies', 'Tipografia Transilvania', 'Editează', 'Tipografia Transilvania', 'Șterge'],
      [
        '/products',
        'Atelier de ceramică',
        'Editează produsul',
        'Atelier de ceramică',
        'Șterge produsul',
      ],
      ['/segments', 'Clienți fideli', 'Editează segmentul', 'FIDELI', 'Șterge segmentul'],
    ]
    // On a phone each row is a card: all its actions, the main one first, in one menu.
    for (const [path, text, edit, name, remove] of screens) {
      await page.goto(path)
      await expectCardActions(page, page.getByRole('article').filter({ hasText: text }), name, [
        `${edit} ${name}`,
        `${remove} ${name}`,
      ])
    }

    // The org-admin's communities are cards: the same pattern, one action.
    const community = admin.community!.name
    await page.goto('/communities')
    const card = page.getByRole('listitem', { name: community })
    await expectRowActions(page, card, {
      main: card.getByRole('link', { name: `Editează comunitatea ${community}` }),
    })
  })

  test.describe('as the worker’s super-admin', () => {
    test.use({ signedInAs: 'super-admin' })

    test('every tab of the organization and community editors can be brought into view', async ({
      page,
    }) => {
      const organization = await createOrganization()
      const community = await createCommunity(organization.id)

      await page.goto(`/organizations/${await uidOf('organizations', organization.id)}`)
      const pageTabs = page
        .getByRole('navigation', { name: 'Secțiunile organizației' })
        .getByRole('link')
      await expect(pageTabs.first()).toBeVisible()
      expect(await pageTabs.count()).toBeGreaterThan(3)
      for (const tab of await pageTabs.all()) {
        await tab.scrollIntoViewIfNeeded()
        await expectOnScreen(tab)
      }
      await expectNoPageScroll(page)

      await page.goto(`/communities/${await uidOf('communities', community.id)}/edit`)
      const panelTabs = page.getByRole('tab')
      await expect(panelTabs.first()).toBeVisible()
      expect(await panelTabs.count()).toBeGreaterThan(3)
      for (const tab of await panelTabs.all()) {
        await tab.scrollIntoViewIfNeeded()
        await expectOnScreen(tab)
      }
      await expectNoPageScroll(page)
    })
  })
})

test.describe('as the worker’s super-admin', () => {
  test.use({ signedInAs: 'super-admin' })

  test('on a wide screen (1440 px) a communities row has one main action and a menu, on one line', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 })
    const organization = await createOrganization()
    const community = await createCommunity(organization.id)
    await page.goto(`/organizations/${await uidOf('organizations', organization.id)}/communities`)

    const row = page.getByRole('row', { name: community.name })
    const main = row.getByRole('button', { name: `Editează comunitatea ${community.name}` })
    const menu = row.getByRole('button', { name: `Alte acțiuni: ${community.name}` })
    await expect(menu).toBeVisible()
    // Nothing else to press in the row: the other four actions are in the menu.
    await expect(row.getByRole('button')).toHaveCount(2)
    await expect(row.getByRole('link')).toHaveCount(0)
    const [a, b] = [await main.boundingBox(), await menu.boundingBox()]
    expect(Math.abs(a!.y - b!.y)).toBeLessThan(8)
    expect(b!.x).toBeGreaterThan(a!.x + a!.width - 1)

    // The delete is a red menu item that asks first.
    await menu.click()
    const remove = page.getByRole('menuitem', { name: `Șterge comunitatea ${community.name}` })
    const modules = page.getByRole('menuitem', { name: `Modulele comunității ${community.name}` })
    const color = (item: Locator) =>
      item.evaluate(
        (element) =>
          (
            globalThis as unknown as { getComputedStyle: (node: unknown) => { color: string } }
          ).getComputedStyle(element).color
      )
    expect(await color(remove)).not.toBe(await color(modules))
    await remove.click()
    await expect(page.getByRole('dialog', { name: 'Ștergi comunitatea?' })).toBeVisible()
  })
})

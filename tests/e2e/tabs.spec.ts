import { expect, test } from './support/fixtures.ts'
import { createOrganization, createUser, factories, uidOf } from './support/db.ts'
import { expectNoPageScroll, signInAs } from './support/pages.ts'

test.describe('as the worker’s super-admin', () => {
  test.use({ signedInAs: 'super-admin' })

  test('on a phone (390 px) the tabs scroll inside their strip: the page does not widen and the current tab is in view', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    const organization = await createOrganization()
    const uid = await uidOf('organizations', organization.id)
    await page.goto(`/organizations/${uid}/communities`)

    const tabs = page.getByRole('navigation', { name: 'Secțiunile organizației' })
    const current = tabs.getByRole('link', { name: 'Comunități' })
    await expect(current).toHaveAttribute('aria-current', 'page')
    await expect(current).toBeInViewport({ ratio: 1 })
    await expectNoPageScroll(page)

    // The first tab is off to the left now, reachable by scrolling the strip.
    const first = tabs.getByRole('link', { name: 'Profil' })
    await first.scrollIntoViewIfNeeded()
    await expect(first).toBeInViewport({ ratio: 1 })
    await first.click()
    await expect(page).toHaveURL(new RegExp(`/organizations/${uid}$`))
    await expect(tabs.getByRole('link', { name: 'Profil' })).toHaveAttribute('aria-current', 'page')
  })
})

test("on a phone (390 px) the event editor's eight tabs scroll to the last one, a fade and arrow showing what is out of view", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  const admin = await createUser({ role: 'org-admin', modules: ['events-module'] })
  const { EventFactory } = await factories()
  const event = await EventFactory.merge({ communityId: admin.community!.id }).create()
  await signInAs(page, admin)
  await page.goto(`/events/${event.uid}`)

  const tabs = page.getByRole('tablist', { name: 'Secțiunile evenimentului' })
  await expect(tabs.getByRole('tab')).toHaveCount(8)
  const last = tabs.getByRole('tab', { name: 'Istoric' })
  await expect(last).not.toBeInViewport({ ratio: 1 })
  // Tabs out of view on the right: the hint says so; nothing is hidden on the left yet.
  const after = page.getByTestId('tabs-hint-after')
  await expect(after).toBeVisible()
  await expect(page.getByTestId('tabs-hint-before')).toHaveCount(0)
  await expectNoPageScroll(page)

  // Pressing the arrow scrolls the strip: tabs are now out of view on the left too.
  await after.click()
  await expect(page.getByTestId('tabs-hint-before')).toBeVisible()
  // At the end of the strip the last tab is whole and the right-hand hint is gone.
  await last.scrollIntoViewIfNeeded()
  // Whole, but for a fraction of a pixel of subpixel layout.
  await expect(last).toBeInViewport({ ratio: 0.99 })
  await expect(after).toHaveCount(0)
  await last.click()
  await expect(page).toHaveURL(/\?tab=history$/)
  await expect(last).toHaveAttribute('aria-selected', 'true')
  // The tab's panel loads when first opened: the event's timeline.
  await expect(page.getByRole('heading', { level: 2, name: 'Istoric' })).toBeVisible()
  await expectNoPageScroll(page)
})

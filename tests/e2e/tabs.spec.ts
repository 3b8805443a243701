import { expect, test } from './support/fixtures.ts'
import { createCommunity, createOrganization, createUser, uidOf } from './support/db.ts'
import { expectNoPageScroll, signIn } from './support/pages.ts'

test('panel tabs: the open tab is in the address, so a reload keeps it; arrow keys move it', async ({
  page,
}) => {
  const admin = await createUser({ role: 'super-admin' })
  const organization = await createOrganization()
  const community = await createCommunity(organization.id)
  const uid = await uidOf('communities', community.id)
  await signIn(page, admin.email, admin.password)
  await page.goto(`/communities/${uid}/edit`)

  await page.getByRole('tab', { name: 'Link-uri', exact: true }).click()
  await expect(page).toHaveURL(new RegExp(`/communities/${uid}/edit\\?tab=links$`))
  await page.reload()
  await expect(page.getByRole('tab', { name: 'Link-uri', exact: true })).toHaveAttribute(
    'aria-selected',
    'true'
  )
  await page.getByRole('tab', { name: 'Link-uri', exact: true }).focus()
  await page.keyboard.press('ArrowLeft')
  await expect(page.getByRole('tab', { name: 'Contact', exact: true })).toHaveAttribute(
    'aria-selected',
    'true'
  )
  await expect(page).toHaveURL(/\?tab=contact$/)
})

test('on a phone (390 px) the tabs scroll inside their strip: the page does not widen and the current tab is in view', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  const admin = await createUser({ role: 'super-admin' })
  const organization = await createOrganization()
  const uid = await uidOf('organizations', organization.id)
  await signIn(page, admin.email, admin.password)
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

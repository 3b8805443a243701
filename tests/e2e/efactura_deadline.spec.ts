/**
 * The e-Factura state of the invoices at a laptop's 1366×768: the columns before the pinned
 * actions are in view, not under it; and an organization without ANAF credentials is told how
 * many documents wait, the super-admin linked to where the credentials are set.
 */
import { test, expect } from './support/fixtures.ts'
import type { Locator } from '@playwright/test'
import { createUser } from './support/db.ts'
import { signInAs } from './support/pages.ts'
import { createContact } from '../http/helpers/contacts.ts'
import { createInvoice, createWonCar } from '../http/helpers/auction.ts'

/** What the page-side callback below reads of an element (the e2e project has no DOM types). */
interface PageElement {
  getBoundingClientRect(): { left: number; top: number; width: number; height: number }
  contains(other: PageElement | null): boolean
  ownerDocument: { elementFromPoint(x: number, y: number): PageElement | null }
}

/**
 * The element is on screen and, at its left edge, its centre and its right edge, what the browser
 * finds is the element itself (the pinned actions column covers none of it).
 */
async function expectUncovered(element: Locator, name: string) {
  await expect(element, name).toBeVisible()
  const uncovered = await element.evaluate((node) => {
    const self = node as unknown as PageElement
    const box = self.getBoundingClientRect()
    const middle = box.top + box.height / 2
    return [box.left + 1, box.left + box.width / 2, box.left + box.width - 1].map((x) =>
      self.contains(self.ownerDocument.elementFromPoint(x, middle))
    )
  })
  expect(uncovered, `${name}: left edge, centre, right edge in view`).toEqual([true, true, true])
}

/** An org-admin's community with a won car invoiced (FCT-7, not yet sent to ANAF). */
async function invoicedCommunity() {
  const owner = await createUser({ role: 'org-admin' })
  const communityId = owner.community!.id
  const bidder = await createContact(communityId, { first_name: 'Ioana', last_name: 'Munteanu' })
  const { bids } = await createWonCar(communityId, [
    { contact_id: bidder.id, amount_cents: 1_080_050 },
  ])
  await createInvoice(communityId, { bid_id: bids[0].id, number: 7 })
  return owner
}

test('at 1366 px the invoices’ Stare and e-Factura and the bids’ Stare and Factură are in view, not under the actions; without ANAF credentials the org-admin reads how many documents wait', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 768 })
  const owner = await invoicedCommunity()
  await signInAs(page, owner)

  await page.goto('/administrare/invoices')
  const invoices = page.getByRole('table', { name: 'Facturile' })
  const invoice = invoices.getByRole('row').filter({ hasText: 'FCT-7' })
  await expectUncovered(invoices.getByRole('columnheader', { name: 'Stare' }), 'Stare')
  await expectUncovered(
    invoices.getByRole('columnheader', { name: 'e-Factura (ANAF)' }),
    'e-Factura (ANAF)'
  )
  await expectUncovered(invoice.getByRole('cell', { name: 'Emisă' }), 'the invoice’s state')
  await expectUncovered(invoice.getByRole('cell', { name: 'de trimis' }), 'its e-Factura state')
  const notice = page.getByTestId('efactura-no-credentials')
  await expect(notice).toContainText('Organizația nu are credențiale ANAF')
  await expect(notice).toContainText('1 document așteaptă')
  await expect(notice).toContainText('un super-administrator')
  await expect(notice.getByRole('link')).toHaveCount(0)

  await page.goto('/administrare/bids')
  const bids = page.getByRole('table', { name: 'Ofertele licitațiilor' })
  const bid = bids.getByRole('row').filter({ hasText: 'Ioana Munteanu' })
  await expectUncovered(bids.getByRole('columnheader', { name: 'Stare' }), 'Stare')
  await expectUncovered(bids.getByRole('columnheader', { name: 'Factură' }), 'Factură')
  await expectUncovered(bid.getByTestId('bid-state'), 'the bid’s state')
  await expectUncovered(bid.getByTestId('invoice-number'), 'its invoice')

  await page.goto('/')
  await expect(page.getByTestId('efactura-no-credentials')).toContainText('1 document așteaptă')
})

test.describe('as a super-admin', () => {
  test.use({ signedInAs: 'super-admin' })

  test('a super-admin reads which organizations have no ANAF credentials and opens the tab where they are set', async ({
    page,
  }) => {
    const owner = await invoicedCommunity()
    await page.goto(`/administrare/invoices?community=${owner.community!.uid}`)
    const notice = page.getByTestId('efactura-no-credentials')
    await expect(notice).toContainText(`${owner.organization!.name}: 1 document așteaptă`)
    await notice.getByRole('link', { name: owner.organization!.name }).click()
    await expect(page).toHaveURL(`/organizations/${owner.organization!.uid}/efactura`)
    await expect(
      page.getByRole('heading', { name: 'Credențiale ANAF (RO e-Factura)' })
    ).toBeVisible()
  })
})

import { test, expect } from './support/fixtures.ts'
import { createUser, unique } from './support/db.ts'
import { createContact } from '../http/helpers/contacts.ts'
import { createBid, createCar, createLot } from '../http/helpers/auction.ts'

test.use({ signedInAs: 'super-admin' })

test("a super-admin finds a community's bid in /administrare/bids and opens its car in a new tab, read-only", async ({
  page,
}) => {
  const owner = await createUser({ role: 'org-admin' })
  const communityId = owner.community!.id
  const bidder = await createContact(communityId, { first_name: 'Radu', last_name: 'Ciobanu' })
  // The list is the whole platform's: the lot's own title finds this test's bid.
  const lot = await createLot(communityId, { title: unique('Licitația de vară') })
  const car = await createCar(communityId, {
    lot_id: lot.id,
    make: 'Skoda',
    model: 'Octavia',
    year: 2019,
  })
  await createBid(communityId, { car_id: car.id, contact_id: bidder.id, amount_cents: 910_000 })

  await page.goto(`/administrare/bids?search=${encodeURIComponent(lot.title)}`)
  const row = page.getByRole('row').filter({ hasText: 'Skoda Octavia (2019)' })
  await expect(row).toContainText('Radu Ciobanu')
  await expect(row).toContainText(owner.community!.name)

  await row.getByRole('button', { name: 'Alte acțiuni: Skoda Octavia (2019)' }).click()
  const opened = page.context().waitForEvent('page')
  await page
    .getByRole('menuitem', { name: 'Deschide Skoda Octavia (2019) într-o filă nouă' })
    .click()
  const carPage = await opened
  await expect(
    carPage.getByRole('heading', { level: 1, name: 'Skoda Octavia (2019)' })
  ).toBeVisible()
  await expect(carPage.getByRole('table')).toContainText('Radu Ciobanu')
  await expect(carPage.getByRole('table')).toContainText('9.100')
  // Read-only: no bid form, no edit button.
  await expect(carPage.getByRole('heading', { name: 'Adaugă ofertă' })).toHaveCount(0)
  await expect(carPage.getByRole('link', { name: 'Editează' })).toHaveCount(0)
})

/** What the page-side callbacks below read of an element (the e2e project has no DOM types). */
interface PageElement {
  textContent: string | null
  querySelectorAll(selector: string): ArrayLike<PageElement>
  getBoundingClientRect(): { width: number }
  ownerDocument: {
    createRange(): {
      selectNodeContents(node: PageElement): void
      getClientRects(): ArrayLike<{ top: number }>
    }
  }
}

test('at 1440 px a bid’s date stays on one line and a lot shows once for its run of bids', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  const owner = await createUser({ role: 'org-admin' })
  const communityId = owner.community!.id
  const bidder = await createContact(communityId, { first_name: 'Ioana', last_name: 'Munteanu' })
  const lot = await createLot(communityId, { title: unique('Licitația de toamnă') })
  const car = await createCar(communityId, {
    lot_id: lot.id,
    make: 'Dacia',
    model: 'Duster',
    year: 2021,
  })
  for (const amount of [500_000, 510_000, 520_000]) {
    await createBid(communityId, { car_id: car.id, contact_id: bidder.id, amount_cents: amount })
  }

  // The list is the whole platform's: the lot's own title finds this test's bids.
  await page.goto(`/administrare/bids?search=${encodeURIComponent(lot.title)}`)
  const table = page.getByRole('table')
  await expect(table.getByRole('row').filter({ hasText: 'Dacia Duster (2021)' })).toHaveCount(3)

  // The lot's title takes room on screen in one row only (the others keep it for screen readers).
  const widths = await table
    .getByText(lot.title, { exact: true })
    .evaluateAll((cells) =>
      cells.map((cell) => (cell as unknown as PageElement).getBoundingClientRect().width)
    )
  expect(widths.filter((width) => width > 1)).toHaveLength(1)

  // Each date's text lies on one line.
  const dateLines = await table
    .getByRole('row')
    .filter({ hasText: 'Dacia Duster (2021)' })
    .evaluateAll((rows) =>
      rows.map((element) => {
        const row = element as unknown as PageElement
        const cells = Array.from(row.querySelectorAll('td, th'))
        const date = cells.find((cell) => /\d{2}:\d{2}/.test(cell.textContent ?? ''))!
        const range = row.ownerDocument.createRange()
        range.selectNodeContents(date)
        return new Set(Array.from(range.getClientRects(), (rect) => Math.round(rect.top))).size
      })
    )
  expect(dateLines).toEqual([1, 1, 1])
})

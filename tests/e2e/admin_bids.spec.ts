import { test, expect } from './support/fixtures.ts'
import { createUser } from './support/db.ts'
import { signIn } from './support/pages.ts'
import { createContact } from '../http/helpers/contacts.ts'
import { createBid, createCar } from '../http/helpers/auction.ts'

test("a super-admin finds a community's bid in /administrare/bids and opens its car in a new tab, read-only", async ({
  page,
}) => {
  const owner = await createUser({ role: 'org-admin' })
  const communityId = owner.community!.id
  const bidder = await createContact(communityId, { first_name: 'Radu', last_name: 'Ciobanu' })
  const car = await createCar(communityId, { make: 'Skoda', model: 'Octavia', year: 2019 })
  await createBid(communityId, { car_id: car.id, contact_id: bidder.id, amount_cents: 910_000 })
  const admin = await createUser({ role: 'super-admin' })

  await signIn(page, admin.email, admin.password)
  await page.goto('/administrare/bids?search=Octavia')
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

import { readFile } from 'node:fs/promises'
import { test, expect } from './support/fixtures.ts'
import { createUser, factories, query, unique } from './support/db.ts'
import { signInAs, toast } from './support/pages.ts'

/**
 * Fresh confirmation (docs/security.md, "Fresh confirmation"): an org-admin whose session holds
 * no recent confirmation erases a contact; the erasure's dialog is filled, then the confirmation's
 * dialog asks the password (a wrong one is said under the field), and once confirmed the erasure
 * goes on with what was typed in the first dialog; the log then shows the erasure.
 */
test('an org-admin erases a contact after confirming the password; what was typed is kept', async ({
  page,
}) => {
  const admin = await createUser({ role: 'org-admin' })
  const { memberOf } = await factories()
  const { contact } = await memberOf(admin.community!.id)

  await signInAs(page, admin, { confirm: false })
  await page.goto(`/contacts/${contact.uid}`)
  await page.getByRole('button', { name: 'Șterge datele' }).click()
  const erase = page.getByRole('dialog').filter({ hasText: 'Cine a cerut' })
  await erase.getByRole('textbox', { name: 'Cine a cerut' }).fill('Ana Confirmată')
  await erase.getByRole('textbox', { name: /Notă/ }).fill('Cerere prin telefon.')
  await erase.getByRole('button', { name: 'Șterge definitiv' }).click()

  const confirm = page.getByRole('dialog', { name: 'Confirmă că ești tu' })
  await expect(confirm).toBeVisible()
  await confirm.getByLabel('Parola').fill('nu-e-parola')
  await confirm.getByRole('button', { name: 'Confirmă și continuă' }).click()
  await expect(confirm).toContainText('Parola nu este corectă.')
  const [still] = await query('select erased_at from contacts where id = $1', [contact.id])
  expect(still.erased_at).toBeNull()

  await confirm.getByLabel('Parola').fill(admin.password)
  await confirm.getByRole('button', { name: 'Confirmă și continuă' }).click()
  await expect(
    toast(page, 'Datele contactului au fost șterse și ștergerea a fost trecută în registru.')
  ).toBeVisible()
  await expect(page.getByRole('heading', { level: 1, name: 'Contact șters' })).toBeVisible()

  // What was typed in the erasure's dialog reached the register.
  const [request] = await query(
    'select requester_name, note from gdpr_requests where contact_id = $1',
    [contact.id]
  )
  expect(request).toEqual({ requester_name: 'Ana Confirmată', note: 'Cerere prin telefon.' })

  // The log says who erased the contact's data, and the confirmation that came before.
  await page.goto('/audit')
  const log = page.getByRole('table', { name: 'Intrările jurnalului de audit' })
  const erasure = log.getByRole('row').filter({ hasText: 'Date șterse (GDPR)' })
  await expect(erasure).toHaveCount(1)
  await expect(erasure).toContainText(admin.fullName)
  await expect(log.getByRole('row').filter({ hasText: 'Confirmare' }).first()).toContainText(
    admin.fullName
  )
})

/**
 * The export of all contacts asks the same confirmation: the search typed before stays in the
 * file's URL, the download starts once the password is confirmed, and holds only what was found.
 */
test('an org-admin exports the contacts found by a search after confirming the password', async ({
  page,
}) => {
  const admin = await createUser({ role: 'org-admin' })
  const { ContactFactory } = await factories()
  const communityId = admin.community!.id
  const word = unique('Vasilescu')
    .toLowerCase()
    .replace(/[^a-z]/g, '')
  const found = await ContactFactory.merge([
    { communityId, lastName: `${word} Ion` },
    { communityId, lastName: `${word} Elena` },
  ]).createMany(2)
  const other = await ContactFactory.merge({ communityId }).create()

  await signInAs(page, admin, { confirm: false })
  await page.goto('/contacts')
  await page.getByRole('searchbox').fill(word)
  await expect(page).toHaveURL(new RegExp(`search=${word}`))
  await expect(page.getByRole('rowheader')).toHaveCount(2)

  await page.getByRole('link', { name: 'Exportă CSV' }).click()
  const confirm = page.getByRole('dialog', { name: 'Confirmă că ești tu' })
  await expect(confirm).toBeVisible()
  await confirm.getByLabel('Parola').fill('nu-e-parola')
  await confirm.getByRole('button', { name: 'Confirmă și continuă' }).click()
  await expect(confirm).toContainText('Parola nu este corectă.')

  await confirm.getByLabel('Parola').fill(admin.password)
  const downloading = page.waitForEvent('download')
  await confirm.getByRole('button', { name: 'Confirmă și continuă' }).click()
  const download = await downloading
  await expect(confirm).toBeHidden()
  expect(download.suggestedFilename()).toMatch(/\.csv$/)
  const csv = await readFile((await download.path())!, 'utf8')
  for (const contact of found) expect(csv).toContain(contact.email!)
  expect(csv).not.toContain(other.email!)
  // The page stays where it was, the search kept.
  await expect(page.getByRole('searchbox')).toHaveValue(word)
})

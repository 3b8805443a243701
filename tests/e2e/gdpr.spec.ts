import { test, expect } from './support/fixtures.ts'
import { createUser, factories, query } from './support/db.ts'
import { signInAs, toast } from './support/pages.ts'

/**
 * GDPR from the screen (docs/security.md, "GDPR requests and consent"): an org-admin reads what
 * is held about a member's contact and downloads it as JSON, erases it after the dialog, and the
 * register shows the erasure done.
 */
test("an org-admin exports a contact's data, erases it after confirming, and sees the request done in the register", async ({
  page,
}) => {
  const admin = await createUser({ role: 'org-admin' })
  const communityId = admin.community!.id
  const { memberOf } = await factories()
  const { member, contact } = await memberOf(communityId)
  const name = contact.fullName

  await signInAs(page, admin)
  await page.goto(`/contacts/${contact.uid}`)
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()

  // The export: the readable page, then the same as a JSON file.
  await page.getByRole('link', { name: 'Exportă datele' }).click()
  await expect(
    page.getByRole('heading', { level: 1, name: `Datele deținute despre ${name}` })
  ).toBeVisible()
  await expect(page.getByTestId('data-contact')).toContainText(contact.email!)
  await expect(page.getByTestId('data-member')).toContainText('Telefon de test')
  const downloading = page.waitForEvent('download')
  await page.getByRole('link', { name: 'Descarcă JSON' }).click()
  const download = await downloading
  expect(download.suggestedFilename()).toBe(`date-contact-${contact.uid}.json`)
  const file = JSON.parse(
    await new Promise<string>((resolve, reject) => {
      download
        .createReadStream()
        .then((stream) => {
          let text = ''
          stream.on('data', (chunk) => (text += chunk))
          stream.on('end', () => resolve(text))
        })
        .catch(reject)
    })
  )
  expect(file.contact.email).toBe(contact.email)
  expect(file.member_accounts[0].account.email).toBe(member.email)

  // The erasure asks first: "Renunță" closes the dialog and nothing changes.
  await page.getByRole('link', { name: 'Înapoi la contact' }).click()
  await page.getByRole('button', { name: 'Șterge datele' }).click()
  let dialog = page.getByRole('dialog')
  await expect(dialog).toContainText('Facturile în care este cumpărător se păstrează')
  await dialog.getByRole('button', { name: 'Renunță' }).click()
  await expect(dialog).toBeHidden()
  const [kept] = await query('select erased_at from contacts where id = $1', [contact.id])
  expect(kept.erased_at).toBeNull()

  await page.getByRole('button', { name: 'Șterge datele' }).click()
  dialog = page.getByRole('dialog')
  await dialog.getByRole('textbox', { name: 'Cine a cerut' }).fill('Ana Solicitant')
  await dialog.getByRole('button', { name: 'Șterge definitiv' }).click()
  await expect(
    toast(page, 'Datele contactului au fost șterse și ștergerea a fost trecută în registru.')
  ).toBeVisible()
  await expect(page.getByRole('heading', { level: 1, name: 'Contact șters' })).toBeVisible()
  await expect(page.getByRole('status').filter({ hasText: 'au fost șterse la' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Șterge datele' })).toHaveCount(0)

  // The register: the erasure, done.
  await page.goto('/gdpr/requests')
  const row = page.getByRole('row', { name: /Ana Solicitant/ })
  await expect(row).toContainText('Ștergere')
  await expect(row).toContainText('Rezolvată')
  await expect(row.getByRole('button', { name: 'Marchează rezolvată' })).toHaveCount(0)
})

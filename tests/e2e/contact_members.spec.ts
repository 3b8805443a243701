import { test, expect } from './support/fixtures.ts'
import { createUser, factories, query } from './support/db.ts'
import { signInAs, toast } from './support/pages.ts'

/**
 * The contact's page of a member: the Membru panel, every device signed out after the dialog,
 * the member blocked then unblocked in the community.
 */
test("an org-admin opens a member's page, signs out their devices and blocks them", async ({
  page,
}) => {
  const admin = await createUser({ role: 'org-admin' })
  const communityId = admin.community!.id
  const { memberOf, addDevice, SegmentFactory, putInSegment } = await factories()
  const { member, contact, membership } = await memberOf(communityId)
  await addDevice(member, 'Tabletă')
  const segment = await SegmentFactory.merge({
    communityId,
    name: 'Voluntari',
    code: 'VOL',
  }).create()
  await putInSegment(segment, contact, 'manual')

  await signInAs(page, admin)
  await page.goto('/contacts')
  await page.getByRole('button', { name: `Alte acțiuni: ${contact.fullName}` }).click()
  await page
    .getByRole('menuitem', { name: `Deschide pagina contactului ${contact.fullName}` })
    .click()
  await expect(page.getByRole('heading', { level: 1, name: contact.fullName })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Membru', exact: true })).toBeVisible()
  await expect(page.getByTestId('member-status')).toHaveText('Activ')
  const devices = page.getByRole('table', { name: 'Dispozitive' })
  await expect(devices.getByRole('row')).toHaveCount(3)
  const segments = page.getByRole('table', { name: 'Segmente' })
  await expect(segments.getByRole('row', { name: /Voluntari \(VOL\)/ })).toContainText(
    'Adăugat manual'
  )

  // Every device, after the dialog (which names what it does).
  await page.getByRole('button', { name: 'Deconectează toate dispozitivele' }).click()
  const dialog = page.getByRole('dialog')
  await expect(dialog).toContainText('în orice comunitate')
  await dialog.getByRole('button', { name: 'Deconectează' }).click()
  await expect(toast(page, '2 dispozitive au fost deconectate.')).toBeVisible()
  await expect(page.getByText('Niciun dispozitiv conectat.')).toBeVisible()
  const [tokens] = await query(
    'select count(*)::int as n from member_access_tokens where tokenable_id = $1',
    [member.id]
  )
  expect(tokens.n).toBe(0)

  // Blocked in the community, then unblocked.
  await page.getByRole('button', { name: 'Blochează în comunitate' }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Blochează' }).click()
  await expect(toast(page, `${contact.fullName} a fost blocat în comunitate.`)).toBeVisible()
  await expect(page.getByTestId('member-status')).toHaveText('Blocat')
  const [blocked] = await query('select blocked_by from community_members where id = $1', [
    membership.id,
  ])
  expect(blocked.blocked_by).toBe(admin.id)
  await page.getByRole('button', { name: 'Deblochează' }).click()
  await expect(toast(page, `${contact.fullName} a fost deblocat.`)).toBeVisible()
  await expect(page.getByTestId('member-status')).toHaveText('Activ')
})

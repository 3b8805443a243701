import { test, expect } from './support/fixtures.ts'
import { createUser, query, unique } from './support/db.ts'
import { choose, signInAs } from './support/pages.ts'

/**
 * The audit trail's log (docs/security.md, "Audit trail"): an org-admin opens it from the
 * menu, filters it by action and person, pages to older entries and finds the export links
 * carrying the filters.
 */
test('an org-admin reads, filters and pages their organization’s log', async ({ page }) => {
  const admin = await createUser({ role: 'org-admin' })
  const colleague = await createUser({
    role: 'org-admin',
    organizationId: admin.organization!.id,
    firstName: unique('Coleg'),
  })
  // 60 changes by the colleague, an hour ago, and one export of theirs.
  await query(
    `insert into audit_entries (organization_id, user_id, user_name, user_email, action, record_type, record_label, changes, created_at)
     select $1, $2, $3, $4, 'update', 'contact', 'Contact ' || n,
            jsonb_build_object('fields', jsonb_build_object('first_name', jsonb_build_array('Vechi', 'Nou ' || n))),
            now() - interval '1 hour' + n * interval '1 second'
     from generate_series(1, 60) n`,
    [admin.organization!.id, colleague.id, colleague.fullName, colleague.email]
  )
  await query(
    `insert into audit_entries (organization_id, user_id, user_name, action, record_type, record_label)
     values ($1, $2, $3, 'export', 'route', 'contacts.csv')`,
    [admin.organization!.id, colleague.id, colleague.fullName]
  )

  await signInAs(page, admin)
  await page.goto('/audit')
  await expect(page.getByRole('heading', { level: 1, name: 'Jurnal de audit' })).toBeVisible()
  const table = page.getByRole('table', { name: 'Intrările jurnalului de audit' })
  // The admin's own sign-in, the colleague's export and changes.
  await expect(table).toContainText('Autentificare')
  await expect(table).toContainText('Export')
  await expect(table).toContainText('Vechi → Nou 60')

  await choose(page, 'Acțiune', 'Export')
  await expect(page).toHaveURL(/action=export/)
  await expect(table.getByRole('row')).toHaveCount(2)
  await expect(table).toContainText(colleague.fullName)
  await expect(page.getByRole('link', { name: /CSV/ })).toHaveAttribute('href', /action=export/)

  await page.getByRole('button', { name: 'Șterge filtrele' }).click()
  await expect(page).not.toHaveURL(/action=/)
  await expect(table.getByRole('row')).not.toHaveCount(2)
  await choose(page, 'Persoană', `${colleague.fullName} ${colleague.email}`)
  await expect(page).toHaveURL(new RegExp(`user=${colleague.uid}`))
  await expect(table.getByRole('row')).toHaveCount(51)
  await page.getByRole('button', { name: 'Mai vechi →' }).click()
  await expect(page).toHaveURL(/before=/)
  await expect(table.getByRole('row')).toHaveCount(12)
  await expect(table).toContainText('Vechi → Nou 1')
  await page.getByRole('button', { name: '← Mai noi' }).click()
  await expect(table.getByRole('row')).toHaveCount(51)
  await expect(table.getByRole('row').nth(1)).toContainText('Export')
})

test('a super-admin reads an organization’s timeline: a JSON column by the keys that changed, named', async ({
  page,
}) => {
  const admin = await createUser({ role: 'super-admin' })
  const { organization } = await createUser({ role: 'org-admin' })
  await query(
    `insert into audit_entries (organization_id, user_name, action, record_type, record_id, changes)
     values ($1, 'Ana Auditor', 'update', 'organization', $2, $3::jsonb)`,
    [
      organization!.id,
      organization!.id,
      JSON.stringify({
        fields: {
          billing_info: [
            { cui: 'RO1', city: 'Cluj', secret: 'x' },
            { cui: 'RO1', city: 'Turda', secret: 'y' },
          ],
        },
      }),
    ]
  )
  await signInAs(page, admin)
  await page.goto(`/organizations/${organization!.uid}`)
  await expect(page.getByRole('heading', { level: 2, name: 'Istoric' })).toBeVisible()
  const table = page.getByRole('table', { name: 'Intrările jurnalului de audit' })
  await expect(table).toContainText('Ana Auditor')
  await expect(table).toContainText('Date de facturare › Localitate: Cluj → Turda')
  await expect(table).toContainText('Date de facturare › secret: [secret] → [secret]')
  await expect(table).not.toContainText('RO1')
})

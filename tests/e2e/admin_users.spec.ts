import sharp from 'sharp'
import { test, expect } from './support/fixtures.ts'
import { createOrganization, query, unique } from './support/db.ts'
import { loadedWidth } from './support/pages.ts'

test.use({ signedInAs: 'super-admin' })

function documentImage() {
  return sharp({
    create: { width: 320, height: 200, channels: 3, background: { r: 40, g: 160, b: 90 } },
  })
    .png()
    .toBuffer()
}

test('a super-admin creates a user from /users, edits them, uploads their document and makes them inactive', async ({
  page,
}) => {
  const lastName = unique('Ionescu')
  const email = `${unique('nou')}@example.test`
  const { name: organization } = await createOrganization(unique('Asociația Test'))
  await page.goto('/')
  const toast = (text: string) => page.getByTestId('toast').filter({ hasText: text })

  // Create, reached from the users list.
  await page.goto('/users')
  await page.getByRole('link', { name: 'Adaugă utilizator' }).click()
  await expect(page).toHaveURL(/\/administrare\/users$/)
  await page.getByRole('textbox', { name: 'Nume complet' }).fill(`Ana Maria ${lastName}`)
  await page.getByRole('textbox', { name: 'Email' }).fill(email)
  await page.getByRole('textbox', { name: 'Telefon' }).fill('+40 722 000 111')
  // An org-admin needs an organization: the field appears with the role and is required.
  await page.getByRole('button', { name: 'Rol' }).click()
  await page.getByRole('option', { name: 'Administrator organizație' }).click()
  await page.getByRole('textbox', { name: 'Parola', exact: true }).fill('parola-noua-1')
  await page.getByRole('textbox', { name: 'Confirmă parola' }).fill('parola-noua-1')
  await page.getByRole('button', { name: 'Creează utilizator' }).click()
  await expect(page.getByText('Câmpul organizație este obligatoriu.')).toBeVisible()
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(email)
  await page.getByRole('button', { name: 'Organizație' }).click()
  await page.getByRole('option', { name: organization }).click()
  // The error goes as soon as the field is corrected.
  await expect(page.getByText('Câmpul organizație este obligatoriu.')).toHaveCount(0)
  await page.getByRole('textbox', { name: 'Parola', exact: true }).fill('parola-noua-1')
  await page.getByRole('textbox', { name: 'Confirmă parola' }).fill('parola-noua-1')
  await page.getByRole('button', { name: 'Creează utilizator' }).click()
  await expect(toast('Utilizatorul a fost creat.')).toBeVisible()
  await expect(page).toHaveURL(/\/administrare\/users\/[0-9a-f-]{36}\/edit$/)
  await expect(page.getByRole('heading', { name: `Ana Maria ${lastName}` })).toBeVisible()
  const [user] = await query<{ uid: string }>('select uid from users where email = $1', [email])
  expect(page.url()).toContain(`/administrare/users/${user.uid}/edit`)

  const [role] = await query<{ name: string; organization: string }>(
    `select r.name, o.name as organization from user_roles ur join roles r on r.id = ur.role_id
     join organizations o on o.id = ur.organization_id where ur.user_id = (select id from users where email = $1)`,
    [email]
  )
  expect(role).toEqual({ name: 'org-admin', organization })

  // Edit: the phone (asked at creation), the first name and the status.
  await expect(page.getByRole('textbox', { name: 'Telefon' })).toHaveValue('+40722000111')
  await page.getByRole('textbox', { name: 'Prenume' }).fill('Ana')
  await page.getByRole('textbox', { name: 'Telefon' }).fill('+40 722 333 444')
  await page.getByRole('button', { name: 'Status' }).click()
  await page.getByRole('option', { name: 'Inactiv', exact: true }).click()
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('Inactiv')
  await page.getByRole('button', { name: 'Salvează' }).click()
  await expect(toast('Modificările au fost salvate.')).toBeVisible()
  await expect(page.getByRole('heading', { name: `Ana ${lastName}` })).toBeVisible()

  // The document: shown beside the form once uploaded, and downloadable.
  await expect(page.getByText('Nu există documente încărcate')).toBeVisible()
  await page.locator('input[type="file"]').setInputFiles({
    name: 'buletin.png',
    mimeType: 'image/png',
    buffer: await documentImage(),
  })
  await expect(toast('Documentul a fost încărcat.')).toBeVisible()
  const preview = page.getByRole('img', { name: 'Previzualizare: Document' })
  await expect(preview).toHaveAttribute(
    'src',
    new RegExp(`^/administrare/users/${user.uid}/document\\?t=\\d+$`)
  )
  await expect.poll(() => loadedWidth(preview)).toBe(320)
  const downloading = page.waitForEvent('download')
  await page.getByRole('link', { name: 'Descarcă documentul' }).click()
  const download = await downloading
  expect(download.suggestedFilename()).toBe(`document-${user.uid}.png`)
  const saved = await download.path()
  const size = await sharp(saved).metadata()
  expect([size.width, size.height]).toEqual([320, 200])

  // After a reload everything is still there, and the list shows the user inactive.
  await page.reload()
  await expect(page.getByRole('textbox', { name: 'Prenume' })).toHaveValue('Ana')
  await expect(page.getByRole('textbox', { name: 'Telefon' })).toHaveValue('+40722333444')
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('Inactiv')
  await expect(page.getByRole('img', { name: 'Previzualizare: Document' })).toBeVisible()

  await page.goto(`/users?search=${lastName}`)
  const row = page.getByRole('row', { name: 'Ana' }).filter({ hasText: email })
  await expect(row.getByRole('cell', { name: 'Inactiv', exact: true })).toBeVisible()
  await expect(row.getByRole('cell', { name: lastName, exact: true })).toBeVisible()
})

import { test, expect } from './support/fixtures.ts'
import { createUser } from './support/db.ts'
import { openUserMenu, signInAs } from './support/pages.ts'

test('a form with unsaved changes asks before a sidebar link or a reload leaves it; saved, it lets go', async ({
  page,
}) => {
  const user = await createUser({ role: 'super-admin', firstName: 'Bianca' })
  await signInAs(page, user)
  await page.goto('/my-account')
  const firstName = page.getByRole('textbox', { name: /^Prenume/ })
  const sidebarLink = page.getByRole('link', { name: 'Panou de control' })

  // Nothing changed yet: the link leaves without a question.
  const questions: string[] = []
  page.on('dialog', (dialog) => questions.push(dialog.type()))
  await sidebarLink.click()
  await expect(page).not.toHaveURL(/\/my-account$/)
  expect(questions).toEqual([])

  await page.goto('/my-account')
  await firstName.fill('Bianca-Maria')

  // A sidebar link: the question, and "Cancel" keeps the page and what was typed.
  page.once('dialog', (dialog) => {
    expect(dialog.message()).toBe('Ai modificări nesalvate. Pleci de pe pagină fără să le salvezi?')
    void dialog.dismiss()
  })
  await sidebarLink.click()
  await expect.poll(() => questions).toEqual(['confirm'])
  await expect(page).toHaveURL(/\/my-account$/)
  await expect(firstName).toHaveValue('Bianca-Maria')

  // A reload asks through the browser's own question. Dismissed, it never loads: the test waits
  // for the question, not for the reload's end (the navigation's whole timeout).
  page.once('dialog', (dialog) => void dialog.dismiss())
  void page.reload().catch(() => {})
  await expect.poll(() => questions).toEqual(['confirm', 'beforeunload'])
  await expect(firstName).toHaveValue('Bianca-Maria')

  // Saved, the form lets the link go without a question.
  await page.getByRole('button', { name: 'Salvează' }).click()
  await expect(page.getByTestId('toast').first()).toBeVisible()
  await sidebarLink.click()
  await expect(page).not.toHaveURL(/\/my-account$/)
  expect(questions).toEqual(['confirm', 'beforeunload'])
})

test('Back from a form with unsaved changes asks first; "Cancel" keeps the page and what was typed', async ({
  page,
}) => {
  const user = await createUser({ role: 'super-admin', firstName: 'Bianca' })
  await signInAs(page, user)
  await page.goto('/')
  await openUserMenu(page)
  await page.getByRole('menuitem', { name: 'Contul meu' }).click()
  await expect(page).toHaveURL(/\/my-account$/)
  const firstName = page.getByRole('textbox', { name: /^Prenume/ })
  // Typed as a person types: the browser lets a page that was used hold Back.
  await firstName.press('End')
  await page.keyboard.type('-Maria')

  const questions: string[] = []
  page.once('dialog', (dialog) => {
    questions.push(dialog.message())
    void dialog.dismiss()
  })
  // Cancelled, Back never lands: the test waits for the question, not for the navigation.
  void page.goBack().catch(() => {})
  await expect
    .poll(() => questions)
    .toEqual(['Ai modificări nesalvate. Pleci de pe pagină fără să le salvezi?'])
  await expect(page).toHaveURL(/\/my-account$/)
  await expect(firstName).toHaveValue('Bianca-Maria')

  // Agreed, Back leaves.
  page.once('dialog', (dialog) => void dialog.accept())
  await page.goBack().catch(() => {})
  await expect(page).not.toHaveURL(/\/my-account$/)
})

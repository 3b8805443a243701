import { test, expect } from './support/fixtures.ts'
import { createUser, factories } from './support/db.ts'
import { signInAs } from './support/pages.ts'

test('a quiz named like markup: /quizzes and its editor start, the name shown as typed', async ({
  page,
}) => {
  const admin = await createUser({ role: 'org-admin' })
  const { createQuizWithQuestions } = await factories()
  const name = '<!--<script>'
  const quiz = await createQuizWithQuestions(admin.community!.id, 1, 2, { name })

  await signInAs(page, admin)

  await page.goto('/')
  // Loaded in full, as a link from elsewhere opens it: the app starts from the page's script.
  await page.goto('/quizzes')
  await expect(page.getByRole('heading', { level: 1, name: 'Pagina Quiz-uri' })).toBeVisible()
  await expect(page.getByRole('main').getByText(name, { exact: true })).toBeVisible()

  await page.goto(`/quizzes/${quiz.uid}`)
  await expect(page.getByRole('textbox', { name: /^Nume/ })).toHaveValue(name)
})

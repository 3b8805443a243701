import type { Locator, Page } from '@playwright/test'
import { test, expect } from './support/fixtures.ts'
import { createUser, factories, query, unique } from './support/db.ts'
import { sidebar, signInAs } from './support/pages.ts'

const toast = (page: Page, text: string) => page.getByTestId('toast').filter({ hasText: text })

/** Chooses `label` in the searchable select named `name` inside `scope`. */
async function choose(page: Page, scope: Locator, name: string, label: string) {
  await scope.getByRole('combobox', { name }).click()
  await page.getByRole('option', { name: label, exact: true }).click()
}

const question = (page: Page, number: number) =>
  page.getByRole('group', { name: `Întrebarea ${number}`, exact: true })

async function answersOf(quizName: string) {
  return query<{ question: string; id: number; text: string; segment_id: number | null }>(
    `select q.text as question, a.id, a.text, a.segment_id
     from quizzes z join quiz_questions q on q.quiz_id = z.id join quiz_answers a on a.question_id = q.id
     where z.name = $1 order by q.position, a.position`,
    [quizName]
  )
}

test('an org-admin creates a quiz of two questions whose answers map to segments, then edits one answer: the others keep their ids', async ({
  page,
}) => {
  const admin = await createUser({ role: 'org-admin' })
  const { SegmentFactory } = await factories()
  const young = await SegmentFactory.merge({
    communityId: admin.community!.id,
    name: 'Tineri',
    code: unique('t'),
  }).create()
  const seniors = await SegmentFactory.merge({
    communityId: admin.community!.id,
    name: 'Seniori',
    code: unique('s'),
  }).create()
  const name = unique('Quiz de bun venit')

  await signInAs(page, admin)
  await page.goto('/quizzes')
  await expect(page.getByRole('heading', { level: 1, name: 'Pagina Quiz-uri' })).toBeVisible()
  await page.getByRole('main').getByRole('link', { name: 'Adaugă quiz' }).click()
  await expect(
    page.getByText('Nu ai adăugat încă nicio întrebare.', { exact: false })
  ).toBeVisible()

  await page.getByRole('textbox', { name: /^Nume/ }).fill(name)
  for (const [number, text, answers] of [
    [1, 'Câți ani ai?', ['Sub 30', 'Peste 60']],
    [2, 'Ce te aduce aici?', ['Prietenii', 'Voluntariatul']],
  ] as const) {
    await page.getByRole('button', { name: 'Adaugă întrebare' }).click()
    const block = question(page, number)
    await block.getByRole('textbox', { name: /^Textul întrebării/ }).fill(text)
    await block.getByRole('button', { name: 'Adaugă răspuns' }).click()
    await block.getByRole('textbox', { name: /^Răspunsul 1/ }).fill(answers[0])
    await block.getByRole('textbox', { name: /^Răspunsul 2/ }).fill(answers[1])
    const segments = block.getByRole('combobox', { name: 'Segment' })
    await segments.nth(0).click()
    await page.getByRole('option', { name: `Tineri (${young.code})`, exact: true }).click()
    await segments.nth(1).click()
    await page.getByRole('option', { name: `Seniori (${seniors.code})`, exact: true }).click()
  }
  await choose(page, question(page, 2), 'Tip', 'Mai multe răspunsuri')
  // An empty answer: the server's message under that nested field, one summary toast.
  const answer = question(page, 2).getByRole('textbox', { name: /^Răspunsul 2/ })
  await answer.fill('')
  await page.getByRole('button', { name: 'Salvează' }).click()
  await expect(toast(page, 'Formularul are o eroare')).toBeVisible()
  await expect(answer).toHaveAccessibleDescription('Scrie textul răspunsului.')
  await answer.fill('Voluntariatul')
  await page.getByRole('button', { name: 'Salvează' }).click()
  await expect(toast(page, `Quiz-ul ${name} a fost creat.`)).toBeVisible()
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()

  const created = await answersOf(name)
  expect(created.map((a) => [a.question, a.text, a.segment_id])).toEqual([
    ['Câți ani ai?', 'Sub 30', young.id],
    ['Câți ani ai?', 'Peste 60', seniors.id],
    ['Ce te aduce aici?', 'Prietenii', young.id],
    ['Ce te aduce aici?', 'Voluntariatul', seniors.id],
  ])

  // One answer edited: every row keeps its id, only that text changes.
  await question(page, 2)
    .getByRole('textbox', { name: /^Răspunsul 1/ })
    .fill('Familia')
  await page.getByRole('button', { name: 'Salvează' }).click()
  await expect(toast(page, `Quiz-ul ${name} a fost actualizat.`)).toBeVisible()
  const edited = await answersOf(name)
  expect(edited.map((a) => a.id)).toEqual(created.map((a) => a.id))
  expect(edited.map((a) => a.text)).toEqual(['Sub 30', 'Peste 60', 'Familia', 'Voluntariatul'])
})

test('an org-admin creates a quest of three questions from the sidebar and removes a correct option: the first remaining one becomes correct', async ({
  page,
}) => {
  const admin = await createUser({ role: 'org-admin' })
  const title = unique('Traseul orașului')

  await signInAs(page, admin)

  await page.goto('/')
  const nav = sidebar(page)
  await nav.getByRole('button', { name: 'Conținut' }).click()
  await nav.getByRole('link', { name: 'Quest-uri' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Quest-uri' })).toBeVisible()
  await page.getByRole('main').getByRole('link', { name: 'Adaugă quest' }).click()

  await page.getByRole('textbox', { name: /^Titlu/ }).fill(title)
  await expect(page.getByRole('combobox', { name: 'Tip' })).toHaveValue('Quiz')
  await page.getByRole('textbox', { name: /^Descriere/ }).fill('Trei opriri prin centru.')
  for (const number of [1, 2, 3]) {
    await page.getByRole('button', { name: 'Adaugă întrebare' }).click()
    const block = question(page, number)
    await block.getByRole('textbox', { name: /^Textul întrebării/ }).fill(`Oprirea ${number}?`)
    await block.getByRole('button', { name: 'Adaugă opțiune' }).click()
    for (const option of [1, 2, 3]) {
      await block
        .getByRole('textbox', { name: new RegExp(`^Opțiunea ${option}`) })
        .fill(`Răspuns ${number}.${option}`)
    }
  }
  // Question 2: the third option made correct, then removed.
  const second = question(page, 2)
  await second.getByRole('radio', { name: 'Corectă (Opțiunea 3)' }).check()
  await expect(second.getByRole('radio', { name: 'Corectă (Opțiunea 1)' })).not.toBeChecked()
  await second.getByRole('button', { name: 'Șterge opțiunea 3 a întrebării 2' }).click()
  await expect(second.getByRole('radio', { name: 'Corectă (Opțiunea 1)' })).toBeChecked()
  await expect(second.getByRole('radio')).toHaveCount(2)

  await page.getByRole('button', { name: 'Salvează' }).click()
  await expect(toast(page, `Quest-ul ${title} a fost creat.`)).toBeVisible()
  const options = await query<{ question: string; text: string; is_correct: boolean }>(
    `select q.text as question, o.text, o.is_correct
     from quests s join quest_questions q on q.quest_id = s.id join quest_options o on o.question_id = q.id
     where s.title = $1 order by q.position, o.position`,
    [title]
  )
  expect(options.map((o) => [o.question, o.text, o.is_correct])).toEqual([
    ['Oprirea 1?', 'Răspuns 1.1', true],
    ['Oprirea 1?', 'Răspuns 1.2', false],
    ['Oprirea 1?', 'Răspuns 1.3', false],
    ['Oprirea 2?', 'Răspuns 2.1', true],
    ['Oprirea 2?', 'Răspuns 2.2', false],
    ['Oprirea 3?', 'Răspuns 3.1', true],
    ['Oprirea 3?', 'Răspuns 3.2', false],
    ['Oprirea 3?', 'Răspuns 3.3', false],
  ])
})

/** Whether `button`'s middle lies within `field`'s height: the two sit on one row. */
async function onOneRow(field: Locator, button: Locator) {
  const [a, b] = [await field.boundingBox(), await button.boundingBox()]
  const middle = b!.y + b!.height / 2
  return middle >= a!.y && middle <= a!.y + a!.height
}

test('on a phone (390 px) each remove button sits on its answer’s or option’s row; a new quiz offers its cover', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  const admin = await createUser({ role: 'org-admin' })
  await signInAs(page, admin)

  await page.goto('/quizzes/create')
  await expect(page.getByRole('button', { name: 'Alege imaginea' })).toBeVisible()
  await expect(page.getByText('Imagine de copertă', { exact: true })).toBeVisible()
  await page.getByRole('button', { name: 'Adaugă întrebare' }).click()
  await page.getByRole('button', { name: 'Adaugă răspuns' }).click()
  for (const number of [1, 2]) {
    const answer = question(page, 1).getByRole('textbox', {
      name: new RegExp(`^Răspunsul ${number}`),
    })
    const remove = page.getByRole('button', {
      name: `Șterge răspunsul ${number} al întrebării 1`,
    })
    expect(await onOneRow(answer, remove)).toBe(true)
  }

  await page.goto('/quests/create')
  await expect(page.getByRole('button', { name: 'Alege imaginea' })).toBeVisible()
  await page.getByRole('button', { name: 'Adaugă întrebare' }).click()
  await page.getByRole('button', { name: 'Adaugă opțiune' }).click()
  for (const number of [1, 2, 3]) {
    const option = question(page, 1).getByRole('textbox', {
      name: new RegExp(`^Opțiunea ${number}`),
    })
    const remove = page.getByRole('button', {
      name: `Șterge opțiunea ${number} a întrebării 1`,
    })
    expect(await onOneRow(option, remove)).toBe(true)
    await expect(
      question(page, 1).getByRole('radio', { name: `Corectă (Opțiunea ${number})` })
    ).toBeVisible()
  }
})

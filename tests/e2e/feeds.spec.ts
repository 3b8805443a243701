import sharp from 'sharp'
import type { Page } from '@playwright/test'
import { test, expect } from './support/fixtures.ts'
import { createUser, factories, query } from './support/db.ts'
import { signIn } from './support/pages.ts'
import { nextYear } from '../support/org_dates.ts'

const toast = (page: Page, text: string) => page.getByTestId('toast').filter({ hasText: text })

/** Chooses `label` in the searchable select named `name`. */
async function choose(page: Page, name: string, label: string) {
  await page.getByRole('combobox', { name }).click()
  await page.getByRole('option', { name: label, exact: true }).click()
}

/** The newest item of the community, as stored. */
async function newest(communityId: number) {
  const [row] = await query<Record<string, any>>(
    `select * from feeds where community_id = $1 order by id desc limit 1`,
    [communityId]
  )
  return row
}

/** Starts a new item of the type labelled `type` (the form resets to it). */
async function newItem(page: Page, type: string) {
  await page.goto('/feeds/create')
  await expect(page.getByRole('heading', { level: 1, name: 'Feed nou' })).toBeVisible()
  if (type !== 'Postare') await choose(page, 'Tip', type)
}

async function save(page: Page, message = 'Feed-ul a fost publicat.') {
  await page.getByRole('button', { name: 'Salvează' }).click()
  await expect(toast(page, message)).toBeVisible()
  await expect(page.getByRole('heading', { level: 1, name: 'Modifică feed-ul' })).toBeVisible()
}

test('an org-admin creates the six types of feed item, schedules one (absent from the public feed), soft deletes and restores one', async ({
  page,
}) => {
  // Six forms, a scheduled one, the list and a delete and restore: three times the default timeout.
  test.slow()
  const admin = await createUser({ role: 'org-admin' })
  const communityId = admin.community!.id
  const [{ slug }] = await query<{ slug: string }>(`select slug from communities where id = $1`, [
    communityId,
  ])
  const { QuizFactory, QuestFactory } = await factories()
  await QuizFactory.merge({ communityId, name: 'Quiz de cultură generală' }).create()
  await QuestFactory.merge({
    communityId,
    title: 'Vânătoarea de comori',
    description: 'Descriere',
  }).create()
  await signIn(page, admin.email, admin.password)

  // A post; the server's message under the field, the toast counts the errors.
  await page.goto('/feeds')
  await expect(page.getByRole('heading', { level: 1, name: 'Feed-urile mele' })).toBeVisible()
  await page.getByRole('main').getByRole('link', { name: 'Adaugă feed' }).click()
  await page.getByRole('button', { name: 'Salvează' }).click()
  await expect(toast(page, 'Formularul are o eroare')).toBeVisible()
  const text = page.getByRole('textbox', { name: /^Text/ })
  await expect(text).toHaveAccessibleDescription(/Câmpul text este obligatoriu/)
  await text.fill('Bine ați venit în comunitate!')
  await save(page)
  expect(await newest(communityId)).toMatchObject({
    type: 'post',
    text: 'Bine ați venit în comunitate!',
  })
  // The new item's page offers another one; a fresh form follows.
  await page.getByRole('main').getByRole('link', { name: 'Adaugă încă unul' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Feed nou' })).toBeVisible()

  // An image item, the image chosen with the form.
  await newItem(page, 'Imagine')
  const image = await sharp({
    create: { width: 64, height: 48, channels: 3, background: '#1e88e5' },
  })
    .png()
    .toBuffer()
  await page.locator('input[type="file"]').setInputFiles({
    name: 'poza.png',
    mimeType: 'image/png',
    buffer: image,
  })
  await expect(page.getByRole('img', { name: 'poza.png' })).toBeVisible()
  await save(page)
  expect(await newest(communityId)).toMatchObject({ type: 'image' })
  await expect(page.getByRole('img', { name: /Imagine/ })).toHaveAttribute(
    'src',
    /^\/feeds\/[\w-]+\/image\?t=\d+$/
  )

  // A video: its messages name its fields as labelled.
  await newItem(page, 'Video')
  await page.getByRole('button', { name: 'Salvează' }).click()
  await expect(toast(page, 'Formularul are 2 erori')).toBeVisible()
  await expect(
    page.getByRole('textbox', { name: /^Titlul videoclipului/ })
  ).toHaveAccessibleDescription(/Completează „Titlul videoclipului”/)
  await expect(page.getByRole('textbox', { name: /^URL video/ })).toHaveAccessibleDescription(
    /Completează „URL video”/
  )
  await page.getByRole('textbox', { name: /^Titlul videoclipului/ }).fill('Concertul de vară')
  await page.getByRole('textbox', { name: /^URL video/ }).fill('https://video.example/concert')
  await save(page)
  expect(await newest(communityId)).toMatchObject({
    type: 'video',
    title: 'Concertul de vară',
    link: 'https://video.example/concert',
  })

  // An article: bold text and a link through the editor's toolbar.
  await newItem(page, 'Articol')
  await page.getByRole('textbox', { name: /^Titlu/ }).fill('Despre voluntariat')
  const editor = page.getByRole('textbox', { name: /^Conținut/ })
  await editor.click()
  await page.getByRole('button', { name: 'Îngroșat' }).click()
  await page.keyboard.type('Important')
  await page.getByRole('button', { name: 'Îngroșat' }).click()
  await page.keyboard.type(' și un link')
  await page.keyboard.press('Shift+ArrowLeft')
  await page.keyboard.press('Shift+ArrowLeft')
  await page.keyboard.press('Shift+ArrowLeft')
  await page.keyboard.press('Shift+ArrowLeft')
  await page.getByRole('button', { name: 'Link', exact: true }).click()
  const address = page.getByRole('textbox', { name: /Adresa linkului/ })
  await address.fill('https://exemplu.ro/voluntari')
  await address.press('Enter')
  await expect(editor.getByRole('link', { name: 'link' })).toBeVisible()
  const tags = page.getByRole('textbox', { name: 'Etichete' })
  await tags.fill('comunitate')
  await tags.press('Enter')
  await save(page)
  const article = await newest(communityId)
  expect(article).toMatchObject({
    type: 'article',
    title: 'Despre voluntariat',
    tags: ['comunitate'],
  })
  expect(article.content).toContain('<strong>Important</strong>')
  expect(article.content).toContain('<a href="https://exemplu.ro/voluntari"')
  await expect(page.getByRole('textbox', { name: /^Conținut/ }).locator('strong')).toHaveText(
    'Important'
  )

  // A quiz item and a quest item, each picking the community's own.
  await newItem(page, 'Quiz')
  await choose(page, 'Quiz', 'Quiz de cultură generală')
  await save(page)
  expect(await newest(communityId)).toMatchObject({ type: 'quiz' })
  await newItem(page, 'Quest')
  await choose(page, 'Quest', 'Vânătoarea de comori')
  await save(page)
  expect(await newest(communityId)).toMatchObject({ type: 'quest' })

  // A scheduled post: kept out of the public feed until its time.
  await newItem(page, 'Postare')
  await page.getByRole('textbox', { name: /^Text/ }).fill('Anunț programat')
  await page.getByRole('switch', { name: 'Programează publicarea' }).click({ force: true })
  const when = page.getByRole('group', { name: /^Data și ora publicării/ })
  await when.getByRole('spinbutton').first().click()
  // Next year's 15 June: always ahead.
  await page.keyboard.type(`1506${nextYear()}103000`)
  await expect(when).toContainText(`15-06-${nextYear()}`)
  await save(page, 'Feed-ul a fost programat.')
  const scheduled = await newest(communityId)
  expect(scheduled).toMatchObject({ is_scheduled: true, text: 'Anunț programat' })
  const publicFeed = await page.request.get(`/api/communities/${slug}/feed`)
  const feed = (await publicFeed.json()) as { data: { uid: string; type: string }[] }
  expect(feed.data.map((item) => item.uid)).not.toContain(scheduled.uid)
  expect(feed.data.map((item) => item.type).sort()).toEqual(
    ['article', 'image', 'post', 'quest', 'quiz', 'video'].sort()
  )

  // Every row names its item with its type's icon: the quiz item by its quiz.
  await page.goto('/feeds')
  const quizRow = page
    .getByRole('table', { name: 'Feed-uri' })
    .getByRole('row')
    .filter({ has: page.getByRole('img', { name: 'Quiz', exact: true }) })
  await expect(quizRow).toContainText('Quiz de cultură generală')
  await expect(
    page.getByRole('table', { name: 'Feed-uri' }).getByRole('img', { name: 'Imagine', exact: true })
  ).toHaveAttribute('src', /^\/feeds\/[\w-]+\/image\?t=\d+$/)

  // The list marks it; soft delete the video with confirmation, find it among the deleted, restore it.
  await page.goto('/feeds')
  const table = page.getByRole('table', { name: 'Feed-uri' })
  await expect(table.getByRole('row').filter({ hasText: 'Anunț programat' })).toContainText(
    `Programat: 15-06-${nextYear()} 10:30`
  )
  const video = await query<{ id: number }>(
    `select id from feeds where community_id = $1 and type = 'video'`,
    [communityId]
  )
  const id = video[0].id
  await page.getByRole('button', { name: `Alte acțiuni: #${id}`, exact: true }).click()
  await page.getByRole('menuitem', { name: `Șterge feed-ul #${id}`, exact: true }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Șterge' }).click()
  await expect(toast(page, 'Feed-ul a fost șters.')).toBeVisible()
  const row = table.getByRole('row').filter({
    has: page.getByRole('link', { name: `Deschide feed-ul #${id}`, exact: true }),
  })
  await expect(row).toHaveCount(0)
  await page.getByRole('switch', { name: 'Doar cele șterse' }).click({ force: true })
  await expect(page).toHaveURL(/deleted=1/)
  await expect(row).toContainText('Șters')
  await page.getByRole('button', { name: `Restaurează feed-ul #${id}` }).click()
  await expect(toast(page, 'Feed-ul a fost restaurat.')).toBeVisible()
  await expect(row).toHaveCount(0)
  await page.getByRole('switch', { name: 'Doar cele șterse' }).click({ force: true })
  await expect(row).toBeVisible()
})

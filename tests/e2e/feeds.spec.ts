import sharp from 'sharp'
import type { Page } from '@playwright/test'
import { test, expect } from './support/fixtures.ts'
import { createUser, factories, query } from './support/db.ts'
import { signInAs } from './support/pages.ts'
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

/** An org-admin of a fresh community, signed in (the page still blank). */
async function orgAdmin(page: Page) {
  const admin = await createUser({ role: 'org-admin' })
  await signInAs(page, admin)
  return { communityId: admin.community!.id }
}

/** A published post of the community, as stored (FeedFactory). */
async function publishedPost(communityId: number) {
  const { FeedFactory } = await factories()
  return FeedFactory.merge({ communityId }).create()
}

test('an org-admin creates a post from the list: the server\'s message under the field first, then "Adaugă încă unul" offers a fresh form', async ({
  page,
}) => {
  const { communityId } = await orgAdmin(page)
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
  await expect(page.getByRole('textbox', { name: /^Text/ })).toHaveValue('')
})

test('an image item: the image chosen with the form, shown on the item and in the list', async ({
  page,
}) => {
  const { communityId } = await orgAdmin(page)
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
  await page.getByRole('textbox', { name: /^Descriere/ }).fill('Poza zilei')
  await save(page)
  expect(await newest(communityId)).toMatchObject({ type: 'image', text: 'Poza zilei' })
  await expect(page.getByRole('img', { name: /Imagine/ })).toHaveAttribute(
    'src',
    /^\/feeds\/[\w-]+\/image\?t=\d+$/
  )
  // The list shows the image as the row's icon.
  await page.goto('/feeds')
  await expect(
    page.getByRole('table', { name: 'Feed-uri' }).getByRole('img', { name: 'Imagine', exact: true })
  ).toHaveAttribute('src', /^\/feeds\/[\w-]+\/image\?t=\d+$/)
})

test('a video item: its messages name its fields as labelled', async ({ page }) => {
  const { communityId } = await orgAdmin(page)
  await newItem(page, 'Video')
  await page.getByRole('button', { name: 'Salvează' }).click()
  await expect(toast(page, 'Formularul are 3 erori')).toBeVisible()
  await expect(
    page.getByRole('textbox', { name: /^Titlul videoclipului/ })
  ).toHaveAccessibleDescription(/Completează „Titlul videoclipului”/)
  await expect(page.getByRole('textbox', { name: /^URL video/ })).toHaveAccessibleDescription(
    /Completează „URL video”/
  )
  const caption = page.getByRole('textbox', { name: /^Descriere/ })
  await expect(caption).toHaveAccessibleDescription(/Completează „Descriere”/)
  await caption.fill('Concertul de vară, în parc')
  await page.getByRole('textbox', { name: /^Titlul videoclipului/ }).fill('Concertul de vară')
  await page.getByRole('textbox', { name: /^URL video/ }).fill('https://video.example/concert')
  await save(page)
  expect(await newest(communityId)).toMatchObject({
    type: 'video',
    title: 'Concertul de vară',
    link: 'https://video.example/concert',
  })
})

test("an article: bold text and a link through the editor's toolbar, and a tag", async ({
  page,
}) => {
  const { communityId } = await orgAdmin(page)
  await newItem(page, 'Articol')
  await page.getByRole('textbox', { name: /^Titlu/ }).fill('Despre voluntariat')
  await page.getByRole('textbox', { name: /^Rezumat/ }).fill('Pe scurt')
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
    excerpt: 'Pe scurt',
    tags: ['comunitate'],
  })
  expect(article.content).toContain('<strong>Important</strong>')
  expect(article.content).toContain('<a href="https://exemplu.ro/voluntari"')
  await expect(page.getByRole('textbox', { name: /^Conținut/ }).locator('strong')).toHaveText(
    'Important'
  )
})

test("a quiz item and a quest item, each picking the community's own; the list names the quiz item by its quiz", async ({
  page,
}) => {
  const { communityId } = await orgAdmin(page)
  const { QuizFactory, QuestFactory } = await factories()
  await QuizFactory.merge({ communityId, name: 'Quiz de cultură generală' }).create()
  await QuestFactory.merge({
    communityId,
    title: 'Vânătoarea de comori',
    description: 'Descriere',
  }).create()
  await newItem(page, 'Quiz')
  await choose(page, 'Quiz', 'Quiz de cultură generală')
  await save(page)
  expect(await newest(communityId)).toMatchObject({ type: 'quiz' })
  await newItem(page, 'Quest')
  await choose(page, 'Quest', 'Vânătoarea de comori')
  await save(page)
  expect(await newest(communityId)).toMatchObject({ type: 'quest' })

  // Every row names its item with its type's icon: the quiz item by its quiz.
  await page.goto('/feeds')
  const quizRow = page
    .getByRole('table', { name: 'Feed-uri' })
    .getByRole('row')
    .filter({ has: page.getByRole('img', { name: 'Quiz', exact: true }) })
  await expect(quizRow).toContainText('Quiz de cultură generală')
})

test('a scheduled post is kept out of the public feed until its time; the list marks it', async ({
  page,
}) => {
  const { communityId } = await orgAdmin(page)
  const [{ slug }] = await query<{ slug: string }>(`select slug from communities where id = $1`, [
    communityId,
  ])
  const published = await publishedPost(communityId)
  await newItem(page, 'Postare')
  await page.getByRole('textbox', { name: /^Text/ }).fill('Anunț programat')
  await page.getByRole('switch', { name: 'Programează publicarea' }).click({ force: true })
  const when = page.getByRole('group', { name: /^Data și ora publicării/ })
  await when.getByRole('spinbutton').first().click()
  await page.keyboard.type(`1506${nextYear()}103000`)
  await expect(when).toContainText(`15-06-${nextYear()}`)
  await save(page, 'Feed-ul a fost programat.')
  const scheduled = await newest(communityId)
  expect(scheduled).toMatchObject({ is_scheduled: true, text: 'Anunț programat' })
  // The public feed has the published post only.
  const publicFeed = await page.request.get(`/api/communities/${slug}/feed`)
  const feed = (await publicFeed.json()) as { data: { uid: string; type: string }[] }
  expect(feed.data.map((item) => item.uid)).toEqual([published.uid])

  await page.goto('/feeds')
  const row = page
    .getByRole('table', { name: 'Feed-uri' })
    .getByRole('row')
    .filter({ hasText: 'Anunț programat' })
  await expect(row).toContainText(`Programat: 15-06-${nextYear()} 10:30`)
})

test('an item is soft deleted with confirmation, found among the deleted and restored', async ({
  page,
}) => {
  const { communityId } = await orgAdmin(page)
  const { id } = await publishedPost(communityId)
  await page.goto('/feeds')
  const table = page.getByRole('table', { name: 'Feed-uri' })
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

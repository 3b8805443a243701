/**
 * /feeds, the feed form of the six types, scheduling, soft delete and restore, the item image,
 * the public feed (GET /api/communities/:slug/feed) and the dashboard's counts, always inside
 * the org-admin's current community.
 */
import { beforeAll, describe, expect, test, vi } from 'vitest'
import type Feed from '#models/feed'
import { TestClient, signedIn } from '../support/client.ts'
import { signedInOrgAdmin, type TenantWorld } from './helpers/tenant.ts'
import { countInCommunity, createUser, query, unique, type Row } from '../support/db.ts'
import { ANNOUNCED_WITHIN_MS } from '../support/public_reads.ts'
import { createQuest, createQuiz } from './helpers/content.ts'
import { createFeed, feedByUid, feedForm, feedMultipart, pickerTime } from './helpers/feeds.ts'

let world: TenantWorld
let client: TestClient

beforeAll(async () => {
  ;({ world, client } = await signedInOrgAdmin())
})

const uids = (rows: { uid: string }[]) => rows.map((row) => row.uid)
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000)
const minutesAhead = (minutes: number) => new Date(Date.now() + minutes * 60_000)

/** The item a create request wrote (the page it landed on names it). */
async function created(reply: { page: { props: Record<string, any> } | null }) {
  return (await feedByUid(reply.page?.props.feed.uid))!
}

describe('GET /feeds', () => {
  test("the community's items, newest first, with their creator; search ignores diacritics; type and deleted filters", async () => {
    const { world: fresh, client: own } = await signedInOrgAdmin()
    const author = fresh.user
    const old = await createFeed(fresh.community.id, {
      text: 'Întâlnire la școală',
      created_at: minutesAgo(30),
      created_by: author.id,
    })
    const video = await createFeed(fresh.community.id, {
      type: 'video',
      title: 'Concert în parc',
      text: null,
      link: 'https://video.example/concert',
      created_at: minutesAgo(20),
    })
    const later = await createFeed(fresh.community.id, {
      text: 'Programat',
      is_scheduled: true,
      scheduled_for: minutesAhead(60),
      published_at: minutesAhead(60),
      created_at: minutesAgo(10),
    })
    const gone = await createFeed(fresh.community.id, {
      text: 'Școală veche',
      deleted_at: new Date(),
    })
    await createFeed(fresh.sibling.id, { text: 'Școală vecină' })
    await createFeed(fresh.other.community.id, { text: 'Școală altundeva' })

    const page = await own.visit('/feeds')
    expect(page.component).toBe('feeds/index')
    expect(uids(page.props.feeds)).toEqual([later.uid, video.uid, old.uid])
    expect(page.props.meta.total).toBe(3)
    expect(page.props.feeds[2]).toMatchObject({
      id: old.id,
      type: 'post',
      text: 'Întâlnire la școală',
      visibility: 'public',
      createdBy: `${author.firstName} ${author.lastName}`,
      scheduledFor: null,
      pending: false,
      deletedAt: null,
    })
    // A video shows its title; a scheduled item its time, not yet in the public feed.
    expect(page.props.feeds[1]).toMatchObject({ text: 'Concert în parc', createdBy: null })
    expect(new Date(page.props.feeds[0].scheduledFor)).toEqual(later.scheduled_for)
    expect(page.props.feeds[0].pending).toBe(true)
    expect(page.props.options.types).toContainEqual({ value: 'article', label: 'Articol' })
    expect(page.props.options.visibilities).toContainEqual({
      value: 'members',
      label: 'Doar membri',
    })

    const search = await own.visit('/feeds?search=scoala')
    expect(uids(search.props.feeds)).toEqual([old.uid])
    const byType = await own.visit('/feeds?type=video')
    expect(uids(byType.props.feeds)).toEqual([video.uid])
    expect(byType.props.state).toMatchObject({ type: 'video', deleted: false })
    const deleted = await own.visit('/feeds?deleted=1')
    expect(uids(deleted.props.feeds)).toEqual([gone.uid])
    expect(deleted.props.feeds[0].deletedAt).toBeTruthy()
    const deletedSearch = await own.visit('/feeds?deleted=1&search=SCOALA')
    expect(uids(deletedSearch.props.feeds)).toEqual([gone.uid])
    const unknownType = await own.visit('/feeds?type=podcast')
    expect(unknownType.props.state.type).toBeNull()
    expect(unknownType.props.meta.total).toBe(3)
  })
})

describe('the feed form', () => {
  test('every row names its item: a quiz or quest item by its quiz or quest (the caption under it), an image by its thumbnail', async () => {
    const { world: fresh, client: own } = await signedInOrgAdmin()
    const quiz = await createQuiz(fresh.community.id, { name: 'Quiz de cultură generală' })
    const quest = await createQuest(fresh.community.id, { title: 'Vânătoarea de comori' })
    const quizItem = await createFeed(fresh.community.id, {
      type: 'quiz',
      quiz_id: quiz.id,
      text: null,
      created_at: minutesAgo(30),
    })
    const questItem = await createFeed(fresh.community.id, {
      type: 'quest',
      quest_id: quest.id,
      text: 'Caută indiciile',
      created_at: minutesAgo(20),
    })
    const withImage = await createFeed(fresh.community.id, {
      type: 'image',
      text: 'Poza zilei',
      image: `images/x/post_featured-1.webp`,
      created_at: minutesAgo(10),
    })
    const page = await own.visit('/feeds')
    const row = (uid: string) => page.props.feeds.find((r: { uid: string }) => r.uid === uid)
    expect(row(quizItem.uid)).toMatchObject({
      type: 'quiz',
      text: 'Quiz de cultură generală',
      caption: null,
      thumbnailUrl: null,
    })
    expect(row(questItem.uid)).toMatchObject({
      type: 'quest',
      text: 'Vânătoarea de comori',
      caption: 'Caută indiciile',
    })
    expect(row(withImage.uid)).toMatchObject({ text: 'Poza zilei', caption: null })
    expect(row(withImage.uid).thumbnailUrl).toMatch(
      new RegExp(`^/feeds/${withImage.uid}/image\\?t=\\d+$`)
    )
  })

  test("GET /feeds/create: the options, the community's quizzes and quests (not deleted)", async () => {
    const { world: fresh, client: own } = await signedInOrgAdmin()
    const quiz = await createQuiz(fresh.community.id)
    const quest = await createQuest(fresh.community.id)
    await createQuiz(fresh.community.id, { deletedAt: new Date() })
    await createQuiz(fresh.sibling.id)
    await createQuest(fresh.other.community.id)
    const page = await own.visit('/feeds/create')
    expect(page.component).toBe('feeds/edit')
    expect(page.props.feed).toBeNull()
    expect(page.props.options).toEqual({
      types: [
        { value: 'post', label: 'Postare' },
        { value: 'image', label: 'Imagine' },
        { value: 'video', label: 'Video' },
        { value: 'article', label: 'Articol' },
        { value: 'quiz', label: 'Quiz' },
        { value: 'quest', label: 'Quest' },
      ],
      visibilities: [
        { value: 'public', label: 'Public' },
        { value: 'members', label: 'Doar membri' },
        { value: 'private', label: 'Privat' },
      ],
      quizzes: [{ value: quiz.id, label: quiz.name }],
      quests: [{ value: quest.id, label: quest.title }],
    })
  })

  test('POST /feeds: a post (text, link, media), published now, by its author; other types’ fields are not stored', async () => {
    const text = unique('Salutare comunitate')
    const reply = await client.submit(
      'POST',
      '/feeds',
      feedForm({
        text,
        visibility: 'members',
        link: 'https://exemplu.ro/anunt',
        media: ['https://video.example/1', 'https://audio.example/2'],
        title: 'ignorat',
        content: '<p>ignorat</p>',
        tags: ['ignorat'],
      }),
      { from: '/feeds/create' }
    )
    expect(reply.page?.component).toBe('feeds/edit')
    expect(reply.page?.flash.success).toBe(
      'Feed-ul a fost publicat doar pentru membrii comunității: nu apare în feed-ul public.'
    )
    const row = await created(reply)
    expect(reply.location).toBe(`/feeds/${row.uid}`)
    expect(row).toMatchObject({
      community_id: world.community.id,
      type: 'post',
      text,
      visibility: 'members',
      link: 'https://exemplu.ro/anunt',
      media: ['https://video.example/1', 'https://audio.example/2'],
      title: null,
      content: null,
      tags: [],
      is_scheduled: false,
      scheduled_for: null,
      image: null,
      created_by: world.user.id,
      deleted_at: null,
    })
    expect(Math.abs(row.published_at.getTime() - Date.now())).toBeLessThan(60_000)
    expect(reply.page?.props.feed).toMatchObject({
      uid: row.uid,
      type: 'post',
      text,
      media: ['https://video.example/1', 'https://audio.example/2'],
      is_scheduled: false,
      scheduled_for: null,
      imageUrl: null,
    })
  })

  test("the toast says what a visibility does; the new item's page offers another, a later visit does not", async () => {
    const toasts: Record<string, string> = {
      public: 'Feed-ul a fost publicat.',
      members:
        'Feed-ul a fost publicat doar pentru membrii comunității: nu apare în feed-ul public.',
      private: 'Feed-ul a fost salvat ca privat: nu apare în feed-ul public.',
    }
    for (const [visibility, toast] of Object.entries(toasts)) {
      const reply = await client.submit('POST', '/feeds', feedForm({ visibility }), {
        from: '/feeds/create',
      })
      expect(reply.page?.flash.success).toBe(toast)
      expect(reply.page?.props.justCreated).toBe(true)
      const again = await client.visit(`/feeds/${reply.page?.props.feed.uid}`)
      expect(again.props.justCreated).toBe(false)
    }
    const scheduled = await client.submit(
      'POST',
      '/feeds',
      feedForm({ visibility: 'private', is_scheduled: true, scheduled_for: pickerTime(90) }),
      { from: '/feeds/create' }
    )
    expect(scheduled.page?.flash.success).toBe(
      'Feed-ul a fost programat ca privat: nu va apărea în feed-ul public.'
    )
    // A save of an existing item is not a creation.
    const uid = scheduled.page?.props.feed.uid
    const saved = await client.submit('PUT', `/feeds/${uid}`, feedForm({ text: 'Altul' }), {
      from: `/feeds/${uid}`,
    })
    expect(saved.page?.props.justCreated).toBe(false)
  })

  test('a video names its fields as its form labels them; an article keeps the shared messages', async () => {
    const before = await countInCommunity('feeds', world.community.id)
    const empty = await client.submit(
      'POST',
      '/feeds',
      { type: 'video', visibility: 'public', title: '', link: '' },
      { from: '/feeds/create' }
    )
    expect(empty.page?.props.errors).toEqual({
      title: 'Completează „Titlul videoclipului”.',
      link: 'Completează „URL video” (o adresă care începe cu http:// sau https://).',
      text: 'Completează „Descriere”.',
    })
    const bad = await client.submit(
      'POST',
      '/feeds',
      {
        type: 'video',
        visibility: 'public',
        title: 'x'.repeat(201),
        link: 'video.example/1',
        text: 'Concert',
      },
      { from: '/feeds/create' }
    )
    expect(bad.page?.props.errors).toEqual({
      title: '„Titlul videoclipului” poate avea cel mult 200 de caractere.',
      link: 'Introdu în „URL video” o adresă web validă, care începe cu http:// sau https://.',
    })
    const article = await client.submit(
      'POST',
      '/feeds',
      { type: 'article', visibility: 'public', content: '<p>Text</p>' },
      { from: '/feeds/create' }
    )
    expect(article.page?.props.errors).toEqual({
      title: 'Câmpul titlu este obligatoriu.',
      excerpt: 'Câmpul rezumat este obligatoriu.',
    })
    expect(await countInCommunity('feeds', world.community.id)).toBe(before)
  })

  test('an image item: the image comes with the form (multipart), stored as post_featured and served', async () => {
    const form = await feedMultipart({ type: 'image', visibility: 'public', text: 'Poza zilei' })
    const reply = await client.submit('POST', '/feeds', undefined, {
      form,
      from: '/feeds/create',
    })
    expect(reply.page?.props.errors).toEqual({})
    const row = await created(reply)
    expect(row).toMatchObject({ type: 'image', text: 'Poza zilei' })
    expect(row.image).toMatch(new RegExp(`^images/${row.uid}/post_featured-`))
    expect(reply.page?.props.feed.imageUrl).toMatch(new RegExp(`^/feeds/${row.uid}/image\\?t=`))
    const image = await client.request('GET', `/feeds/${row.uid}/image`)
    expect(image.status).toBe(200)
    expect(image.headers.get('content-type')).toBe('image/png')

    // The shared uploader replaces it; an image item cannot lose it by a save without a file.
    const kept = await client.submit(
      'PUT',
      `/feeds/${row.uid}`,
      { type: 'image', visibility: 'public', text: 'Altă descriere' },
      { from: `/feeds/${row.uid}` }
    )
    expect(kept.page?.props.errors).toEqual({})
    expect(await feedByUid(row.uid)).toMatchObject({ image: row.image })
  })

  test('a video (title, URL, thumbnail), an article (sanitised HTML, excerpt, tags, featured image)', async () => {
    const videoForm = await feedMultipart({
      type: 'video',
      visibility: 'public',
      title: 'Concert',
      link: 'https://video.example/concert',
      text: 'Concertul de vară, în parc',
    })
    const video = await created(
      await client.submit('POST', '/feeds', undefined, { form: videoForm, from: '/feeds/create' })
    )
    expect(video).toMatchObject({
      type: 'video',
      title: 'Concert',
      link: 'https://video.example/concert',
    })
    expect(video.image).toMatch(/\/video_thumbnail-/)

    const article = await created(
      await client.submit(
        'POST',
        '/feeds',
        {
          type: 'article',
          visibility: 'public',
          title: 'Despre voluntariat',
          excerpt: 'Pe scurt',
          content:
            '<h2>Capitol</h2><p><strong>Important</strong> și <a href="https://exemplu.ro">un link</a></p>',
          tags: ['comunitate', 'voluntari'],
          text: 'ignorat',
        },
        { from: '/feeds/create' }
      )
    )
    expect(article).toMatchObject({
      type: 'article',
      title: 'Despre voluntariat',
      excerpt: 'Pe scurt',
      content:
        '<h2>Capitol</h2><p><strong>Important</strong> și <a href="https://exemplu.ro" rel="noopener noreferrer nofollow">un link</a></p>',
      tags: ['comunitate', 'voluntari'],
      text: null,
      image: null,
    })
  })

  test("a quiz item and a quest item point at the community's quiz and quest", async () => {
    const quiz = await createQuiz(world.community.id)
    const quest = await createQuest(world.community.id)
    const quizItem = await created(
      await client.submit(
        'POST',
        '/feeds',
        feedForm({ type: 'quiz', quiz_id: quiz.id, text: '' }),
        {
          from: '/feeds/create',
        }
      )
    )
    expect(quizItem).toMatchObject({ type: 'quiz', quiz_id: quiz.id, quest_id: null, text: null })
    const questItem = await created(
      await client.submit(
        'POST',
        '/feeds',
        feedForm({ type: 'quest', quest_id: String(quest.id), quiz_id: quiz.id, text: '' }),
        { from: '/feeds/create' }
      )
    )
    expect(questItem).toMatchObject({
      type: 'quest',
      quest_id: quest.id,
      quiz_id: null,
      text: null,
    })
  })

  test.each([
    ['post', {}, 'text', 'Câmpul text este obligatoriu.'],
    ['video', { title: 'Film', link: 'https://v.example' }, 'text', 'Completează „Descriere”.'],
    [
      'article',
      { title: 'Articol', content: '<p>x</p>', text: 'ignorat' },
      'excerpt',
      'Câmpul rezumat este obligatoriu.',
    ],
  ])(
    'a %s without its description is refused under %s, nothing written',
    async (type, fields, field, message) => {
      const before = await countInCommunity('feeds', world.community.id)
      const { page } = await client.submit(
        'POST',
        '/feeds',
        { type, visibility: 'public', text: '', excerpt: '', ...fields },
        { from: '/feeds/create' }
      )
      expect(page?.props.errors).toEqual({ [field]: message })
      expect(await countInCommunity('feeds', world.community.id)).toBe(before)
    }
  )

  test('an image without its description is refused under text, nothing written', async () => {
    const before = await countInCommunity('feeds', world.community.id)
    const form = await feedMultipart({ type: 'image', visibility: 'public', text: '' })
    const { page } = await client.submit('POST', '/feeds', undefined, {
      form,
      from: '/feeds/create',
    })
    expect(page?.props.errors).toEqual({ text: 'Completează „Descriere”.' })
    expect(await countInCommunity('feeds', world.community.id)).toBe(before)
  })

  test('PUT /feeds/{uid}: a new type keeps only its own fields; the image goes when the type has none', async () => {
    const form = await feedMultipart({ type: 'post', visibility: 'public', text: 'Cu poză' })
    const row = await created(
      await client.submit('POST', '/feeds', undefined, { form, from: '/feeds/create' })
    )
    expect(row.image).toMatch(/\/post_image-/)
    const quiz = await createQuiz(world.community.id)
    const reply = await client.submit(
      'PUT',
      `/feeds/${row.uid}`,
      { type: 'quiz', visibility: 'private', quiz_id: quiz.id },
      { from: `/feeds/${row.uid}` }
    )
    expect(reply.page?.flash.success).toBe('Feed-ul a fost salvat.')
    expect(await feedByUid(row.uid)).toMatchObject({
      type: 'quiz',
      visibility: 'private',
      quiz_id: quiz.id,
      text: null,
      image: null,
      created_by: world.user.id,
      published_at: row.published_at,
    })
    const image = await client.request('GET', `/feeds/${row.uid}/image`)
    expect(image.status).toBe(404)
  })

  test('hostile article HTML is stored clean (allow-list)', async () => {
    const hostile: [string, string][] = [
      ['<p>a<script>alert(1)</script>b</p>', '<p>ab</p>'],
      ['<p onclick="alert(1)" onmouseover="x()">text</p>', '<p>text</p>'],
      [
        '<p><a href="javascript:alert(1)">x</a></p>',
        '<p><a rel="noopener noreferrer nofollow">x</a></p>',
      ],
      [
        '<p><a href="JaVaScRiPt:alert(1)">x</a></p>',
        '<p><a rel="noopener noreferrer nofollow">x</a></p>',
      ],
      [
        '<p><a href="data:text/html;base64,PHNjcmlwdD4=">x</a></p>',
        '<p><a rel="noopener noreferrer nofollow">x</a></p>',
      ],
      ['<p>v</p><iframe src="https://evil.example"></iframe>', '<p>v</p>'],
      ['<style>body{display:none}</style><p style="color:red" class="x">s</p>', '<p>s</p>'],
      ['<p><img src=x onerror="alert(1)">i</p>', '<p>i</p>'],
      ['<svg><script>alert(1)</script></svg><p>s</p>', '<p>s</p>'],
      [
        '<p><a href="https://ok.example" onclick="x()" target="_blank">ok</a></p>',
        '<p><a href="https://ok.example" target="_blank" rel="noopener noreferrer nofollow">ok</a></p>',
      ],
      ['<form action="/x"><input name="a"></form><p>f</p>', '<p>f</p>'],
      ['<object data="x"></object><embed src="y"><p>o</p>', '<p>o</p>'],
    ]
    for (const [content, clean] of hostile) {
      const reply = await client.submit(
        'POST',
        '/feeds',
        { type: 'article', visibility: 'public', title: 'Ostil', excerpt: 'Ostil', content },
        { from: '/feeds/create' }
      )
      expect(reply.page?.props.errors, content).toEqual({})
      expect(await created(reply), content).toMatchObject({ content: clean })
    }
  })

  test('scheduling: a future time is kept (Romania’s time) and the item waits for it', async () => {
    const when = pickerTime(90)
    const reply = await client.submit(
      'POST',
      '/feeds',
      feedForm({ is_scheduled: true, scheduled_for: when }),
      { from: '/feeds/create' }
    )
    expect(reply.page?.flash.success).toBe('Feed-ul a fost programat.')
    const row = await created(reply)
    expect(row.is_scheduled).toBe(true)
    expect(Math.abs(row.scheduled_for!.getTime() - (Date.now() + 90 * 60_000))).toBeLessThan(60_000)
    expect(row.published_at).toEqual(row.scheduled_for)
    expect(reply.page?.props.feed).toMatchObject({ is_scheduled: true, scheduled_for: when })

    // Saved again with the same (stored) time: accepted even once that time has passed.
    await query(
      `update feeds set scheduled_for = now() - interval '1 hour', published_at = now() - interval '1 hour' where id = $1`,
      [row.id]
    )
    const stored = await client.visit(`/feeds/${row.uid}`)
    const past = stored.props.feed.scheduled_for
    const again = await client.submit(
      'PUT',
      `/feeds/${row.uid}`,
      feedForm({ text: 'Modificat', is_scheduled: true, scheduled_for: past }),
      { from: `/feeds/${row.uid}` }
    )
    expect(again.page?.props.errors).toEqual({})
    expect(await feedByUid(row.uid)).toMatchObject({ text: 'Modificat' })

    // Not scheduled any more: no time kept, published from now.
    await client.submit(
      'PUT',
      `/feeds/${row.uid}`,
      feedForm({ is_scheduled: false, scheduled_for: pickerTime(30) }),
      { from: `/feeds/${row.uid}` }
    )
    expect(await feedByUid(row.uid)).toMatchObject({ is_scheduled: false, scheduled_for: null })
  })

  const LONG = 'x'.repeat(1501)
  const WEB = 'Introdu o adresă web validă, care începe cu http:// sau https://.'
  test.each([
    ['type', { type: '' }, 'Câmpul tip este obligatoriu.'],
    ['type', { type: 'podcast' }, 'Valoarea aleasă pentru tip nu este validă.'],
    [
      'visibility',
      { visibility: 'everyone' },
      'Valoarea aleasă pentru vizibilitate nu este validă.',
    ],
    ['text', { text: '' }, 'Câmpul text este obligatoriu.'],
    ['text', { text: LONG }, 'Câmpul text poate avea cel mult 1.500 de caractere.'],
    ['link', { link: 'javascript:alert(1)' }, WEB],
    ['media.0', { media: ['ftp://fisier.example'] }, WEB],
    [
      'media',
      { media: Array.from({ length: 11 }, (_, i) => `https://m.example/${i}`) },
      'Câmpul media poate avea cel mult 10 elemente.',
    ],
    ['image', { type: 'image' }, 'Alege o imagine.'],
    ['title', { type: 'video', link: 'https://v.example' }, 'Completează „Titlul videoclipului”.'],
    [
      'link',
      { type: 'video', title: 'Film' },
      'Completează „URL video” (o adresă care începe cu http:// sau https://).',
    ],
    [
      'title',
      { type: 'article', content: '<p>x</p>', excerpt: 'Pe scurt' },
      'Câmpul titlu este obligatoriu.',
    ],
    [
      'content',
      { type: 'article', title: 'Articol', excerpt: 'Pe scurt' },
      'Scrie conținutul articolului.',
    ],
    [
      'content',
      {
        type: 'article',
        title: 'Articol',
        excerpt: 'Pe scurt',
        content: '<script>alert(1)</script><p> </p>',
      },
      'Scrie conținutul articolului.',
    ],
    [
      'tags',
      { type: 'article', title: 'A', excerpt: 'E', content: '<p>x</p>', tags: ['Unu', 'unu'] },
      'Fiecare etichetă poate apărea o singură dată.',
    ],
    [
      'tags',
      {
        type: 'article',
        title: 'A',
        excerpt: 'E',
        content: '<p>x</p>',
        tags: Array.from({ length: 11 }, (_, i) => `t${i}`),
      },
      'Câmpul etichete poate avea cel mult 10 elemente.',
    ],
    ['quiz_id', { type: 'quiz' }, 'Alege un quiz al comunității.'],
    ['quiz_id', { type: 'quiz', quiz_id: 2_147_483_647 }, 'Alege un quiz al comunității.'],
    ['quest_id', { type: 'quest' }, 'Alege un quest al comunității.'],
    ['scheduled_for', { is_scheduled: true }, 'Alege data și ora la care se publică.'],
    [
      'scheduled_for',
      { is_scheduled: true, scheduled_for: pickerTime(-5) },
      'Data programării trebuie să fie în viitor.',
    ],
    [
      'scheduled_for',
      { is_scheduled: true, scheduled_for: 'mâine' },
      'Alege data și ora programării.',
    ],
  ])('%s refused with its message, nothing written (%j)', async (field, fields, message) => {
    const before = await countInCommunity('feeds', world.community.id)
    const { status, page } = await client.submit('POST', '/feeds', feedForm(fields), {
      from: '/feeds/create',
    })
    expect(status).toBe(302)
    expect(page?.props.errors).toEqual({ [field]: message })
    expect(await countInCommunity('feeds', world.community.id)).toBe(before)

    const feed = await createFeed(world.community.id)
    const edit = await client.submit('PUT', `/feeds/${feed.uid}`, feedForm(fields), {
      from: `/feeds/${feed.uid}`,
    })
    expect(edit.page?.props.errors).toEqual({ [field]: message })
    expect(await feedByUid(feed.uid)).toEqual(feed)
  })

  test("another community's quiz or quest, or a deleted one, is refused; nothing written", async () => {
    const theirs = await createQuiz(world.sibling.id)
    const elsewhere = await createQuest(world.other.community.id)
    const deleted = await createQuiz(world.community.id, { deletedAt: new Date() })
    const before = await countInCommunity('feeds', world.community.id)
    for (const [fields, field, message] of [
      [{ type: 'quiz', quiz_id: theirs.id }, 'quiz_id', 'Alege un quiz al comunității.'],
      [{ type: 'quiz', quiz_id: deleted.id }, 'quiz_id', 'Alege un quiz al comunității.'],
      [{ type: 'quest', quest_id: elsewhere.id }, 'quest_id', 'Alege un quest al comunității.'],
    ] as const) {
      const { page } = await client.submit('POST', '/feeds', feedForm(fields), {
        from: '/feeds/create',
      })
      expect(page?.props.errors).toEqual({ [field]: message })
    }
    expect(await countInCommunity('feeds', world.community.id)).toBe(before)
  })

  test('a file that is not an image is refused under image; nothing written', async () => {
    const before = await countInCommunity('feeds', world.community.id)
    const form = await feedMultipart(
      { type: 'image', visibility: 'public', text: 'Poza zilei' },
      { bytes: new TextEncoder().encode('nu este o imagine'), name: 'poza.png' }
    )
    const { page } = await client.submit('POST', '/feeds', undefined, {
      form,
      from: '/feeds/create',
    })
    expect(page?.props.errors).toEqual({
      image: 'Încarcă o imagine validă (JPEG, PNG, GIF sau WebP).',
    })
    expect(await countInCommunity('feeds', world.community.id)).toBe(before)
  })
})

describe('soft delete and restore', () => {
  test('DELETE keeps the row, marked, back to the same view; restore brings it back', async () => {
    const feed = await createFeed(world.community.id, { text: 'De șters' })
    const deleted = await client.submit('DELETE', `/feeds/${feed.uid}/soft-delete`, undefined, {
      from: '/feeds?type=post',
    })
    expect(deleted.location).toMatch(/\/feeds\?type=post$/)
    expect(deleted.page?.flash.success).toBe('Feed-ul a fost șters.')
    expect(await feedByUid(feed.uid)).toMatchObject({ deleted_at: expect.any(Date) })
    const shown = await client.visit(`/feeds/${feed.uid}`)
    expect(shown.props.feed.deletedAt).toBeTruthy()

    const restored = await client.submit('POST', `/feeds/${feed.uid}/restore`, undefined, {
      from: '/feeds?deleted=1',
    })
    expect(restored.location).toMatch(/\/feeds\?deleted=1$/)
    expect(restored.page?.flash.success).toBe('Feed-ul a fost restaurat.')
    expect(await feedByUid(feed.uid)).toMatchObject({ deleted_at: null })
  })
})

describe("another community's items do not exist (404, nothing changed)", () => {
  test.each(['sibling', 'other'] as const)('an item of the %s community', async (which) => {
    const communityId = which === 'sibling' ? world.sibling.id : world.other.community.id
    const feed = await createFeed(communityId, { type: 'image', text: null })
    const gone = await createFeed(communityId, { deleted_at: new Date() })
    for (const [method, path] of [
      ['GET', `/feeds/${feed.uid}`],
      ['PUT', `/feeds/${feed.uid}`],
      ['DELETE', `/feeds/${feed.uid}/soft-delete`],
      ['POST', `/feeds/${gone.uid}/restore`],
      ['GET', `/feeds/${feed.uid}/image`],
      ['POST', `/feeds/${feed.uid}/image`],
      ['DELETE', `/feeds/${feed.uid}/image`],
    ] as const) {
      const reply = await client.request(method, path, {
        body: method === 'PUT' ? feedForm() : undefined,
        inertia: true,
      })
      expect(reply.status, `${method} ${path}`).toBe(404)
    }
    expect(await feedByUid(feed.uid)).toEqual(feed)
    expect(await feedByUid(gone.uid)).toEqual(gone)
  })
})

describe('roles', () => {
  test('a super-admin is refused (403) and a guest goes to /login, nothing changed', async () => {
    const feed: Row<typeof Feed> = await createFeed(world.community.id)
    const before = await countInCommunity('feeds', world.community.id)
    const admin = await signedIn(await createUser({ role: 'super-admin' }))
    for (const [method, path] of [
      ['GET', '/feeds'],
      ['GET', '/feeds/create'],
      ['POST', '/feeds'],
      ['GET', `/feeds/${feed.uid}`],
      ['PUT', `/feeds/${feed.uid}`],
      ['DELETE', `/feeds/${feed.uid}/soft-delete`],
      ['POST', `/feeds/${feed.uid}/restore`],
      ['GET', `/feeds/${feed.uid}/image`],
      ['POST', `/feeds/${feed.uid}/image`],
      ['DELETE', `/feeds/${feed.uid}/image`],
    ] as const) {
      const body = method === 'POST' || method === 'PUT' ? feedForm() : undefined
      const refused = await admin.request(method, path, { body, inertia: true })
      expect(refused.status, `${method} ${path}`).toBe(403)
      const guest = await new TestClient().request(method, path, { body, inertia: true })
      expect([302, 303], `${method} ${path}`).toContain(guest.status)
      expect(guest.location).toBe('/login')
    }
    expect(await feedByUid(feed.uid)).toEqual(feed)
    expect(await countInCommunity('feeds', world.community.id)).toBe(before)
  })
})

/** An anonymous request, as the mobile app makes it (no cookies at all). */
/** The mobile app's request, from another origin as a browser would send it (CORS). */
function anonymous(path: string) {
  return fetch(client.baseUrl + path, {
    headers: { origin: 'https://app.example' },
    redirect: 'manual',
  })
}

type FeedPage = { data: any[]; meta: Record<string, unknown> }

/** The public feed's JSON at `path`. */
async function feedJson(path: string) {
  const reply = await anonymous(path)
  return (await reply.json()) as FeedPage
}

async function slugOf(communityId: number) {
  const [row] = await query<{ slug: string }>(`select slug from communities where id = $1`, [
    communityId,
  ])
  return row.slug
}

describe('GET /api/communities/:slug/feed', () => {
  test('public, published items, newest first, paged; scheduled ones once due, deleted never; no cookies', async () => {
    const { world: fresh } = await signedInOrgAdmin()
    const slug = await slugOf(fresh.community.id)
    const quiz = await createQuiz(fresh.community.id)
    const oldest = await createFeed(fresh.community.id, { published_at: minutesAgo(60) })
    const due = await createFeed(fresh.community.id, {
      is_scheduled: true,
      scheduled_for: minutesAgo(5),
      published_at: minutesAgo(5),
    })
    const quizItem = await createFeed(fresh.community.id, {
      type: 'quiz',
      quiz_id: quiz.id,
      text: null,
      published_at: minutesAgo(30),
    })
    const waiting = await createFeed(fresh.community.id, {
      is_scheduled: true,
      scheduled_for: minutesAhead(30),
      published_at: minutesAhead(30),
    })
    const deleted = await createFeed(fresh.community.id, {
      published_at: minutesAgo(1),
      deleted_at: new Date(),
    })
    const members = await createFeed(fresh.community.id, {
      visibility: 'members',
      published_at: minutesAgo(2),
    })
    await createFeed(fresh.sibling.id)

    const reply = await anonymous(`/api/communities/${slug}/feed`)
    expect(reply.status).toBe(200)
    expect(reply.headers.get('set-cookie')).toBeNull()
    expect(reply.headers.get('access-control-allow-origin')).toBe('*')
    const body = (await reply.json()) as FeedPage
    expect(uids(body.data)).toEqual([due.uid, quizItem.uid, oldest.uid])
    for (const absent of [waiting, deleted, members]) {
      expect(uids(body.data)).not.toContain(absent.uid)
    }
    expect(body.meta).toEqual({ page: 1, per_page: 20, has_more: false })
    expect(body.data[0]).toEqual({
      uid: due.uid,
      type: 'post',
      title: null,
      text: due.text,
      link: null,
      image_url: null,
      media: [],
      excerpt: null,
      content: null,
      tags: [],
      quiz: null,
      quest: null,
      published_at: due.published_at.toISOString(),
    })
    expect(body.data[1].quiz).toEqual({ uid: quiz.uid, name: quiz.name })

    const first = await feedJson(`/api/communities/${slug}/feed?per_page=2`)
    expect(uids(first.data)).toEqual([due.uid, quizItem.uid])
    expect(first.meta).toEqual({ page: 1, per_page: 2, has_more: true })
    const second = await feedJson(`/api/communities/${slug}/feed?per_page=2&page=2`)
    expect(uids(second.data)).toEqual([oldest.uid])
    expect(second.meta.has_more).toBe(false)

    // Once its time has come, the scheduled item is in.
    await query(`update feeds set published_at = now() - interval '1 second' where id = $1`, [
      waiting.id,
    ])
    // Once the database has announced the change (tests/support/public_reads.ts).
    await vi.waitFor(
      async () => {
        const later = await feedJson(`/api/communities/${slug}/feed`)
        expect(uids(later.data)[0]).toBe(waiting.uid)
      },
      { timeout: ANNOUNCED_WITHIN_MS, interval: 50 }
    )
  })

  test("an item's image is served without a session; an unknown community is a 404", async () => {
    const { world: fresh, client: own } = await signedInOrgAdmin()
    const slug = await slugOf(fresh.community.id)
    const form = await feedMultipart({ type: 'image', visibility: 'public', text: 'Poza zilei' })
    const item = await created(
      await own.submit('POST', '/feeds', undefined, { form, from: '/feeds/create' })
    )
    const body = await feedJson(`/api/communities/${slug}/feed`)
    const url = new URL(body.data[0].image_url)
    expect(url.pathname).toBe(`/api/communities/${slug}/feed/${item.uid}/image`)
    const image = await anonymous(url.pathname + url.search)
    expect(image.status).toBe(200)
    expect(image.headers.get('content-type')).toBe('image/png')
    expect(image.headers.get('set-cookie')).toBeNull()

    await query(`update feeds set deleted_at = now() where id = $1`, [item.id])
    const hidden = await anonymous(url.pathname)
    expect(hidden.status).toBe(404)
    const missing = await fetch(`${client.baseUrl}/api/communities/nu-exista-${Date.now()}/feed`, {
      headers: { accept: 'application/json' },
    })
    expect(missing.status).toBe(404)
  })
})

describe('the dashboard', () => {
  test("counts the community's published and scheduled items (deleted ones not)", async () => {
    const { world: fresh, client: own } = await signedInOrgAdmin()
    await createFeed(fresh.community.id)
    await createFeed(fresh.community.id, { published_at: minutesAgo(10) })
    await createFeed(fresh.community.id, {
      is_scheduled: true,
      scheduled_for: minutesAhead(10),
      published_at: minutesAhead(10),
    })
    await createFeed(fresh.community.id, { deleted_at: new Date() })
    await createFeed(fresh.sibling.id)
    const page = await own.visit('/')
    expect(page.props.counts).toMatchObject({ publishedFeeds: 2, scheduledFeeds: 1 })
  })
})

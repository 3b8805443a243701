/**
 * GET /api/communities/{slug}/feed never shows a deleted record: an item whose quiz or quest was
 * deleted is left out of the public feed (and its image with it), and comes back when the quiz
 * or quest is restored (docs/decisions.md).
 */
import { beforeAll, describe, expect, inject, test, vi } from 'vitest'
import { ANNOUNCED_WITHIN_MS } from '../support/public_reads.ts'
import { createOrgAdmin, query } from '../support/db.ts'
import { createQuest, createQuiz, uids } from './helpers/content.ts'
import { createFeed } from './helpers/feeds.ts'

const baseUrl = inject('baseUrl')
const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000)

let community: { id: number }
let slug: string

beforeAll(async () => {
  ;({ community } = await createOrgAdmin([]))
  const [row] = await query<{ slug: string }>(`select slug from communities where id = $1`, [
    community.id,
  ])
  slug = row.slug
})

/** The public feed as the mobile app reads it: its items and the whole answer as text. */
async function publicFeed(qs = '') {
  const reply = await fetch(`${baseUrl}/api/communities/${slug}/feed${qs}`)
  expect(reply.status).toBe(200)
  const text = await reply.text()
  const body = JSON.parse(text) as { data: any[]; meta: Record<string, unknown> }
  return { ...body, text }
}

describe('the public feed and deleted quizzes and quests', () => {
  test('an item whose quiz or quest is deleted is not listed, nothing of it shows; restored, it is back', async () => {
    const [liveQuiz, goneQuiz] = await Promise.all([
      createQuiz(community.id, { name: 'Quiz activ' }),
      createQuiz(community.id, { name: 'Quiz șters', deletedAt: new Date() }),
    ])
    const [liveQuest, goneQuest] = await Promise.all([
      createQuest(community.id, { title: 'Provocare activă' }),
      createQuest(community.id, { title: 'Provocare ștearsă', deletedAt: new Date() }),
    ])
    const item = (type: 'quiz' | 'quest', id: number, minutes: number) =>
      createFeed(community.id, {
        type,
        text: null,
        [`${type}_id`]: id,
        published_at: minutesAgo(minutes),
      })
    const post = await createFeed(community.id, { published_at: minutesAgo(10) })
    const withGoneQuiz = await item('quiz', goneQuiz.id, 1)
    const withLiveQuiz = await item('quiz', liveQuiz.id, 2)
    const withGoneQuest = await item('quest', goneQuest.id, 3)
    const withLiveQuest = await item('quest', liveQuest.id, 4)

    const feed = await publicFeed()
    expect(uids(feed.data)).toEqual([withLiveQuiz.uid, withLiveQuest.uid, post.uid])
    for (const hidden of [withGoneQuiz.uid, withGoneQuest.uid, goneQuiz.uid, goneQuest.uid]) {
      expect(feed.text).not.toContain(hidden)
    }
    expect(feed.text).not.toContain('Quiz șters')
    expect(feed.text).not.toContain('Provocare ștearsă')
    expect(feed.data[0].quiz).toEqual({ uid: liveQuiz.uid, name: 'Quiz activ' })
    expect(feed.data[1].quest).toEqual({ uid: liveQuest.uid, title: 'Provocare activă' })

    // Pages are counted without them: the first item alone has a next page, the third none.
    const first = await publicFeed('?per_page=1')
    expect(uids(first.data)).toEqual([withLiveQuiz.uid])
    expect(first.meta.has_more).toBe(true)
    const last = await publicFeed('?per_page=1&page=3')
    expect(uids(last.data)).toEqual([post.uid])
    expect(last.meta.has_more).toBe(false)

    // The image route answers only for listed items.
    const image = await fetch(`${baseUrl}/api/communities/${slug}/feed/${withGoneQuiz.uid}/image`)
    expect(image.status).toBe(404)

    await query(`update quizzes set deleted_at = null where id = $1`, [goneQuiz.id])
    await query(`update quests set deleted_at = null where id = $1`, [goneQuest.id])
    // Once the database has announced the change (tests/support/public_reads.ts).
    await vi.waitFor(
      async () => {
        const restored = await publicFeed()
        expect(uids(restored.data)).toEqual([
          withGoneQuiz.uid,
          withLiveQuiz.uid,
          withGoneQuest.uid,
          withLiveQuest.uid,
          post.uid,
        ])
      },
      { timeout: ANNOUNCED_WITHIN_MS, interval: 50 }
    )
  })
})

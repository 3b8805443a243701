/**
 * The public feed's answer over two nodes (docs/decisions.md, "Answer versions kept until a change
 * is announced"): each node keeps the feed's version until the database announces a change to
 * the community, so a change made through node A changes the tag node B serves, and a scheduled
 * item appears on node B when it becomes due, though nothing announces it. Fails if a node keeps
 * a version past a change it did not make, or past the time its next item is due.
 */
import { beforeAll, describe, expect, inject, test } from 'vitest'
import { TestClient } from '../support/client.ts'
import { createOrgAdmin, query } from '../support/db.ts'
import { publicReader } from '../support/public_reads.ts'
import { createFeed, feedForm } from '../http/helpers/feeds.ts'

const [nodeA, nodeB] = inject('nodes')
const onB = publicReader(nodeB)
const seconds = (n: number) => new Date(Date.now() + n * 1000)
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe('the public feed over two nodes', () => {
  let admin: Awaited<ReturnType<typeof createOrgAdmin>>
  let path: string

  beforeAll(async () => {
    admin = await createOrgAdmin(['events-module'])
    const [{ slug }] = await query<{ slug: string }>(`select slug from communities where id = $1`, [
      admin.community.id,
    ])
    path = `/api/communities/${slug}/feed`
  })

  test('an item edited through node A changes the tag node B serves', async () => {
    const item = await createFeed(admin.community.id, { text: 'Ediția întâi' })
    const etag = await onB.tagOf(path)
    // Node B keeps it: asked again, the same tag.
    await onB.expectCurrent(path, etag)

    const onA = new TestClient(nodeA)
    await onA.login(admin.user.email, admin.user.password)
    const edited = await onA.submit(
      'PUT',
      `/feeds/${item.uid}`,
      feedForm({ text: 'Ediția a doua' }),
      {
        from: `/feeds/${item.uid}`,
      }
    )
    expect(edited.page?.props.errors).toEqual({})

    const changed = await onB.expectChanged(path, etag)
    expect(changed.uids[0]).toBe(item.uid)
    const reply = await onB.read(path)
    const body = (await reply.json()) as { data: { uid: string; text: string }[] }
    expect(body.data[0].text).toBe('Ediția a doua')
  })

  test('a scheduled item appears on node B when it becomes due', async () => {
    let etag = await onB.tagOf(path)
    const due = seconds(3)
    const scheduled = await createFeed(admin.community.id, {
      text: 'Programată',
      is_scheduled: true,
      scheduled_for: due,
      published_at: due,
    })
    // Announced, but not shown yet: the tag holds, and node B keeps it again until it is due.
    await onB.expectCurrent(path, etag)
    await onB.expectCurrent(path, etag)
    await sleep(Math.max(0, due.getTime() - Date.now()) + 100)
    const answer = await onB.expectChanged(path, etag)
    expect(answer.uids[0]).toBe(scheduled.uid)
    etag = answer.etag
    await onB.expectCurrent(path, etag)
  })
})

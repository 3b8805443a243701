/**
 * GET /api/member/communities/{slug}/feed: the community's feed as its members read it, with the
 * members-only items the public feed leaves out; the public feed's scheduling and deletion rules,
 * a cursor, an ETag and its 304.
 */
import { beforeAll, describe, expect, inject, test, vi } from 'vitest'
import { query } from '../../support/db.ts'
import { ANNOUNCED_WITHIN_MS } from '../../support/public_reads.ts'
import { createFeed, feedByUid, feedMultipart } from '../helpers/feeds.ts'
import { signedInOrgAdmin } from '../helpers/tenant.ts'
import { uids } from '../helpers/content.ts'
import { fieldErrors, memberCommunity, memberRequest, slugOf } from '../helpers/member_content.ts'
import { joinedMember } from '../helpers/members.ts'

const baseUrl = inject('baseUrl')
const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000)
const minutesAhead = (n: number) => new Date(Date.now() + n * 60_000)

type FeedAnswer = {
  data: { uid: string; members_only: boolean; text: string | null }[]
  meta: { per_page: number; has_more: boolean; next_cursor: string | null }
}

let communityId: number
let slug: string
let token: string
/** The community's items, newest first, as a member reads them. */
let listed: { uid: string }[]
let hidden: { uid: string }[]
let membersOnly: { uid: string }

beforeAll(async () => {
  ;({ communityId, slug } = await memberCommunity())
  ;({ token } = await joinedMember(communityId))
  const publicItem = await createFeed(communityId, { published_at: minutesAgo(30) })
  membersOnly = await createFeed(communityId, {
    visibility: 'members',
    text: 'Doar pentru membri',
    published_at: minutesAgo(20),
  })
  const due = await createFeed(communityId, {
    visibility: 'members',
    is_scheduled: true,
    scheduled_for: minutesAgo(10),
    published_at: minutesAgo(10),
  })
  listed = [due, membersOnly, publicItem]
  hidden = [
    await createFeed(communityId, {
      visibility: 'members',
      is_scheduled: true,
      scheduled_for: minutesAhead(30),
      published_at: minutesAhead(30),
    }),
    await createFeed(communityId, {
      visibility: 'members',
      published_at: minutesAgo(1),
      deleted_at: new Date(),
    }),
    await createFeed(communityId, { visibility: 'private', published_at: minutesAgo(2) }),
  ]
  const other = await memberCommunity()
  hidden.push(await createFeed(other.communityId, { visibility: 'members' }))
})

async function memberFeed(qs = '', headers: Record<string, string> = {}) {
  return memberRequest(token, `/api/member/communities/${slug}/feed${qs}`, { headers })
}

/** A page's answer, read. */
async function feedPage(qs = '', memberToken = token, feedSlug = slug) {
  const reply = await memberRequest(memberToken, `/api/member/communities/${feedSlug}/feed${qs}`)
  expect(reply.status).toBe(200)
  return (await reply.json()) as FeedAnswer & { data: { image_url: string | null }[] }
}

async function publicTagOf(feedSlug: string) {
  const reply = await fetch(`${baseUrl}/api/communities/${feedSlug}/feed`)
  return reply.headers.get('etag')
}

describe('the member feed', () => {
  test('public and members-only items, newest first, each saying which; scheduled, deleted, private and other communities’ not', async () => {
    const reply = await memberFeed()
    expect(reply.status).toBe(200)
    expect(reply.headers.get('set-cookie')).toBeNull()
    expect(reply.headers.get('cache-control')).toBe('private, no-cache')
    const text = await reply.text()
    const body = JSON.parse(text) as FeedAnswer
    expect(uids(body.data)).toEqual(uids(listed))
    expect(body.data.map((item) => item.members_only)).toEqual([true, true, false])
    expect(body.meta).toEqual({ per_page: 20, has_more: false, next_cursor: null })
    for (const item of hidden) expect(text).not.toContain(item.uid)
  })

  test('the public feed does not show the members-only items', async () => {
    const reply = await fetch(`${baseUrl}/api/communities/${slug}/feed`)
    const body = (await reply.json()) as FeedAnswer
    expect(uids(body.data)).toEqual([listed[2].uid])
    expect(JSON.stringify(body)).not.toContain('Doar pentru membri')
  })

  test('a cursor pages through the feed: each page after the previous one’s last item', async () => {
    const first = await feedPage('?per_page=2')
    expect(uids(first.data)).toEqual(uids(listed.slice(0, 2)))
    expect(first.meta).toEqual({ per_page: 2, has_more: true, next_cursor: listed[1].uid })
    const second = await feedPage(`?per_page=2&cursor=${first.meta.next_cursor}`)
    expect(uids(second.data)).toEqual([listed[2].uid])
    expect(second.meta).toEqual({ per_page: 2, has_more: false, next_cursor: null })
  })

  test('a malformed cursor: 422 under `cursor`, in English when asked', async () => {
    const reply = await memberFeed('?cursor=nu-e-un-cursor', { 'accept-language': 'en' })
    expect(reply.status).toBe(422)
    expect(await fieldErrors(reply)).toEqual({
      cursor: 'The page cursor is not valid: use next_cursor from the previous page.',
    })
    const romanian = await memberFeed('?cursor=nu-e-un-cursor')
    const messages = await fieldErrors(romanian)
    expect(messages.cursor).toBe(
      'Cursorul paginii nu este valid: folosește next_cursor din pagina anterioară.'
    )
  })

  test('If-None-Match with the ETag: 304 without a body; a members-only item’s change gives a new tag the public feed does not', async () => {
    const first = await memberFeed()
    const etag = first.headers.get('etag')!
    expect(etag).toMatch(/^"[\w-]{32}"$/)
    const publicTag = await publicTagOf(slug)
    expect(publicTag).not.toBe(etag)

    const same = await memberFeed('', { 'if-none-match': etag })
    expect(same.status).toBe(304)
    expect(await same.text()).toBe('')

    await query(`update feeds set text = 'Schimbat', updated_at = now() where uid = $1`, [
      membersOnly.uid,
    ])
    // Once the database has announced the change (tests/support/public_reads.ts).
    await vi.waitFor(
      async () => {
        const changed = await memberFeed('', { 'if-none-match': etag })
        expect(changed.status).toBe(200)
        expect(changed.headers.get('etag')).not.toBe(etag)
        const body = (await changed.json()) as FeedAnswer
        expect(body.data.find((item) => item.uid === membersOnly.uid)?.text).toBe('Schimbat')
      },
      { timeout: ANNOUNCED_WITHIN_MS, interval: 50 }
    )
    const publicAfter = await fetch(`${baseUrl}/api/communities/${slug}/feed`, {
      headers: { 'if-none-match': publicTag! },
    })
    expect(publicAfter.status).toBe(304)
  })

  test('a member of another community, a missing or an unknown token: 401 with the reason; an unknown community 404', async () => {
    const other = await memberCommunity()
    const stranger = await joinedMember(other.communityId)
    const reply = await memberRequest(stranger.token, `/api/member/communities/${slug}/feed`)
    expect(reply.status).toBe(401)
    expect(await reply.json()).toMatchObject({ error: 'unauthenticated', reason: 'not_a_member' })

    const anonymous = await fetch(`${baseUrl}/api/member/communities/${slug}/feed`)
    expect(anonymous.status).toBe(401)
    const forged = await memberRequest(
      'mbr_nu-este-un-token',
      `/api/member/communities/${slug}/feed`
    )
    expect(forged.status).toBe(401)
    expect(await forged.json()).toMatchObject({ reason: 'token_invalid' })

    const unknown = await memberRequest(
      token,
      `/api/member/communities/nu-exista-${Date.now()}/feed`
    )
    expect(unknown.status).toBe(404)
  })

  test('a members-only item’s image: served to its members by the member route, never by the public one', async () => {
    const { world, client } = await signedInOrgAdmin()
    const ownSlug = await slugOf(world.community.id)
    const own = await joinedMember(world.community.id)
    const form = await feedMultipart({ type: 'image', visibility: 'members', text: 'Poza zilei' })
    const posted = await client.submit('POST', '/feeds', undefined, { form, from: '/feeds/create' })
    const item = (await feedByUid(posted.page?.props.feed.uid))!

    const feed = await feedPage('', own.token, ownSlug)
    const url = new URL(feed.data[0].image_url!)
    expect(url.pathname).toBe(`/api/member/communities/${ownSlug}/feed/${item.uid}/image`)
    const image = await memberRequest(own.token, url.pathname + url.search)
    expect(image.status).toBe(200)
    expect(image.headers.get('content-type')).toBe('image/png')

    const stranger = await joinedMember(communityId)
    const refused = await memberRequest(stranger.token, url.pathname)
    expect(refused.status).toBe(401)
    const publicRoute = await fetch(`${baseUrl}/api/communities/${ownSlug}/feed/${item.uid}/image`)
    expect(publicRoute.status).toBe(404)
  })
})

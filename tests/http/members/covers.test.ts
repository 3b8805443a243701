/**
 * A quiz's and a quest's cover in the member API: `cover_image_url` in the list and in the
 * record, an absolute URL of GET /api/member/communities/{slug}/{quizzes|quests}/{uid}/cover,
 * served to the community's members only, while the record is listed (docs/members.md).
 */
import { beforeAll, describe, expect, inject, test } from 'vitest'
import type { TestClient } from '../../support/client.ts'
import { query } from '../../support/db.ts'
import { createQuest, createQuiz, uploadCover } from '../helpers/content.ts'
import { signedInOrgAdmin } from '../helpers/tenant.ts'
import {
  memberCommunity,
  memberRequest,
  otherCommunityId,
  slugOf,
} from '../helpers/member_content.ts'
import { joinedMember } from '../helpers/members.ts'

const baseUrl = inject('baseUrl')

let client: TestClient
let communityId: number
let slug: string
let token: string

beforeAll(async () => {
  const signedIn = await signedInOrgAdmin()
  client = signedIn.client
  communityId = signedIn.world.community.id
  slug = await slugOf(communityId)
  ;({ token } = await joinedMember(communityId))
})

const KINDS = [
  { kind: 'quizzes', create: (id: number) => createQuiz(id) },
  { kind: 'quests', create: (id: number) => createQuest(id) },
] as const

describe.each(KINDS)('$kind', ({ kind, create }) => {
  const path = (uid: string, own = slug) => `/api/member/communities/${own}/${kind}/${uid}/cover`

  /** A record of the member's community with a cover the org-admin uploaded. */
  async function withCover() {
    const record = await create(communityId)
    const upload = await uploadCover(client, kind, record.uid)
    expect(upload.page?.flash.success).toBeTruthy()
    return record
  }

  test('the list and the record carry the cover’s URL, served to the member with the token', async () => {
    const record = await withCover()
    const bare = await create(communityId)

    const list = await memberRequest(token, `/api/member/communities/${slug}/${kind}`)
    expect(list.status).toBe(200)
    const { data } = (await list.json()) as { data: { uid: string; cover_image_url: string }[] }
    const listed = data.find((row) => row.uid === record.uid)!
    const url = new URL(listed.cover_image_url)
    expect(url.origin).toBe(new URL(baseUrl).origin)
    expect(url.pathname).toBe(path(record.uid))
    expect(url.searchParams.get('t')).toMatch(/^\d+$/)
    expect(data.find((row) => row.uid === bare.uid)!.cover_image_url).toBeNull()

    const one = await memberRequest(token, `/api/member/communities/${slug}/${kind}/${record.uid}`)
    expect(((await one.json()) as { data: { cover_image_url: string } }).data.cover_image_url).toBe(
      listed.cover_image_url
    )

    const image = await memberRequest(token, url.pathname + url.search)
    expect(image.status).toBe(200)
    expect(image.headers.get('content-type')).toBe('image/png')
    expect(image.headers.get('cache-control')).toBe('private, max-age=31536000, immutable')
    const again = await memberRequest(token, url.pathname, {
      headers: { 'if-none-match': image.headers.get('etag')! },
    })
    expect(again.status).toBe(304)

    // No cover: 404 in the API's shape, in English when asked.
    const none = await memberRequest(token, path(bare.uid), {
      headers: { 'accept-language': 'en' },
    })
    expect(none.status).toBe(404)
    expect(await none.json()).toMatchObject({ error: 'not_found' })
  })

  const statusOf = (reply: Promise<Response>) => reply.then((answer) => answer.status)

  test('a deleted record, another community’s, an unknown uid: 404', async () => {
    const record = await withCover()
    await query(`update ${kind} set deleted_at = now() where id = $1`, [record.id])
    expect(await statusOf(memberRequest(token, path(record.uid)))).toBe(404)

    // Another community's record with the same stored cover.
    const elsewhere = await create(await otherCommunityId())
    await query(
      `update ${kind} set cover_image = (select cover_image from ${kind} where id = $1) where id = $2`,
      [record.id, elsewhere.id]
    )
    expect(await statusOf(memberRequest(token, path(elsewhere.uid)))).toBe(404)
    expect(await statusOf(memberRequest(token, path(crypto.randomUUID())))).toBe(404)
  })

  test('a member of another community, no token, the org-admin’s session: 401', async () => {
    const record = await withCover()
    const { communityId: otherId } = await memberCommunity()
    const stranger = await joinedMember(otherId)
    const refused = await memberRequest(stranger.token, path(record.uid))
    expect(refused.status).toBe(401)
    expect(await refused.json()).toMatchObject({ error: 'unauthenticated', reason: 'not_a_member' })
    // The stranger's own community does not serve another's record either.
    const ownSlug = await slugOf(otherId)
    expect(await statusOf(memberRequest(stranger.token, path(record.uid, ownSlug)))).toBe(404)

    const anonymous = await fetch(`${baseUrl}${path(record.uid)}`)
    expect(anonymous.status).toBe(401)
    // The back-office session is not a member's token.
    const staff = await client.request('GET', path(record.uid))
    expect(staff.status).toBe(401)
  })
})

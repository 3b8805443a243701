/**
 * GET /api/member/communities/{slug}/products: the products of the segments the member's contact
 * is in (by hand, by a quiz), each once, by segment priority then name, priced in EUR and in RON
 * at the day's rate; they follow the segments a quiz answer moves.
 */
import { beforeAll, describe, expect, test } from 'vitest'
import { query } from '../../support/db.ts'
import { orgDay } from '../../support/org_dates.ts'
import { createQuiz, quizTree } from '../helpers/content.ts'
import { createProduct } from '../helpers/products.ts'
import { createSegment, linkProducts } from '../helpers/segments.ts'
import { memberCommunity, memberRequest, otherCommunityId } from '../helpers/member_content.ts'
import { joinedMember } from '../helpers/members.ts'

type Offered = { uid: string; name: string } & Record<string, unknown>

let communityId: number
let slug: string

async function offeredTo(token: string) {
  const reply = await memberRequest(token, `/api/member/communities/${slug}/products`)
  expect(reply.status).toBe(200)
  return (await reply.json()) as { data: Offered[]; meta: { rate: Record<string, unknown> } }
}

const names = (rows: Offered[]) => rows.map((row) => row.name)

async function offeredNames(token: string) {
  const { data } = await offeredTo(token)
  return names(data)
}

/** The contact in the segment, by hand. */
function addByHand(segmentId: number, contactId: number) {
  return query(
    `insert into segment_contacts (community_id, segment_id, contact_id, source, added_at)
     values ($1, $2, $3, 'manual', now())`,
    [communityId, segmentId, contactId]
  )
}

beforeAll(async () => {
  ;({ communityId, slug } = await memberCommunity())
  // The day's rate (today, relative): what the products screen shows.
  await query('delete from exchange_rates')
  await query(`insert into exchange_rates (date, eurron, created_at) values ($1, 4.9771, now())`, [
    orgDay(0),
  ])
})

describe('the products offered to a member', () => {
  test('those of the member’s segments, each once, by priority then name, not deleted, with flags and prices', async () => {
    const { contact, token } = await joinedMember(communityId)
    const contactId = contact.id
    const first = await createSegment(communityId, { priority: 1 })
    const later = await createSegment(communityId, { priority: 5 })
    const notMine = await createSegment(communityId, { priority: 0 })
    const zebra = await createProduct(communityId, { name: 'Zebra curs' })
    const atelier = await createProduct(communityId, {
      name: 'atelier foto',
      price_cents: 1250,
      promo_price_cents: 1000,
      stripe_required: true,
      membership_required: true,
      subscription_required: false,
    })
    const bilet = await createProduct(communityId, { name: 'Bilet', promo_price_cents: 0 })
    const deleted = await createProduct(communityId, { name: 'Șters', deleted_at: new Date() })
    const other = await createProduct(communityId, { name: 'Alt segment' })
    await linkProducts(first, [zebra.id, atelier.id, deleted.id])
    await linkProducts(later, [atelier.id, bilet.id])
    await linkProducts(notMine, [other.id])
    await addByHand(first.id, contactId)
    await addByHand(later.id, contactId)

    const { data, meta } = await offeredTo(token)
    expect(names(data)).toEqual(['atelier foto', 'Zebra curs', 'Bilet'])
    expect(data[0]).toEqual({
      uid: atelier.uid,
      name: 'atelier foto',
      description_short: atelier.description_short,
      description_long: atelier.description_long,
      product_type: 'digital',
      product_payment_type: 'unica',
      product_delivery_type: 'online',
      product_format_type: 'online',
      // 12.50 EUR × 4.9771 = 62.21 RON, 10 EUR × 4.9771 = 49.77: whole lei.
      price: { eur: '12.50', ron: 62 },
      promo_price: { eur: '10.00', ron: 50 },
      external_link: null,
      membership_required: true,
      subscription_required: false,
      payment_provider_required: true,
    })
    expect(data[2].promo_price).toBeNull()
    expect(meta.rate).toEqual({ eurron: 4.9771, date: orgDay(0) })
  })

  test('they follow the segments: a quiz answer offers its segment’s products at once, answering again takes them back', async () => {
    const { contact, token } = await joinedMember(communityId)
    const contactId = contact.id
    const kept = await createSegment(communityId, { priority: 2 })
    const picked = await createSegment(communityId, { priority: 3 })
    const keptProduct = await createProduct(communityId, { name: 'Păstrat' })
    const pickedProduct = await createProduct(communityId, { name: 'Ales prin quiz' })
    await linkProducts(kept, [keptProduct.id])
    await linkProducts(picked, [pickedProduct.id])
    await addByHand(kept.id, contactId)
    const quiz = await createQuiz(communityId, { segmentIds: [picked.id, kept.id] })
    const [question] = await quizTree(quiz.id)
    const [toPicked, toKept] = question.answers.map((answer: { id: number }) => answer.id)
    expect(await offeredNames(token)).toEqual(['Păstrat'])

    const answer = async (answerId: number) => {
      const path = `/api/member/communities/${slug}/quizzes/${quiz.uid}/answers`
      const body = { answers: [{ question_id: question.id, answer_ids: [answerId] }] }
      const reply = await memberRequest(token, path, { method: 'PUT', body })
      return reply.status
    }
    expect(await answer(toPicked)).toBe(200)
    expect(await offeredNames(token)).toEqual(['Păstrat', 'Ales prin quiz'])
    expect(await answer(toKept)).toBe(200)
    // The segment reached by hand keeps its product; the quiz's other segment is gone.
    expect(await offeredNames(token)).toEqual(['Păstrat'])
  })

  test('a member in no segment is offered nothing; a member of another community gets 401', async () => {
    const { token } = await joinedMember(communityId)
    expect(await offeredNames(token)).toEqual([])
    const stranger = await joinedMember(await otherCommunityId())
    const reply = await memberRequest(stranger.token, `/api/member/communities/${slug}/products`, {
      headers: { 'accept-language': 'en' },
    })
    expect(reply.status).toBe(401)
    expect(await reply.json()).toEqual({
      error: 'unauthenticated',
      reason: 'not_a_member',
      message: expect.stringMatching(/community/),
    })
  })
})

/**
 * Helpers for the member API's events, tickets and data tests: members joined to a community
 * (`joinedMember` of ./members.ts) and the app's requests.
 */
import { inject } from 'vitest'
import { createOrgAdmin, factories, query } from '../../support/db.ts'
import { joinedMember } from './members.ts'
import { nativeImport } from '../../support/native_import.js'

const baseUrl = inject('baseUrl')

/** A community of its own with the events module, its slug, and a member in it. */
export async function memberWorld() {
  const { community, organization, user } = await createOrgAdmin(['events-module'])
  const slug = await slugOf(community.id)
  const joined = await joinedMember(community.id)
  return { community, organization, orgAdmin: user, slug, ...joined }
}

export async function slugOf(communityId: number) {
  const [row] = await query<{ slug: string }>(`select slug from communities where id = $1`, [
    communityId,
  ])
  return row.slug
}

/** The app's request with the member's token: JSON, no cookie. */
export function memberApi(
  token: string | null,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {}
) {
  return fetch(`${baseUrl}/api/member${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
    redirect: 'manual',
  })
}

/** The field errors of a 422 answer, by field. */
export async function fieldErrors(reply: Response) {
  const body = (await reply.json()) as { errors: { field: string; message: string }[] }
  return Object.fromEntries(body.errors.map((error) => [error.field, error.message]))
}

/**
 * What the member's contact has in the community, as the app's flows leave it (the quiz and
 * segments areas write these): a segment by hand, a quiz's answer and the segment it chose, a
 * sign-in identity. The rows through the app's models.
 */
export async function memberActivity(
  member: { id: number; email: string | null },
  contact: {
    id: number
    communityId: number
  }
) {
  const { SegmentFactory, createQuizWithQuestions } = await factories()
  const [{ default: SegmentContact }, { default: QuizResponse }, { default: MemberIdentity }] =
    await Promise.all([
      nativeImport<typeof import('#models/segment_contact')>('#models/segment_contact'),
      nativeImport<typeof import('#models/quiz_response')>('#models/quiz_response'),
      nativeImport<typeof import('#models/member_identity')>('#models/member_identity'),
    ])
  const { DateTime } = await import('luxon')
  const communityId = contact.communityId
  const byHand = await SegmentFactory.merge({ communityId }).create()
  const byQuiz = await SegmentFactory.merge({ communityId }).create()
  const quiz = await createQuizWithQuestions(communityId, 1, 2, { segmentIds: [byQuiz.id] })
  const [answer] = await query<{ id: number; text: string }>(
    `select a.id, a.text from quiz_answers a join quiz_questions q on q.id = a.question_id
      where q.quiz_id = $1 order by a.position limit 1`,
    [quiz.id]
  )
  const now = DateTime.now()
  await SegmentContact.createMany([
    { communityId, segmentId: byHand.id, contactId: contact.id, source: 'manual', addedAt: now },
    {
      communityId,
      segmentId: byQuiz.id,
      contactId: contact.id,
      source: 'quiz',
      sourceId: quiz.id,
      addedAt: now,
    },
  ])
  const response = await QuizResponse.create({
    communityId,
    quizId: quiz.id,
    contactId: contact.id,
    memberId: member.id,
    answeredAt: now,
  })
  await response.related('answers').attach({ [answer.id]: { community_id: communityId } })
  await MemberIdentity.create({
    memberId: member.id,
    provider: 'google',
    subject: `google-${member.id}`,
    email: member.email,
  })
  return { byHand, byQuiz, quiz, answer }
}

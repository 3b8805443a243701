import { DateTime } from 'luxon'
import Member from '#models/member'
import QuizResponse from '#models/quiz_response'
import SegmentContact, { type SegmentSource } from '#models/segment_contact'

/**
 * A contact's response to a quiz with the chosen answers (ids of the quiz's answers), as the
 * member API stores it; `answeredAt` defaults to now.
 */
export async function answerQuiz(
  contact: { id: number; communityId: number },
  quiz: { id: number },
  answerIds: number[],
  {
    memberId = null,
    answeredAt = DateTime.now(),
  }: { memberId?: number | null; answeredAt?: DateTime } = {}
) {
  const response = await QuizResponse.create({
    communityId: contact.communityId,
    quizId: quiz.id,
    contactId: contact.id,
    memberId,
    answeredAt,
  })
  await response
    .related('answers')
    .attach(Object.fromEntries(answerIds.map((id) => [id, { community_id: contact.communityId }])))
  return response
}

/**
 * A contact in a segment by one way: `manual` (by `addedBy`), `import`, or `quiz` (`sourceId` =
 * the quiz).
 */
export function putInSegment(
  segment: { id: number; communityId: number },
  contact: { id: number },
  source: SegmentSource = 'manual',
  {
    sourceId = null,
    addedBy = null,
    addedAt = DateTime.now(),
  }: { sourceId?: number | null; addedBy?: number | null; addedAt?: DateTime } = {}
) {
  return SegmentContact.create({
    communityId: segment.communityId,
    segmentId: segment.id,
    contactId: contact.id,
    source,
    sourceId,
    addedBy,
    addedAt,
  })
}

/** One more signed-in device of the member (its access token, named `name`). */
export async function addDevice(member: Member, name: string) {
  const token = await Member.accessTokens.create(member, ['*'], { name })
  return token.value!.release()
}

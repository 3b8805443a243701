import type { I18n } from '@adonisjs/i18n'
import { DateTime } from 'luxon'
import type Quiz from '#models/quiz'
import QuizResponse from '#models/quiz_response'
import SegmentContact from '#models/segment_contact'
import { communityScope } from '#models/mixins/with_tenant_scope'
import {
  liveContentList,
  liveContentOr404,
  oneAtATime,
  questionRefusals,
  refuseFields,
  type Answerer,
  type FieldRefusal,
} from '#services/members/member_content'

export interface QuizAnswersInput {
  answers: { question_id: number; answer_ids: number[] }[]
}

/** The community's quizzes not deleted, newest first, with when the contact answered each. */
export function quizzesFor({ communityId, contactId }: Answerer) {
  const responses = QuizResponse.forTenant(communityScope(communityId))
    .where('contact_id', contactId)
    .select('quiz_id', 'answered_at')
  return liveContentList('quizzes', communityId, ['name'], responses, (response) => response.quizId)
}

/** A quiz of the community, not deleted, with its questions and answers; 404 otherwise. */
export function liveQuiz(communityId: number, uid: unknown, i18n: I18n) {
  return liveContentOr404('quizzes', communityId, uid, i18n, (query) =>
    query.preload('questions', (questions) => questions.preload('answers'))
  )
}

/** The contact's response to the quiz with its chosen answers' ids, or null. */
export function responseOf(quiz: Quiz, contactId: number) {
  return QuizResponse.forTenant(communityScope(quiz.communityId))
    .where('quiz_id', quiz.id)
    .where('contact_id', contactId)
    .preload('answers', (answers) => answers.select('quiz_answers.id'))
    .first()
}

/**
 * Every question answered once, each answer one of its question's, one answer to a single-choice
 * question; the refusals under the body's fields.
 */
function answerRefusals(quiz: Quiz, input: QuizAnswersInput) {
  const questions = new Map(quiz.questions.map((question) => [question.id, question]))
  const refusals: FieldRefusal[] = questionRefusals(
    input.answers.map((entry) => entry.question_id),
    new Set(questions.keys()),
    {
      field: 'question_id',
      question: 'member_quiz_question',
      twice: 'member_quiz_question_twice',
      unanswered: 'member_quiz_unanswered',
    }
  )
  input.answers.forEach((entry, index) => {
    const question = questions.get(entry.question_id)
    if (!question) return
    const own = new Set(question.answers.map((answer) => answer.id))
    entry.answer_ids.forEach((id, position) => {
      if (!own.has(id)) {
        refusals.push({
          field: `answers.${index}.answer_ids.${position}`,
          rule: 'member_quiz_answer',
        })
      }
    })
    if (question.type === 'single' && entry.answer_ids.length > 1) {
      refusals.push({ field: `answers.${index}.answer_ids`, rule: 'member_quiz_single' })
    }
  })
  return refusals
}

/**
 * Stores the answers and moves the contact's segments in one transaction: the earlier response
 * and its answers go, the contact's segments reached by this quiz go, the chosen answers'
 * segments come (at once). Segments reached by hand, by an import or by another quiz stay.
 */
export async function answerQuiz(
  quiz: Quiz,
  answerer: Answerer,
  input: QuizAnswersInput,
  i18n: I18n
) {
  refuseFields(i18n, answerRefusals(quiz, input))
  const chosen = new Set(input.answers.flatMap((entry) => entry.answer_ids))
  const segmentIds = [
    ...new Set(
      quiz.questions.flatMap((question) =>
        question.answers.flatMap((answer) =>
          chosen.has(answer.id) && answer.segmentId !== null ? [answer.segmentId] : []
        )
      )
    ),
  ]
  const { communityId, contactId, memberId } = answerer
  const scope = communityScope(communityId)
  const now = DateTime.now()
  return oneAtATime(answerer, async (trx) => {
    await QuizResponse.forTenant(scope)
      .useTransaction(trx)
      .where('quiz_id', quiz.id)
      .where('contact_id', contactId)
      .delete()
    const response = await QuizResponse.create(
      { communityId, quizId: quiz.id, contactId, memberId, answeredAt: now },
      { client: trx }
    )
    await response
      .related('answers')
      .attach(Object.fromEntries([...chosen].map((id) => [id, { community_id: communityId }])), trx)
    await SegmentContact.forTenant(scope)
      .useTransaction(trx)
      .where('contact_id', contactId)
      .where('source', 'quiz')
      .where('source_id', quiz.id)
      .delete()
    if (segmentIds.length) {
      await SegmentContact.createMany(
        segmentIds.map((segmentId) => ({
          communityId,
          segmentId,
          contactId,
          source: 'quiz' as const,
          sourceId: quiz.id,
          addedBy: null,
          addedAt: now,
        })),
        { client: trx }
      )
    }
    return { answeredAt: response.answeredAt, answerIds: chosen }
  })
}

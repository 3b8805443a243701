import factory from '@adonisjs/lucid/factories'
import Quiz from '#models/quiz'
import QuizQuestion from '#models/quiz_question'
import QuizAnswer from '#models/quiz_answer'
import { unique } from '#database/factories/unique'

/** An answer without a segment; merge `communityId` and `questionId` (and `segmentId`). */
export const QuizAnswerFactory = factory
  .define(QuizAnswer, () => ({ position: 0, text: unique('Răspuns'), segmentId: null }))
  .build()

/** A single-choice question; merge `communityId` and `quizId`. */
export const QuizQuestionFactory = factory
  .define(QuizQuestion, () => ({ position: 0, text: unique('Întrebare'), type: 'single' as const }))
  .build()

/**
 * A quiz with a unique name and no questions; merge `communityId` (and `createdBy`, `deletedAt`).
 * `createQuizWithQuestions` builds one with its questions and answers.
 */
export const QuizFactory = factory
  .define(Quiz, () => ({ name: unique('Quiz'), createdBy: null, deletedAt: null }))
  .build()

/**
 * A quiz of the community with `questions` questions of `answers` answers each (positions in
 * order); `segmentIds` are given to the answers in turn.
 */
export async function createQuizWithQuestions(
  communityId: number,
  questions = 1,
  answers = 2,
  { segmentIds = [], ...merge }: Partial<Quiz> & { segmentIds?: number[] } = {}
) {
  const quiz = await QuizFactory.merge({ communityId, ...merge }).create()
  let turn = 0
  for (let q = 0; q < questions; q++) {
    const question = await QuizQuestionFactory.merge({
      communityId,
      quizId: quiz.id,
      position: q,
    }).create()
    await QuizAnswerFactory.merge(
      Array.from({ length: answers }, (_, a) => ({
        communityId,
        questionId: question.id,
        position: a,
        segmentId: segmentIds.length ? segmentIds[turn++ % segmentIds.length] : null,
      }))
    ).createMany(answers)
  }
  return quiz
}

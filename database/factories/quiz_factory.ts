import factory from '@adonisjs/lucid/factories'
import Quiz from '#models/quiz'
import QuizQuestion from '#models/quiz_question'
import QuizAnswer from '#models/quiz_answer'
import { unique } from '#database/factories/unique'

/** An answer without a segment (merge `segmentId` for one). */
export const QuizAnswerFactory = factory
  .define(QuizAnswer, () => ({ position: 0, text: unique('Răspuns'), segmentId: null }))
  .build()

/** A single-choice question (`with('answers', n)` for its answers). */
export const QuizQuestionFactory = factory
  .define(QuizQuestion, () => ({ position: 0, text: unique('Întrebare'), type: 'single' as const }))
  .relation('answers', () => QuizAnswerFactory)
  .build()

/**
 * A quiz with a unique name and no questions; merge `communityId` (and `createdBy`, `deletedAt`).
 * `QuizFactory.merge({ communityId }).with('questions', 2, (q) => q.with('answers', 2)).create()`
 * builds one with its questions and answers (ordered by id when positions are equal).
 */
export const QuizFactory = factory
  .define(Quiz, () => ({ name: unique('Quiz'), createdBy: null, deletedAt: null }))
  .relation('questions', () => QuizQuestionFactory)
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
    const question = await QuizQuestionFactory.merge({ quizId: quiz.id, position: q }).create()
    await QuizAnswerFactory.merge(
      Array.from({ length: answers }, (_, a) => ({
        questionId: question.id,
        position: a,
        segmentId: segmentIds.length ? segmentIds[turn++ % segmentIds.length] : null,
      }))
    ).createMany(answers)
  }
  return quiz
}

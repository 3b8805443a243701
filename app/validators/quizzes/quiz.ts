import vine from '@vinejs/vine'
import { QUIZ_QUESTION_TYPES } from '#models/quiz_question'
import { recordId } from '#validators/shared/shared'
import { distinctIds, keptId, knownId, type KnownIds } from '#validators/shared/tree_ids'
import { singleLineText } from '#validators/text_rules'

/** At most this many questions a quiz, and answers a question. */
export const MAX_QUIZ_QUESTIONS = 100
export const MAX_QUIZ_ANSWERS = 20

/**
 * What the quiz form's ids are checked against: the community's segments, and for an edited
 * quiz its own question and answer ids (none for a new quiz).
 */
export type QuizMeta = KnownIds<'segmentIds' | 'questionIds' | 'answerIds'>

/**
 * The quiz form (POST /quizzes, PUT /quizzes/{uid}): a name and 1…100 questions, each a text,
 * a type (single or multiple choice) and 1…20 answers (a text and an optional segment of the
 * community). A kept question or answer sends its id: one of this quiz's, else refused.
 */
export const quizValidator = vine.withMetaData<QuizMeta>().create({
  name: singleLineText().trim().minLength(1).maxLength(200),
  questions: vine
    .array(
      vine.object({
        id: keptId('questionIds', 'quiz_question_id').optional(),
        text: singleLineText().trim().minLength(1).maxLength(500),
        type: vine.enum(QUIZ_QUESTION_TYPES),
        answers: vine
          .array(
            vine.object({
              id: keptId('answerIds', 'quiz_answer_id').optional(),
              text: singleLineText().trim().minLength(1).maxLength(300),
              segment_id: recordId()
                .use(knownId({ key: 'segmentIds', rule: 'quiz_segment' }))
                .nullable()
                .optional(),
            })
          )
          .minLength(1)
          .maxLength(MAX_QUIZ_ANSWERS),
      })
    )
    .minLength(1)
    .maxLength(MAX_QUIZ_QUESTIONS)
    .use(distinctIds({ rule: 'quiz_ids_twice' })),
})

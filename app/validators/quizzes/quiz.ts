import vine from '@vinejs/vine'
import { QUIZ_QUESTION_TYPES } from '#models/quiz_question'
import { recordId } from '#validators/shared/shared'
import { distinctIds, keptId, knownId, type KnownIds } from '#validators/shared/tree_ids'
import { singleLineText } from '#validators/text_rules'

export const MAX_QUIZ_QUESTIONS = 100
export const MAX_QUIZ_ANSWERS = 20

export type QuizMeta = KnownIds<'segmentIds' | 'questionIds' | 'answerIds'>

/** A kept question or answer sends its id: one of this quiz's, else refused. */
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

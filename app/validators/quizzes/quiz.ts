import vine from '@vinejs/vine'
import { QUIZ_QUESTION_TYPES } from '#models/quiz_question'
import { recordId } from '#validators/shared/shared'
import { knownId, type KnownIds } from '#validators/shared/tree_ids'
import { questionTree } from '#validators/shared/question_tree'
import { singleLineText } from '#validators/text_rules'

export const MAX_QUIZ_QUESTIONS = 100
export const MAX_QUIZ_ANSWERS = 20

export type QuizMeta = KnownIds<'segmentIds' | 'questionIds' | 'answerIds'>

/** A kept question or answer sends its id: one of this quiz's, else refused. */
export const quizValidator = vine.withMetaData<QuizMeta>().create({
  name: singleLineText().trim().minLength(1).maxLength(200),
  questions: questionTree({
    question: {
      idsKey: 'questionIds',
      idRule: 'quiz_question_id',
      fields: { type: vine.enum(QUIZ_QUESTION_TYPES) },
      min: 1,
      max: MAX_QUIZ_QUESTIONS,
    },
    choice: {
      idsKey: 'answerIds',
      idRule: 'quiz_answer_id',
      fields: {
        segment_id: recordId()
          .use(knownId({ key: 'segmentIds', rule: 'quiz_segment' }))
          .nullable()
          .optional(),
      },
      min: 1,
      max: MAX_QUIZ_ANSWERS,
    },
    twiceRule: 'quiz_ids_twice',
  }),
})

import vine from '@vinejs/vine'
import type { FieldContext } from '@vinejs/vine/types'
import { QUIZ_QUESTION_TYPES } from '#models/quiz_question'
import { recordId } from '#validators/shared/shared'

/** At most this many questions a quiz, and answers a question. */
export const MAX_QUIZ_QUESTIONS = 100
export const MAX_QUIZ_ANSWERS = 20

/**
 * What the quiz form's ids are checked against: the community's segments, and for an edited
 * quiz its own question and answer ids (none for a new quiz).
 */
export interface QuizMeta {
  segmentIds: Set<number>
  questionIds: Set<number>
  answerIds: Set<number>
}

/** An id of `meta[key]`: a row of this quiz (or a segment of this community), else `rule`. */
const knownId = vine.createRule(
  (value: unknown, options: { key: keyof QuizMeta; rule: string }, field: FieldContext) => {
    if (!field.isValid) return
    if (!(field.meta as QuizMeta)[options.key].has(value as number)) {
      field.report('', options.rule, field)
    }
  }
)

/** No question id, nor answer id, twice in one form (each names one row to keep). */
const distinctIds = vine.createRule((value: unknown, _: undefined, field: FieldContext) => {
  if (!field.isValid || !Array.isArray(value)) return
  const questions = value as ({ answers?: unknown } | null)[]
  const ids = (list: unknown[]) =>
    list
      .map((item) => (item && typeof item === 'object' ? (item as { id?: unknown }).id : undefined))
      .filter((id) => id !== undefined && id !== null)
      .map(String)
  const questionIds = ids(questions)
  const answerIds = ids(
    questions.flatMap((question) =>
      question && Array.isArray(question.answers) ? question.answers : []
    )
  )
  if (
    new Set(questionIds).size !== questionIds.length ||
    new Set(answerIds).size !== answerIds.length
  ) {
    field.report('', 'quiz_ids_twice', field)
  }
})

/**
 * The quiz form (POST /quizzes, PUT /quizzes/{uid}): a name and 1…100 questions, each a text,
 * a type (single or multiple choice) and 1…20 answers (a text and an optional segment of the
 * community). A kept question or answer sends its id: one of this quiz's, else refused.
 */
export const quizValidator = vine.withMetaData<QuizMeta>().create({
  name: vine.string().trim().minLength(1).maxLength(200),
  questions: vine
    .array(
      vine.object({
        id: recordId()
          .use(knownId({ key: 'questionIds', rule: 'quiz_question_id' }))
          .optional(),
        text: vine.string().trim().minLength(1).maxLength(500),
        type: vine.enum(QUIZ_QUESTION_TYPES),
        answers: vine
          .array(
            vine.object({
              id: recordId()
                .use(knownId({ key: 'answerIds', rule: 'quiz_answer_id' }))
                .optional(),
              text: vine.string().trim().minLength(1).maxLength(300),
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
    .use(distinctIds()),
})

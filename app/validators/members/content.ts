import vine from '@vinejs/vine'
import { recordId } from '#validators/shared/shared'
import { singleLineText } from '#validators/text_rules'
import { UID_PATTERN } from '#shared/identifiers'
import { MAX_QUIZ_ANSWERS, MAX_QUIZ_QUESTIONS } from '#validators/quizzes/quiz'
import { MAX_QUEST_QUESTIONS } from '#validators/quests/quest'

/**
 * The member feed's query: `cursor` (the previous page's `next_cursor`, an item's uid) and
 * `per_page`, read as the public feed reads it (out-of-range numbers are clamped).
 */
export const memberFeedQueryValidator = vine.create({
  cursor: singleLineText().regex(UID_PATTERN).optional(),
})

/**
 * A member's answers to a quiz (PUT …/quizzes/{uid}/answers): one entry a question, its chosen
 * answers' ids. What belongs to which question is checked against the quiz (quiz_answers.ts).
 */
export const quizAnswersValidator = vine.create({
  answers: vine
    .array(
      vine.object({
        question_id: recordId(),
        answer_ids: vine.array(recordId()).minLength(1).maxLength(MAX_QUIZ_ANSWERS).distinct(),
      })
    )
    .minLength(1)
    .maxLength(MAX_QUIZ_QUESTIONS),
})

/**
 * A quest's completion (POST …/quests/{uid}/completion): one option a question, each named by
 * its id (`question`, `option`).
 */
export const questCompletionValidator = vine.create({
  answers: vine
    .array(vine.object({ question: recordId(), option: recordId() }))
    .minLength(1)
    .maxLength(MAX_QUEST_QUESTIONS),
})

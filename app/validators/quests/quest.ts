import vine from '@vinejs/vine'
import type { FieldContext } from '@vinejs/vine/types'
import { QUEST_TYPES } from '#models/quest'
import { distinctIds, keptId, type KnownIds } from '#validators/shared/tree_ids'
import { multiLineText, singleLineText } from '#validators/text_rules'

export const MAX_QUEST_QUESTIONS = 50
export const MIN_QUEST_OPTIONS = 2
export const MAX_QUEST_OPTIONS = 5

export type QuestMeta = KnownIds<'questionIds' | 'optionIds'>

/** What vine.boolean() reads as true. */
const TRUE_VALUES = new Set<unknown>([true, 1, '1', 'true', 'on'])

/** Read as sent: a list's rule runs before its elements'. */
const oneCorrect = vine.createRule((value: unknown, _: undefined, field: FieldContext) => {
  if (!field.isValid || !Array.isArray(value)) return
  const correct = value.filter(
    (option: { is_correct?: unknown } | null) =>
      option && typeof option === 'object' && TRUE_VALUES.has(option.is_correct)
  )
  if (correct.length !== 1) field.report('', 'quest_one_correct', field)
})

/** The options are `answers`, as the spec's error keys name them. */
export const questValidator = vine.withMetaData<QuestMeta>().create({
  title: singleLineText().trim().minLength(1).maxLength(200),
  quest_type: vine.enum(QUEST_TYPES),
  description: multiLineText().trim().minLength(1).maxLength(5000),
  quiz_data: vine.object({
    questions: vine
      .array(
        vine.object({
          id: keptId('questionIds', 'quest_question_id').optional(),
          text: singleLineText().trim().minLength(1).maxLength(500),
          answers: vine
            .array(
              vine.object({
                id: keptId('optionIds', 'quest_option_id').optional(),
                text: singleLineText().trim().minLength(1).maxLength(300),
                is_correct: vine.boolean(),
              })
            )
            .minLength(MIN_QUEST_OPTIONS)
            .maxLength(MAX_QUEST_OPTIONS)
            .use(oneCorrect()),
        })
      )
      .minLength(1)
      .maxLength(MAX_QUEST_QUESTIONS)
      .use(distinctIds({ rule: 'quest_ids_twice' })),
  }),
})

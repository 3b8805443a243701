import vine from '@vinejs/vine'
import type { FieldContext } from '@vinejs/vine/types'
import { QUEST_TYPES } from '#models/quest'
import type { KnownIds } from '#validators/shared/tree_ids'
import { questionTree } from '#validators/shared/question_tree'
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
    questions: questionTree({
      question: {
        idsKey: 'questionIds',
        idRule: 'quest_question_id',
        fields: {},
        min: 1,
        max: MAX_QUEST_QUESTIONS,
      },
      choice: {
        idsKey: 'optionIds',
        idRule: 'quest_option_id',
        fields: { is_correct: vine.boolean() },
        min: MIN_QUEST_OPTIONS,
        max: MAX_QUEST_OPTIONS,
        rule: oneCorrect(),
      },
      twiceRule: 'quest_ids_twice',
    }),
  }),
})

import vine from '@vinejs/vine'
import type { FieldContext } from '@vinejs/vine/types'
import { recordId } from '#validators/shared/shared'

/**
 * The ids a quiz or quest form may name (validator meta): the edited record's own questions and
 * answers (none for a new one) and, for quizzes, the community's segments.
 */
export type KnownIds<Key extends string> = Record<Key, Set<number>>

/** An id of `meta[key]`: a row of this quiz or quest (or a segment of the community), else `rule`. */
export const knownId = vine.createRule(
  (value: unknown, options: { key: string; rule: string }, field: FieldContext) => {
    if (!field.isValid) return
    const known = (field.meta as Record<string, Set<number>>)[options.key]
    if (!known.has(value as number)) field.report('', options.rule, field)
  }
)

/** The id a kept question or answer sends back: one of `meta[key]`, else `rule`. */
export function keptId(key: string, rule: string) {
  return recordId().use(knownId({ key, rule }))
}

/** The `id` of each element of a raw list (VineJS runs a list's rules before its elements'). */
function idsOf(list: unknown[]) {
  return list
    .map((item) => (item && typeof item === 'object' ? (item as { id?: unknown }).id : undefined))
    .filter((id) => id !== undefined && id !== null)
    .map(String)
}

/** No question id, nor answer id, twice in one form (each names one row to keep): `rule`. */
export const distinctIds = vine.createRule(
  (value: unknown, options: { rule: string }, field: FieldContext) => {
    if (!field.isValid || !Array.isArray(value)) return
    const questionIds = idsOf(value)
    const answerIds = idsOf(
      value.flatMap((question: { answers?: unknown } | null) =>
        question && Array.isArray(question.answers) ? question.answers : []
      )
    )
    if (
      new Set(questionIds).size !== questionIds.length ||
      new Set(answerIds).size !== answerIds.length
    ) {
      field.report('', options.rule, field)
    }
  }
)

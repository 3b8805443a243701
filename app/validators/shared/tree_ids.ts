import vine from '@vinejs/vine'
import type { FieldContext } from '@vinejs/vine/types'
import { recordId } from '#validators/shared/shared'

export type KnownIds<Key extends string> = Record<Key, Set<number>>

export const knownId = vine.createRule(
  (value: unknown, options: { key: string; rule: string }, field: FieldContext) => {
    if (!field.isValid) return
    const known = (field.meta as Record<string, Set<number>>)[options.key]
    if (!known.has(value as number)) field.report('', options.rule, field)
  }
)

export function keptId(key: string, rule: string) {
  return recordId().use(knownId({ key, rule }))
}

/** VineJS runs a list's rules before its elements': the raw elements are read. */
function idsOf(list: unknown[]) {
  return list
    .map((item) => (item && typeof item === 'object' ? (item as { id?: unknown }).id : undefined))
    .filter((id) => id !== undefined && id !== null)
    .map(String)
}

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

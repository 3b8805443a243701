import vine from '@vinejs/vine'
import type { FieldContext } from '@vinejs/vine/types'
import { parseEuroAmount } from '#shared/money'

/** The largest whole number a form may send (PostgreSQL integer). */
export const MAX_WHOLE_NUMBER = 2_147_483_647

/**
 * A EUR amount as typed ("12,50", "12.5", 7): becomes integer cents. "abc",
 * "1e9", -1, 12.345 and anything above 1,000,000 EUR are refused, each with
 * its message (`euro_format`, `euro_negative`, `euro_decimals`, `euro_max`).
 */
export const euroAmount = vine.createRule((value: unknown, _: undefined, field: FieldContext) => {
  const amount = parseEuroAmount(value)
  if (amount.problem) {
    field.report('', `euro_${amount.problem}`, field)
    return
  }
  field.mutate(amount.cents, field)
})

/**
 * A whole number written as such ("3", 3; not "3.5", "abc" or 1e3 as text), at least `min`
 * when given (`min` message).
 */
export const wholeNumber = vine.createRule(
  (value: unknown, options: { min?: number } | undefined, field: FieldContext) => {
    const text =
      typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : ''
    if (!/^-?\d{1,10}$/.test(text) || Math.abs(Number(text)) > MAX_WHOLE_NUMBER) {
      field.report('', 'whole_number', field)
      return
    }
    const number = Number(text)
    if (options?.min !== undefined && number < options.min) {
      field.report('', 'min', field, { min: options.min })
      return
    }
    field.mutate(number, field)
  }
)

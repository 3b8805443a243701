import vine from '@vinejs/vine'
import type { FieldContext } from '@vinejs/vine/types'
import { parseEuroAmount } from '#shared/money'
import { parseDecimal } from '#shared/number_format'

/** The largest whole number a form may send (PostgreSQL integer). */
export const MAX_WHOLE_NUMBER = 2_147_483_647

/** A number written plainly as text: "19", "-3", " 9.5 " (not "1e3", "0x10", "[19]"). */
const PLAIN_NUMBER = /^\s*-?\d+(?:\.\d+)?\s*$/

/**
 * What a number field reads: a number, or text that is a plain number. `vine.number()` alone
 * reads any value through Number(), so [19], [[19]] and ["19"] would be 19 and true 1; here
 * every other shape (a list, an object, a boolean) becomes NaN, refused as "not a number".
 */
export function asNumberInput(value: unknown) {
  if (value === undefined || value === null || typeof value === 'number') return value
  return typeof value === 'string' && PLAIN_NUMBER.test(value) ? value : Number.NaN
}

export const numberField = () => vine.number().parse(asNumberInput)

/**
 * A EUR amount as typed the Romanian way ("4.500,50", "12,5", 7): becomes integer cents.
 * "abc", "1e9", -1, "12,345", "12.50" (read two ways) and anything above 1,000,000 EUR are
 * refused, each with its message (`euro_format`, `euro_negative`, `euro_decimals`,
 * `euro_ambiguous`, `euro_max`); named for the first, so that tools reading the schema know
 * an amount.
 */
export const euroAmount = vine.createRule(
  (value: unknown, _: undefined, field: FieldContext) => {
    const amount = parseEuroAmount(value)
    if (amount.problem) {
      field.report('', `euro_${amount.problem}`, field)
      return
    }
    field.mutate(amount.cents, field)
  },
  { name: 'euro_format' }
)

/**
 * A whole number written as such ("3", 3; not "3.5", "abc" or 1e3 as text), at least `min`
 * when given (`min` message). Named for its message, so that tools reading the schema know a
 * number.
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
  },
  { name: 'whole_number' }
)

export type DecimalOptions = { decimals: number; min: number; max: number }

/**
 * A rate or quantity typed the Romanian way ("9,5", "4.500,5"; a JSON number as it is): at
 * most `decimals` decimals, between `min` and `max`; leaves as a number (9.5). Refused with
 * `number` (not a number, or any other shape), `decimal_ambiguous` ("9.5", "1,234.5"),
 * `decimal` ({decimals}), `min` or `max`.
 */
export const decimalNumber = vine.createRule(
  (value: unknown, options: DecimalOptions, field: FieldContext) => {
    const parsed = parseDecimal(value, options.decimals)
    const scale = 10 ** options.decimals
    if (parsed.problem === 'negative') {
      field.report('', 'min', field, { min: options.min })
    } else if (parsed.problem === 'max' || (parsed.units ?? 0) > options.max * scale) {
      field.report('', 'max', field, { max: options.max })
    } else if (parsed.problem === 'ambiguous') {
      field.report('', 'decimal_ambiguous', field)
    } else if (parsed.problem === 'decimals') {
      field.report('', 'decimal', field, { max: options.decimals })
    } else if (parsed.problem) {
      field.report('', 'number', field)
    } else if (parsed.units < options.min * scale) {
      field.report('', 'min', field, { min: options.min })
    } else {
      field.mutate(parsed.units / scale, field)
    }
  },
  // Named for its first message, so that tools reading the schema know a number.
  { name: 'number' }
)

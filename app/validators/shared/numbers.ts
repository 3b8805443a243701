import vine from '@vinejs/vine'
import type { FieldContext } from '@vinejs/vine/types'
import { parseEuroAmount } from '#shared/money'
import { parseDecimal } from '#shared/number_format'

/** PostgreSQL's integer. */
export const MAX_WHOLE_NUMBER = 2_147_483_647

const PLAIN_NUMBER = /^\s*-?\d+(?:\.\d+)?\s*$/

/** `vine.number()` alone reads any value through Number(), so [19] would be 19: other shapes become NaN. */
export function asNumberInput(value: unknown) {
  if (value === undefined || value === null || typeof value === 'number') return value
  return typeof value === 'string' && PLAIN_NUMBER.test(value) ? value : Number.NaN
}

export const numberField = () => vine.number().parse(asNumberInput)

/** Becomes integer cents; named for its first message, so that tools reading the schema know an amount. */
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

/** Named for its message, so that tools reading the schema know a number. */
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

/** Typed the Romanian way, or a JSON number as it is; leaves as a number. */
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

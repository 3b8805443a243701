import { describe, expect, test } from 'vitest'
import vine, { errors } from '@vinejs/vine'
import {
  formatDecimal,
  formatMoney,
  formatPercent,
  formatWholeRon,
  parseDecimal,
  unitsToInput,
} from '#shared/number_format'
import { decimalNumber, euroAmount } from '#validators/shared/numbers'
import { MONEY, PERCENT, READ, REFUSED } from '../support/number_cases.ts'

describe('parseDecimal: typed the Romanian way', () => {
  test.each(READ)('%j is %i hundredths', (input, units) => {
    expect(parseDecimal(input, 2)).toEqual({ units })
  })

  test.each(REFUSED)('%j is refused (%s)', (input, problem) => {
    expect(parseDecimal(input, 2)).toEqual({ problem })
  })

  test('a value past the safe integers is too large, not wrong', () => {
    expect(parseDecimal('9'.repeat(20), 2)).toEqual({ problem: 'max' })
  })
})

describe('the server rules read the same table', () => {
  const amount = vine.create({ amount: vine.any().use(euroAmount()) })
  const rate = vine.create({
    rate: vine.any().use(decimalNumber({ decimals: 2, min: 0, max: 1_000_000 })),
  })

  async function ruleOf(validator: typeof amount | typeof rate, data: Record<string, unknown>) {
    try {
      return { value: Object.values(await validator.validate(data))[0] }
    } catch (error) {
      if (!(error instanceof errors.E_VALIDATION_ERROR)) throw error
      return { rule: (error.messages as { rule: string }[])[0].rule }
    }
  }

  test.each(READ)('%j: an amount in cents, a rate as a number', async (input, units) => {
    expect(await ruleOf(amount, { amount: input })).toEqual({ value: units })
    expect(await ruleOf(rate, { rate: input })).toEqual({ value: units / 100 })
  })

  const amountRule: Record<string, string> = {
    ambiguous: 'euro_ambiguous',
    decimals: 'euro_decimals',
    negative: 'euro_negative',
    format: 'euro_format',
  }
  const rateRule: Record<string, string> = {
    ambiguous: 'decimal_ambiguous',
    decimals: 'decimal',
    negative: 'min',
    format: 'number',
  }
  test.each(REFUSED)('%j is refused by both (%s)', async (input, problem) => {
    expect(await ruleOf(amount, { amount: input })).toEqual({ rule: amountRule[problem] })
    expect(await ruleOf(rate, { rate: input })).toEqual({ rule: rateRule[problem] })
  })

  test('a rate outside its range is refused with min or max', async () => {
    const vat = vine.create({
      rate: vine.any().use(decimalNumber({ decimals: 2, min: 0, max: 100 })),
    })
    expect(await ruleOf(vat, { rate: '100,01' })).toEqual({ rule: 'max' })
    expect(await ruleOf(vat, { rate: '1.000' })).toEqual({ rule: 'max' })
    expect(await ruleOf(vat, { rate: '100' })).toEqual({ value: 100 })
  })
})

describe('formatting', () => {
  test.each(MONEY)('%i %s is %s', (cents, currency, shown) => {
    expect(formatMoney(cents, currency)).toBe(shown)
  })

  test.each(PERCENT)('%j percent is %s', (rate, shown) => {
    expect(formatPercent(rate)).toBe(shown)
  })

  test('a rate with its four decimals, a count grouped', () => {
    expect(formatDecimal(4.9771, 4)).toBe('4,9771')
    expect(formatDecimal('5', 4)).toBe('5,0000')
    expect(formatDecimal(1234567, 0)).toBe('1.234.567')
  })

  test('a dot from the thousands on, a minus before negatives, every digit of the largest amounts', () => {
    expect(formatDecimal(1000, 0)).toBe('1.000')
    expect(formatDecimal(999, 0)).toBe('999')
    expect(formatDecimal(-1234.5, 2)).toBe('-1.234,50')
    expect(formatWholeRon(54_003)).toBe('54.003 RON')
    expect(formatWholeRon(-1234)).toBe('-1.234 RON')
    expect(formatWholeRon(0)).toBe('0 RON')
    expect(formatMoney(Number.MAX_SAFE_INTEGER)).toBe('90.071.992.547.409,91 EUR')
    expect(formatMoney(-0.4)).toBe('0,00 EUR')
    expect(formatPercent('0.05')).toBe('0,05%')
    expect(formatPercent(1250)).toBe('1.250%')
    expect(unitsToInput(123_456, 0)).toBe('123.456')
    expect(unitsToInput(105, 2)).toBe('1,05')
  })

  test('what a form shows reads back as the same value', () => {
    for (const cents of [0, 5, 700, 1250, 450_050, 123_456_789]) {
      expect(parseDecimal(unitsToInput(cents, 2), 2)).toEqual({ units: cents })
    }
    expect(unitsToInput(450_000, 2)).toBe('4.500')
    expect(unitsToInput(450_050, 2)).toBe('4.500,50')
  })
})

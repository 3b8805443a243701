import { describe, expect, test } from 'vitest'
import {
  centsToDecimal,
  centsToInput,
  centsToRon,
  formatRonOfCents,
  MAX_PRICE_CENTS,
  parseEuroAmount,
  ronValue,
} from '../../app/shared/money.ts'

describe('parseEuroAmount', () => {
  test.each([
    ['12,50', 1250],
    ['4.500,5', 450_050],
    ['12.345', 1_234_500],
    [' 7 ', 700],
    ['0', 0],
    ['1000000', MAX_PRICE_CENTS],
    ['1000000,00', MAX_PRICE_CENTS],
    [19.99, 1999],
  ])('%j is %i cents', (input, cents) => {
    expect(parseEuroAmount(input)).toEqual({ cents })
  })

  test.each([
    ['abc', 'format'],
    ['', 'format'],
    ['1e9', 'format'],
    ['12,5,0', 'format'],
    ['1.000.50', 'format'],
    ['12.5', 'ambiguous'],
    ['0.5', 'ambiguous'],
    ['0.500', 'ambiguous'],
    ['0.001', 'ambiguous'],
    [null, 'format'],
    ['-1', 'negative'],
    ['-12,50', 'negative'],
    ['12,345', 'decimals'],
    ['1000000,01', 'max'],
    ['1000000000', 'max'],
  ])('%j is refused (%s)', (input, problem) => {
    expect(parseEuroAmount(input)).toEqual({ problem })
  })
})

describe('ronValue: EUR × rate, rounded to 0 decimals', () => {
  test('a plain product', () => {
    expect(ronValue('100', 4.9771)).toBe(498)
    expect(ronValue('12,50', '5.0873')).toBe(64)
  })

  test('halves go up, computed without float error', () => {
    expect(ronValue('12,50', 5)).toBe(63) // 62.5
    expect(ronValue('0,10', 5)).toBe(1) // 0.5
    expect(ronValue('0,09', 5)).toBe(0) // 0.45
    // 1.15 × 5 = 5.75 in floats is 5.749999…; in cents it is exact.
    expect(ronValue('1,15', 5)).toBe(6)
    expect(ronValue('2,01', 4.975)).toBe(10) // 9.99975
  })

  test('the largest price stays exact', () => {
    expect(ronValue('1000000', 4.9771)).toBe(4_977_100)
  })

  test.each(['abc', '', '-1', '12,345', '12.5', '1e9', undefined])(
    'unparseable %j gives 0',
    (input) => {
      expect(ronValue(input, 4.9771)).toBe(0)
    }
  )

  test('a missing or broken rate gives 0', () => {
    expect(ronValue('10', 0)).toBe(0)
    expect(ronValue('10', 'x')).toBe(0)
  })
})

describe('formatRonOfCents: the RON shown beside a EUR amount', () => {
  test('10.800,50 EUR is one value in whole lei, printed without decimals', () => {
    expect(centsToRon(1_080_050, 5)).toBe(54_003) // 54,002.5 rounds up
    expect(formatRonOfCents(1_080_050, 5)).toBe('54.003 RON')
    expect(formatRonOfCents(1_080_050, '5.0000')).toBe('54.003 RON')
  })

  test('small, round and large amounts', () => {
    expect(formatRonOfCents(0, 4.9771)).toBe('0 RON')
    expect(formatRonOfCents(350_000, 4.9771)).toBe('17.420 RON') // 17,419.85
    expect(formatRonOfCents(MAX_PRICE_CENTS, 4.9771)).toBe('4.977.100 RON')
  })
})

test('cents back to text', () => {
  expect(centsToInput(1250)).toBe('12,50')
  expect(centsToInput(1205)).toBe('12,05')
  expect(centsToInput(700)).toBe('7')
  expect(centsToInput(450_050)).toBe('4.500,50')
  expect(centsToDecimal(700)).toBe('7.00')
  expect(centsToDecimal(MAX_PRICE_CENTS)).toBe('1000000.00')
})

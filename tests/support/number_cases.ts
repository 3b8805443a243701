/**
 * What a typed amount or rate means, one table for both sides: the browser's live totals and
 * the server's rules (app/shared/number_format.ts) must read every row alike.
 */

/** Typed text (or a JSON number) and its value in hundredths (two decimals allowed). */
export const READ: [unknown, number][] = [
  ['4500', 450_000],
  ['4.500', 450_000],
  ['4.500,5', 450_050],
  ['4.500,50', 450_050],
  ['9,5', 950],
  [' 9,5 ', 950],
  ['0,05', 5],
  ['123.456,78', 12_345_678],
  ['1.234', 123_400],
  ['12.345,67', 1_234_567],
  ['1.000.000', 100_000_000],
  ['12,', 1200],
  ['007', 700],
  [9.5, 950],
  [4500.5, 450_050],
  [0, 0],
]

/** Typed text refused, and why. */
export const REFUSED: [unknown, string][] = [
  ['4.50', 'ambiguous'],
  // A leading zero group is no thousands grouping: "0.500" is not 500.
  ['0.5', 'ambiguous'],
  ['0.500', 'ambiguous'],
  ['0.001', 'ambiguous'],
  ['0.500,5', 'format'],
  ['012.345', 'ambiguous'],
  ['9.5', 'ambiguous'],
  ['1.2345', 'ambiguous'],
  ['1,234.5', 'ambiguous'],
  ['1,234,567', 'ambiguous'],
  ['12,345', 'decimals'],
  ['4.500,505', 'decimals'],
  [9.555, 'decimals'],
  ['-1', 'negative'],
  ['-4.500,5', 'negative'],
  ['- 9.5', 'negative'],
  [-3, 'negative'],
  ['', 'format'],
  ['abc', 'format'],
  ['1e3', 'format'],
  ['45.00,5', 'format'],
  ['4.500.00', 'format'],
  ['1 000', 'format'],
  [',5', 'format'],
  ['9,5 %', 'format'],
  [[19], 'format'],
  [Number.NaN, 'format'],
]

/** Cents (or bani) and how money is shown: always two decimals and the currency. */
export const MONEY: [number, 'EUR' | 'RON', string][] = [
  [410_050, 'EUR', '4.100,50 EUR'],
  [950_000, 'EUR', '9.500,00 EUR'],
  [1_075_000, 'EUR', '10.750,00 EUR'],
  [5, 'EUR', '0,05 EUR'],
  [0, 'RON', '0,00 RON'],
  [617_250, 'RON', '6.172,50 RON'],
  [100_000_000, 'EUR', '1.000.000,00 EUR'],
  [-1250, 'EUR', '-12,50 EUR'],
]

/** A stored rate and how a percentage is shown: at most two decimals, none trailing. */
export const PERCENT: [number | string, string][] = [
  [21, '21%'],
  [9.5, '9,5%'],
  ['9.50', '9,5%'],
  ['19.25', '19,25%'],
  [0, '0%'],
  [100, '100%'],
  [10, '10%'],
]

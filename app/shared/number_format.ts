/** Numbers as the staff type and read them (ro-RO), in the browser and on the server (docs/decisions.md, "Numbers typed and shown"). */

export type DecimalProblem = 'format' | 'negative' | 'decimals' | 'ambiguous' | 'max'

export type ParsedDecimal =
  { units: number; problem?: undefined } | { units?: undefined; problem: DecimalProblem }

/** A dot groups thousands only in a number of at least 1.000: "0.500" is no grouping. */
const ROMANIAN = /^([1-9]\d{0,2}(?:\.\d{3})+|\d+)(?:,(\d*))?$/

/** Text another convention would read differently ("9.5", "1,234.5"). */
const AMBIGUOUS = /^(?:\d+\.\d+|\d{1,3}(?:,\d{3})+(?:\.\d+)?)$/

const MACHINE = /^(\d+)(?:\.(\d+))?$/

function toUnits(whole: string, fraction: string, decimals: number): ParsedDecimal {
  if (fraction.length > decimals) return { problem: 'decimals' }
  const units = Number(whole) * 10 ** decimals + Number(fraction.padEnd(decimals, '0') || '0')
  return Number.isSafeInteger(units) ? { units } : { problem: 'max' }
}

/** An integer count of 10^-decimals; a number is read as JSON writes it, text the Romanian way. */
export function parseDecimal(input: unknown, decimals: number): ParsedDecimal {
  if (typeof input === 'number') {
    if (!Number.isFinite(input)) return { problem: 'format' }
    if (input < 0) return { problem: 'negative' }
    const match = MACHINE.exec(String(input))
    return match ? toUnits(match[1], match[2] ?? '', decimals) : { problem: 'format' }
  }
  if (typeof input !== 'string') return { problem: 'format' }
  const text = input.trim()
  const unsigned = text.startsWith('-') ? text.slice(1).trim() : text
  const match = ROMANIAN.exec(unsigned)
  const ambiguous = !match && AMBIGUOUS.test(unsigned)
  if (unsigned !== text && (match || ambiguous)) return { problem: 'negative' }
  if (ambiguous) return { problem: 'ambiguous' }
  if (!match) return { problem: 'format' }
  return toUnits(match[1].replaceAll('.', ''), match[2] ?? '', decimals)
}

export function unitsOf(value: string | number, decimals: number): number {
  const number = typeof value === 'number' ? value : Number(String(value).trim())
  return Number.isFinite(number) ? Math.round(number * 10 ** decimals) : 0
}

const formats = new Map<string, Intl.NumberFormat>()

/** ro-RO with a dot between thousands from 1.000 on (ICU's ro data may group only from 10.000). */
function formatOf(minimumFractionDigits: number, maximumFractionDigits: number) {
  const key = `${minimumFractionDigits}-${maximumFractionDigits}`
  let format = formats.get(key)
  if (!format) {
    format = new Intl.NumberFormat('ro-RO', {
      useGrouping: 'always',
      minimumFractionDigits,
      maximumFractionDigits,
    })
    formats.set(key, format)
  }
  return format
}

/**
 * An integer count of 10^-decimals, handed to Intl as exact decimal text (no float moves a
 * digit); `fewest` decimals at least, trailing zeros past them dropped.
 */
function writeUnits(units: number, decimals: number, fewest = decimals) {
  return formatOf(fewest, decimals).format(`${units}E-${decimals}` as Intl.StringNumericLiteral)
}

export type Currency = 'EUR' | 'RON'

export function formatMoney(cents: number, currency: Currency = 'EUR') {
  return `${writeUnits(Math.round(cents), 2)} ${currency}`
}

/** Whole lei, as a EUR amount's RON value is shown beside it (rounded to 0 decimals): "54.003 RON". */
export function formatWholeRon(lei: number) {
  return `${writeUnits(Math.round(lei), 0)} RON`
}

export function formatDecimal(value: string | number, decimals: number) {
  return writeUnits(unitsOf(value, decimals), decimals)
}

export function formatPercent(rate: string | number) {
  return `${writeUnits(unitsOf(rate, 2), 2, 0)}%`
}

export function unitsToInput(units: number, decimals: number) {
  return writeUnits(units, decimals, units % 10 ** decimals === 0 ? 0 : decimals)
}

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

function grouped(whole: number) {
  return String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, '.')
}

function writeUnits(units: number, decimals: number) {
  const sign = units < 0 ? '-' : ''
  const absolute = Math.abs(units)
  const scale = 10 ** decimals
  const whole = grouped(Math.floor(absolute / scale))
  if (decimals === 0) return `${sign}${whole}`
  return `${sign}${whole},${String(absolute % scale).padStart(decimals, '0')}`
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
  return `${writeUnits(unitsOf(rate, 2), 2).replace(/,?0+$/, '')}%`
}

export function unitsToInput(units: number, decimals: number) {
  return writeUnits(units, decimals).replace(/,0+$/, '')
}

/**
 * Numbers as the staff type and read them (ro-RO), one module for the browser and the server
 * (`@shared/number_format`, `#shared/number_format`): a comma before the decimals, a dot
 * between thousands ("4.500,5"); money always with two decimals and its currency
 * ("4.100,50 EUR"). The rules are in docs/decisions.md, "Numbers typed and shown".
 */

/** Why typed text is not a number: not one, negative, too many decimals, read two ways, too large. */
export type DecimalProblem = 'format' | 'negative' | 'decimals' | 'ambiguous' | 'max'

export type ParsedDecimal =
  { units: number; problem?: undefined } | { units?: undefined; problem: DecimalProblem }

/** Romanian: digits, or thousands grouped by dots; then a comma and the decimals ("12," is 12). */
const ROMANIAN = /^(\d{1,3}(?:\.\d{3})+|\d+)(?:,(\d*))?$/

/**
 * Text another convention would read differently: a dot before decimals ("9.5", "4.50"), or
 * English thousands with commas ("1,234.5", "1,234,567").
 */
const AMBIGUOUS = /^(?:\d+\.\d+|\d{1,3}(?:,\d{3})+(?:\.\d+)?)$/

/** A number as JSON and the database write it (a dot before decimals, no grouping). */
const MACHINE = /^(\d+)(?:\.(\d+))?$/

function toUnits(whole: string, fraction: string, decimals: number): ParsedDecimal {
  if (fraction.length > decimals) return { problem: 'decimals' }
  const units = Number(whole) * 10 ** decimals + Number(fraction.padEnd(decimals, '0') || '0')
  return Number.isSafeInteger(units) ? { units } : { problem: 'max' }
}

/**
 * Typed text (or a JSON number) as an integer count of 10^-decimals: "4.500,5" with 2
 * decimals is 450050. A number is read as JSON writes it (9.5); text the Romanian way.
 */
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

/** A stored decimal ("4100.50", 9.5) in units of 10^-decimals, rounded; 0 when it is not one. */
export function unitsOf(value: string | number, decimals: number): number {
  const number = typeof value === 'number' ? value : Number(String(value).trim())
  return Number.isFinite(number) ? Math.round(number * 10 ** decimals) : 0
}

/** Dots between thousands: "4100" → "4.100". */
function grouped(whole: number) {
  return String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, '.')
}

/** Units of 10^-decimals as ro-RO writes them, all the decimals shown: (410050, 2) → "4.100,50". */
function writeUnits(units: number, decimals: number) {
  const sign = units < 0 ? '-' : ''
  const absolute = Math.abs(units)
  const scale = 10 ** decimals
  const whole = grouped(Math.floor(absolute / scale))
  if (decimals === 0) return `${sign}${whole}`
  return `${sign}${whole},${String(absolute % scale).padStart(decimals, '0')}`
}

export type Currency = 'EUR' | 'RON'

/** An amount in cents (or bani) with its currency: 410050 → "4.100,50 EUR". */
export function formatMoney(cents: number, currency: Currency = 'EUR') {
  return `${writeUnits(Math.round(cents), 2)} ${currency}`
}

/** A stored decimal with a fixed count of decimals: (4.9771, 4) → "4,9771", ("1234", 0) → "1.234". */
export function formatDecimal(value: string | number, decimals: number) {
  return writeUnits(unitsOf(value, decimals), decimals)
}

/** A percentage with at most two decimals, none trailing: 21 → "21%", "9.50" → "9,5%". */
export function formatPercent(rate: string | number) {
  return `${writeUnits(unitsOf(rate, 2), 2).replace(/,?0+$/, '')}%`
}

/** What typed text shows back in a form: 450050 cents → "4.500,50", 700 → "7". */
export function unitsToInput(units: number, decimals: number) {
  return writeUnits(units, decimals).replace(/,0+$/, '')
}

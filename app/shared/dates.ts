/**
 * The dates a form may give, first and last day included (docs/decisions.md, "Dates between
 * 1900 and 2100"). No imports: the validators and the browser read it (`#shared/dates`,
 * `@shared/dates`).
 */
export const FIRST_DAY = '1900-01-01'
export const LAST_DAY = '2100-12-31'

/** A yyyy-MM-dd day inside the range (year 0 and year 9999 are not). */
export function isDayInRange(day: string) {
  return /^\d{4}-\d{2}-\d{2}$/.test(day) && day >= FIRST_DAY && day <= LAST_DAY
}

/** First and last day included (docs/decisions.md). No imports: the browser reads it too. */
export const FIRST_DAY = '1900-01-01'
export const LAST_DAY = '2100-12-31'

export function isDayInRange(day: string) {
  return /^\d{4}-\d{2}-\d{2}$/.test(day) && day >= FIRST_DAY && day <= LAST_DAY
}

/** No imports: the rule alone, tested with a frozen clock (tests/unit/fresh_confirmation.test.ts). */

/** The session key holding when the user last confirmed (milliseconds since the epoch). */
export const CONFIRMED_AT = 'confirmed_at'

/** The window by default, in minutes (docs/security.md, "Fresh confirmation"). */
export const DEFAULT_WINDOW_MINUTES = 5

/**
 * True when `confirmedAt` (milliseconds since the epoch, as the session keeps it) lies within the
 * window before `now`: a confirmation exactly `windowMs` old no longer counts, nor one from the
 * future (a clock set back) or anything that is not a number.
 */
export function isFresh(confirmedAt: unknown, now: number, windowMs: number) {
  return (
    typeof confirmedAt === 'number' &&
    Number.isFinite(confirmedAt) &&
    confirmedAt <= now &&
    now - confirmedAt < windowMs
  )
}

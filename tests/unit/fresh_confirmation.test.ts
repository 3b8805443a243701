/**
 * The fresh confirmation's window (app/services/confirmation/freshness.ts) with a frozen clock:
 * a confirmation counts for 5 minutes, not one millisecond more, never one from the future.
 */
import { afterEach, describe, expect, test, vi } from 'vitest'
import { DEFAULT_WINDOW_MINUTES, isFresh } from '../../app/services/confirmation/freshness.ts'

const WINDOW = DEFAULT_WINDOW_MINUTES * 60 * 1000

afterEach(() => {
  vi.useRealTimers()
})

describe('isFresh', () => {
  test('within 5 minutes of the confirmation, and not at 5 minutes', () => {
    vi.useFakeTimers({ now: Date.now() })
    const confirmedAt = Date.now()
    expect(isFresh(confirmedAt, Date.now(), WINDOW)).toBe(true)
    vi.advanceTimersByTime(WINDOW - 1)
    expect(isFresh(confirmedAt, Date.now(), WINDOW)).toBe(true)
    vi.advanceTimersByTime(1)
    expect(isFresh(confirmedAt, Date.now(), WINDOW)).toBe(false)
    vi.advanceTimersByTime(60 * 60 * 1000)
    expect(isFresh(confirmedAt, Date.now(), WINDOW)).toBe(false)
  })

  test('the default window is 5 minutes', () => {
    expect(WINDOW).toBe(300_000)
  })

  test('nothing kept, something else, or a time ahead of the clock: not fresh', () => {
    const now = Date.UTC(2031, 2, 4, 10)
    for (const kept of [undefined, null, '1', Number.NaN, Infinity, now + 1]) {
      expect(isFresh(kept, now, WINDOW)).toBe(false)
    }
  })
})

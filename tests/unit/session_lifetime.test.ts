/**
 * The absolute time-out (docs/security.md, "Time-outs") with a frozen clock: a session without
 * remember-me lasts the configured hours after its sign-in (config/session.ts), not one
 * millisecond more; a remembered one is not cut; one signed in before its user's sessions were
 * ended is.
 */
import { afterEach, describe, expect, test, vi } from 'vitest'

const HOUR = 60 * 60 * 1000

// The configured limit (SESSION_ABSOLUTE_HOURS=3); the sign-in's writes are not part of the check.
vi.mock('../../config/session.ts', () => ({ absoluteLifetimeMs: 3 * HOUR, default: {} }))
vi.mock('../../app/services/auth/session_activity.ts', () => ({ SessionActivity: {} }))

const { SessionLifetime } = await import('../../app/controllers/auth/session_lifetime.ts')

type Values = Record<string, unknown>

function contextOf(values: Values, viaRemember = false) {
  const ctx = {
    session: { get: (key: string) => values[key] },
    auth: { use: () => ({ viaRemember }) },
  }
  return ctx as unknown as Parameters<typeof SessionLifetime.isStillValid>[0]
}

type UserLike = Parameters<typeof SessionLifetime.isStillValid>[1]
const user = (epoch = 0) => ({ status: 'active', sessionEpoch: epoch }) as unknown as UserLike

afterEach(() => {
  vi.useRealTimers()
})

describe('SessionLifetime.isStillValid', () => {
  test("the absolute limit is config/session.ts's, counted from the sign-in", () => {
    vi.useFakeTimers({ now: Date.now() })
    const values = { auth_started_at: Date.now(), auth_remembered: false, auth_session_epoch: 0 }
    expect(SessionLifetime.isStillValid(contextOf(values), user())).toBe(true)
    vi.advanceTimersByTime(3 * HOUR - 1)
    expect(SessionLifetime.isStillValid(contextOf(values), user())).toBe(true)
    vi.advanceTimersByTime(1)
    expect(SessionLifetime.isStillValid(contextOf(values), user())).toBe(false)
  })

  test('a remembered session is not cut by it', () => {
    vi.useFakeTimers({ now: Date.now() })
    const values = { auth_started_at: Date.now(), auth_remembered: true, auth_session_epoch: 0 }
    vi.advanceTimersByTime(30 * HOUR)
    expect(SessionLifetime.isStillValid(contextOf(values), user())).toBe(true)
  })

  test("a session signed in before its user's sessions were ended is not valid", () => {
    const values = { auth_started_at: Date.now(), auth_remembered: true, auth_session_epoch: 2 }
    expect(SessionLifetime.isStillValid(contextOf(values), user(2))).toBe(true)
    expect(SessionLifetime.isStillValid(contextOf(values), user(3))).toBe(false)
    // A session from before the epoch was kept counts as the first one.
    const older = { auth_started_at: Date.now(), auth_remembered: true }
    expect(SessionLifetime.isStillValid(contextOf(older), user(0))).toBe(true)
    expect(SessionLifetime.isStillValid(contextOf(older), user(1))).toBe(false)
  })
})

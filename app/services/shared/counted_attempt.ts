/**
 * A check that a limiter counts before it runs (docs/security.md, "Codes"): `penalize` reads the
 * count, runs the check and counts a failure only afterwards, so simultaneous wrong tries all pass
 * its read. Here each try takes its point first (one atomic upsert); a success gives them back.
 */
import { errors as limiterErrors, type Limiter } from '@adonisjs/limiter'

type Refused = InstanceType<typeof limiterErrors.E_TOO_MANY_REQUESTS>

/** `[refusal, null]` when no try is left (the check not run), else `[null, result]`; a failure throws. */
export async function countedAttempt<T>(
  limiter: Limiter,
  key: string,
  check: () => Promise<T>
): Promise<[Refused, null] | [null, T]> {
  let taken
  try {
    taken = await limiter.consume(key)
  } catch (error) {
    if (error instanceof limiterErrors.E_TOO_MANY_REQUESTS) return [error, null]
    throw error
  }
  let result: T
  try {
    result = await check()
  } catch (failure) {
    // The last try allowed failed: blocked from now, as `penalize` did.
    if (taken.remaining <= 0 && limiter.blockDuration) {
      await limiter.block(key, limiter.blockDuration)
    }
    throw failure
  }
  await limiter.delete(key)
  return [null, result]
}

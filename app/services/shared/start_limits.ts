/** Starts of contact imports and exports per user (docs/decisions.md "Import abuse"); every app node counts the same. */
import { errors as limiterErrors } from '@adonisjs/limiter'
import { starts, type StartKind } from '#start/limiter'
import { TooManyStarts } from '#exceptions/too_many_starts'

const keyOf = (kind: StartKind, userId: number) => `${kind}_start_user_${userId}`

/** Counts nothing. */
export async function ensureStartLeft(kind: StartKind, userId: number) {
  const own = starts(kind)
  const key = keyOf(kind, userId)
  if ((await own.remaining(key)) > 0) return
  throw new TooManyStarts(kind, Math.max(1, await own.availableIn(key)))
}

export async function countStart(kind: StartKind, userId: number) {
  try {
    await starts(kind).consume(keyOf(kind, userId))
  } catch (error) {
    if (!(error instanceof limiterErrors.E_TOO_MANY_REQUESTS)) throw error
    throw new TooManyStarts(kind, Math.max(1, error.response.availableIn))
  }
}

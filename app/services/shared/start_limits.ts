/** Starts of contact imports and exports per user (docs/decisions.md "Import abuse"); every app node counts the same. */
import { Exception } from '@adonisjs/core/exceptions'
import type { HttpContext } from '@adonisjs/core/http'
import { errors as limiterErrors } from '@adonisjs/limiter'
import { starts, type StartKind } from '#start/limiter'

/** The import wizard gets a JSON error under `file`, the export link plain text. */
export class TooManyStarts extends Exception {
  static status = 429

  constructor(
    readonly kind: StartKind,
    readonly seconds: number
  ) {
    super(`too many ${kind} starts`)
  }

  async handle(error: this, { response, i18n }: HttpContext) {
    const message = i18n.t(`contact_imports.throttle.${error.kind}s`, { seconds: error.seconds })
    response.status(429).header('Retry-After', String(error.seconds))
    if (error.kind === 'import') response.json({ message, errors: [{ field: 'file', message }] })
    else response.send(message)
  }
}

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

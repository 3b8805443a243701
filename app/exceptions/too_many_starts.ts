import { Exception } from '@adonisjs/core/exceptions'
import type { HttpContext } from '@adonisjs/core/http'
import type { StartKind } from '#start/limiter'

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

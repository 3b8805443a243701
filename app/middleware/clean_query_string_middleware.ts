import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { SINGLE_LINE_FORBIDDEN } from '#validators/text_rules'

const CONTROL_CHARACTERS = new RegExp(SINGLE_LINE_FORBIDDEN.source, 'g')

function clean(value: unknown): unknown {
  if (typeof value === 'string') return value.replace(CONTROL_CHARACTERS, '')
  if (Array.isArray(value)) return value.map(clean)
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [
        key.replace(CONTROL_CHARACTERS, ''),
        clean(inner),
      ])
    )
  }
  return value
}

/**
 * `?search=%00` is a search for nothing rather than a NUL sent to PostgreSQL. Bodies are left as
 * sent: their validators refuse control characters with a message under the field.
 */
export default class CleanQueryStringMiddleware {
  async handle({ request }: HttpContext, next: NextFn) {
    const qs = request.qs()
    if (Object.keys(qs).length) request.updateQs(clean(qs) as Record<string, unknown>)
    return next()
  }
}

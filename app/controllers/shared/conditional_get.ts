import { createHash } from 'node:crypto'
import type { HttpContext } from '@adonisjs/core/http'

/** Changed when a cached answer's JSON changes shape, so no client keeps one of an older build. */
const ANSWER_FORMAT = 1

/** A strong ETag of everything an answer is made of (any JSON value). */
export function strongEtag(parts: unknown) {
  const digest = createHash('sha256').update(JSON.stringify([ANSWER_FORMAT, parts]))
  return `"${digest.digest('base64url').slice(0, 32)}"`
}

/** If-None-Match names the tag (weak comparison, as HTTP asks for this header) or `*`. */
export function ifNoneMatchNames(header: string | undefined, etag: string) {
  if (!header) return false
  return header.split(',').some((tag) => {
    const candidate = tag.trim().replace(/^W\//, '')
    return candidate === '*' || candidate === etag
  })
}

/**
 * A public answer's validators: ETag, Last-Modified and a minute's cache. True when the caller's
 * copy is current: the answer is then a 304 without a body.
 */
export function notModified(
  { request, response }: HttpContext,
  etag: string,
  lastModified: Date | null
) {
  response.header('Cache-Control', 'public, max-age=60')
  response.header('ETag', etag)
  if (lastModified) response.header('Last-Modified', lastModified.toUTCString())
  if (!ifNoneMatchNames(request.header('if-none-match'), etag)) return false
  response.status(304)
  return true
}

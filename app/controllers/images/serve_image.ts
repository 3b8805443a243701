import { createHash } from 'node:crypto'
import type { HttpContext } from '@adonisjs/core/http'
import drive from '@adonisjs/drive/services/main'
import { NotFoundException } from '#exceptions/http_errors'
import { CONTENT_TYPES, KEY_PATTERN } from '#services/images/image_service'

/** Cached for long: the bytes behind a key never change. Access checks are the caller's. */
export async function serveImage(ctx: HttpContext, key: string) {
  const notFound = () => new NotFoundException(ctx.i18n.t('errors.not_found'))
  if (!KEY_PATTERN.test(key)) throw notFound()
  const disk = drive.use()
  if (!(await disk.exists(key).catch(() => false))) throw notFound()

  const ext = key.slice(key.lastIndexOf('.') + 1)
  const etag = `"${createHash('sha256').update(key).digest('base64url').slice(0, 27)}"`
  const { response, request } = ctx
  response.header('Content-Type', CONTENT_TYPES[ext])
  response.header('Cache-Control', 'private, max-age=31536000, immutable')
  response.header('ETag', etag)
  response.header('X-Content-Type-Options', 'nosniff')
  const ifNoneMatch = request.header('if-none-match')
  if (ifNoneMatch && ifNoneMatch.split(',').some((tag) => tag.trim() === etag)) {
    return response.notModified()
  }
  const stream = await disk.getStream(key)
  return response.stream(stream)
}

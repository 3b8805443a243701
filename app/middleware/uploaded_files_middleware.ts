import { rm } from 'node:fs/promises'
import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'

type Files = ReturnType<HttpContext['request']['allFiles']>

/** Every uploaded file of the request, however deeply its field name nests it. */
function tmpPaths(files: Files | Files[string] | undefined): string[] {
  if (!files) return []
  if (Array.isArray(files)) return files.flatMap((file) => tmpPaths(file))
  if ('tmpPath' in files) return typeof files.tmpPath === 'string' ? [files.tmpPath] : []
  return Object.values(files).flatMap((inner) => tmpPaths(inner as Files))
}

/**
 * The body parser writes each uploaded file to the temporary folder and nothing removes it: the
 * handlers read the file within the request (images, imports, the app's icons), so once the
 * answer is ready the copies are deleted, refused uploads and hostile ones included. Without it
 * anyone could fill the disk with uploads a validator refuses.
 */
export default class UploadedFilesMiddleware {
  async handle({ request }: HttpContext, next: NextFn) {
    try {
      return await next()
    } finally {
      const paths = tmpPaths(request.allFiles())
      if (paths.length) await Promise.all(paths.map((path) => rm(path, { force: true })))
    }
  }
}

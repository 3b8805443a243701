import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import app from '@adonisjs/core/services/app'
import ViteMiddleware from '@adonisjs/vite/vite_middleware'

/** Also Vite's `server.fs.allow` list (vite.config.ts), which guards them a second time. */
export const DEV_ASSET_FOLDERS = [
  'inertia',
  'resources/lang',
  'app/shared',
  '.adonisjs/client',
  'node_modules',
]
const VITE_PREFIXES = ['/@vite/', '/@id/', '/@react-refresh']

/** Anything else goes to the router, so `npm run dev` never serves the project folder (.env, uploads). */
export function isDevAsset(url: string, root = app.makePath()) {
  let path: string
  try {
    path = decodeURIComponent(url.split('?')[0])
  } catch {
    return false
  }
  if (path.includes('..') || path.includes('\0')) return false
  if (VITE_PREFIXES.some((prefix) => path.startsWith(prefix))) return true
  // /@fs/<absolute path>: Vite's way to name a file; only inside the asset folders.
  const relative = path.startsWith('/@fs/')
    ? path.slice('/@fs'.length).startsWith(root + '/')
      ? path.slice('/@fs'.length + root.length)
      : null
    : path
  return relative !== null && DEV_ASSET_FOLDERS.some((folder) => relative.startsWith(`/${folder}/`))
}

export default class DevAssetsMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    if (!isDevAsset(ctx.request.url())) return next()
    const vite = await app.container.make(ViteMiddleware)
    return vite.handle(ctx, next)
  }
}

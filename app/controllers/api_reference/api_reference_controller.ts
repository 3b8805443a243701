import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import type { HttpContext } from '@adonisjs/core/http'
import { notModified, strongEtag } from '#controllers/shared/conditional_get'
import { openApiJson } from '#openapi/document'

/** The renderer's files, served from its package (no CDN: the page works offline). */
const require = createRequire(import.meta.url)
const SWAGGER_UI = dirname(require.resolve('swagger-ui-dist/package.json'))
const SWAGGER_UI_VERSION = (require('swagger-ui-dist/package.json') as { version: string }).version

const ASSETS = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
} as const

/** Starts the renderer on this document: no "try it out" calls, no outside validator badge. */
const START_SCRIPT = `window.ui = SwaggerUIBundle({
  url: '/api/openapi.json',
  dom_id: '#reference',
  deepLinking: true,
  validatorUrl: null,
  docExpansion: 'list',
  defaultModelsExpandDepth: 0,
  presets: [SwaggerUIBundle.presets.apis],
  layout: 'BaseLayout',
})
`

const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>Comunitate API</title>
    <link rel="stylesheet" href="/api/docs/swagger-ui.css?v=${SWAGGER_UI_VERSION}">
  </head>
  <body>
    <div id="reference"></div>
    <script src="/api/docs/swagger-ui-bundle.js?v=${SWAGGER_UI_VERSION}"></script>
    <script src="/api/docs/reference.js?v=${SWAGGER_UI_VERSION}"></script>
  </body>
</html>
`

/** Scripts and styles of this origin only (the renderer sets inline styles), nothing framed. */
const PAGE_CSP = [
  `default-src 'none'`,
  `script-src 'self'`,
  `style-src 'self' 'unsafe-inline'`,
  `img-src 'self' data:`,
  `font-src 'self' data:`,
  `connect-src 'self'`,
  `base-uri 'none'`,
  `form-action 'none'`,
  `frame-ancestors 'none'`,
].join('; ')

let documentEtag: string | null = null
const files = new Map<string, Buffer>()

/**
 * GET /api/openapi.json and its reference page /api/docs (docs/members.md, "The API
 * reference"): stateless, cacheable, from any origin like the rest of /api/.
 */
export default class ApiReferenceController {
  async document(ctx: HttpContext) {
    const json = openApiJson()
    // The document's digest, once per process: its tag is made of it.
    documentEtag ??= strongEtag(json)
    if (notModified(ctx, { parts: documentEtag, lastModified: null })) return
    ctx.response.header('Content-Type', 'application/json; charset=utf-8')
    return ctx.response.send(json)
  }

  async page({ response }: HttpContext) {
    response.header('Content-Security-Policy', PAGE_CSP)
    response.header('X-Content-Type-Options', 'nosniff')
    response.header('Cache-Control', 'public, max-age=300')
    response.header('Content-Type', 'text/html; charset=utf-8')
    return response.send(PAGE)
  }

  async styles(ctx: HttpContext) {
    return this.asset(ctx, 'swagger-ui.css')
  }

  async renderer(ctx: HttpContext) {
    return this.asset(ctx, 'swagger-ui-bundle.js')
  }

  async start(ctx: HttpContext) {
    return this.sendCached(ctx, START_SCRIPT, ASSETS['swagger-ui-bundle.js'])
  }

  private async asset(ctx: HttpContext, name: keyof typeof ASSETS) {
    let body = files.get(name)
    if (!body) files.set(name, (body = await readFile(join(SWAGGER_UI, name))))
    return this.sendCached(ctx, body, ASSETS[name])
  }

  private sendCached(ctx: HttpContext, body: Buffer | string, type: string) {
    const { response } = ctx
    response.header('X-Content-Type-Options', 'nosniff')
    const version = { parts: [SWAGGER_UI_VERSION, type, body.length], lastModified: null }
    if (notModified(ctx, version)) return
    response.header('Cache-Control', 'public, max-age=86400')
    response.header('Content-Type', type)
    return response.send(body)
  }
}

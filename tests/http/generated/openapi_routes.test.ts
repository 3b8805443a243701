/**
 * Generated from the router: every /api/ route is in the OpenAPI document (app/openapi), with
 * its path parameters, and the document names no route the router lacks. A route added without
 * its entry fails here, naming the file to write it in.
 */
import { describe, expect, inject, test } from 'vitest'
import { manifest } from './route_manifest.ts'

const baseUrl = inject('baseUrl')
type Json = Record<string, any>

/** The router's pattern as OpenAPI writes it: /api/communities/:slug/feed → …/{slug}/feed. */
const openApiPath = (pattern: string) => pattern.replace(/:(\w+)\??/g, '{$1}')

/** The module a route's entry belongs in: its area, after the community's slug or /member/. */
function moduleFor(path: string) {
  const parts = path.split('/').filter((part) => part && !part.startsWith('{'))
  const member = parts[1] === 'member'
  const rest = parts.slice(member ? 2 : 1).filter((part) => part !== 'communities')
  const area = (rest[0] ?? 'communities').replace(/[^a-z0-9]+/gi, '_')
  return `app/openapi/paths/${member ? 'member_' : ''}${area}.ts (listed in app/openapi/document.ts)`
}

const apiRoutes = manifest.routes
  .filter((route) => /^\/api(\/|$)/.test(route.pattern))
  .flatMap((route) =>
    route.methods
      .filter((method) => method !== 'HEAD')
      .map((method) => ({ method, path: openApiPath(route.pattern), route }))
  )

async function openApiDocument(): Promise<Json> {
  const reply = await fetch(`${baseUrl}/api/openapi.json`)
  return reply.json()
}

describe('the OpenAPI document and the router', () => {
  test('the router has /api/ routes (the check below checks something)', () => {
    expect(apiRoutes.length).toBeGreaterThan(5)
  })

  test('every /api/ route is in the document, with its path parameters', async () => {
    const document = await openApiDocument()
    const problems: string[] = []
    for (const { method, path, route } of apiRoutes) {
      const item = document.paths[path]
      const operation = item?.[method.toLowerCase()]
      if (!operation) {
        problems.push(
          `${method} ${path} is not in the OpenAPI document: add it to ${moduleFor(path)}`
        )
        continue
      }
      const declared = [...(item.parameters ?? []), ...(operation.parameters ?? [])]
        .map((parameter: Json) =>
          parameter.$ref
            ? document.components.parameters[parameter.$ref.split('/').pop()]
            : parameter
        )
        .filter((parameter: Json) => parameter.in === 'path')
        .map((parameter: Json) => parameter.name)
      for (const param of route.params) {
        if (!declared.includes(param.name)) {
          problems.push(
            `${method} ${path}: path parameter "${param.name}" is not declared (${item['x-source']})`
          )
        }
      }
    }
    expect(problems).toEqual([])
  })

  test('the document names no route the router lacks', async () => {
    const document = await openApiDocument()
    const routed = new Set(apiRoutes.map(({ method, path }) => `${method.toLowerCase()} ${path}`))
    const stale = Object.entries(document.paths as Json).flatMap(([path, item]) =>
      Object.keys(item as Json)
        .filter((key) => ['get', 'put', 'post', 'patch', 'delete'].includes(key))
        .filter((method) => !routed.has(`${method} ${path}`))
        .map((method) => `${method.toUpperCase()} ${path} (${(item as Json)['x-source']})`)
    )
    expect(stale, 'operations of the document without a route').toEqual([])
  })
})

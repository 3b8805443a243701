import { describe, expect, test } from 'vitest'
import { routes } from '../../.adonisjs/client/registry/index.ts'
import { routeTokens } from '../../inertia/lib/route_tokens.ts'

describe('route tokens made from the pattern (the browser build drops them from the registry)', () => {
  test('are those the router wrote for every route', () => {
    for (const [name, route] of Object.entries(routes)) {
      expect({ name, tokens: routeTokens(route.pattern) }).toEqual({ name, tokens: route.tokens })
    }
  })

  test('optional params, extensions and the wildcard', () => {
    expect(
      routeTokens('/files/:name.csv/:page?/*').map(({ type, val, end }) => [type, val, end])
    ).toEqual([
      [0, 'files', ''],
      [1, 'name', '.csv'],
      [3, 'page', ''],
      [2, '*', ''],
    ])
  })
})

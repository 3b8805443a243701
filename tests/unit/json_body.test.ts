import { describe, expect, it } from 'vitest'
import { DateTime } from 'luxon'
import { defineConfig } from '@adonisjs/core/http'
import { engineJsonFirst } from '#services/shared/json_body'

/** The framework's own serializer of response bodies, and the app's (config/app.ts). */
const framework = defineConfig({}).serializeJSON
const app = engineJsonFirst(framework)

const circular: Record<string, unknown> = { name: 'Ana', list: [1, 2] }
circular.self = circular
;(circular.list as unknown[]).push(circular)

describe('response bodies as JSON (http.serializeJSON)', () => {
  it.each([
    [
      'a page of rows',
      { props: { rows: [{ uid: 'x', name: 'Ștefan „Ș"\n\t</script>' }], meta: { total: 2 } } },
    ],
    [
      'dates and toJSON',
      {
        at: new Date('2026-11-26T01:00:00Z'),
        luxon: DateTime.fromISO('2026-11-26T03:00:00+02:00'),
      },
    ],
    [
      'undefined, functions and symbols',
      { a: undefined, b: () => 1, c: Symbol('s'), list: [undefined, () => 1] },
    ],
    ['numbers that are not finite', { nan: Number.NaN, inf: Number.POSITIVE_INFINITY, neg: -0 }],
    ['a lone surrogate and control characters', { text: 'a\uD800b\u0001\u2028' }],
    ['a BigInt (the engine refuses it)', { total: 12n, nested: [{ id: 9_007_199_254_740_993n }] }],
    ['a circular reference (the engine refuses it)', circular],
    ['nothing', undefined],
    ['a string', 'Bună ziua'],
  ])('%s: the same text as the framework', (_, value) => {
    expect(app(value)).toBe(framework(value))
  })

  it('falls back only when the engine throws', () => {
    const calls: unknown[] = []
    const serialize = engineJsonFirst((value) => {
      calls.push(value)
      return 'fallback'
    })
    expect(serialize({ a: [1, 'b'] })).toBe('{"a":[1,"b"]}')
    expect(serialize({ big: 1n })).toBe('fallback')
    expect(calls).toEqual([{ big: 1n }])
  })
})

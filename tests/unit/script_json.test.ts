import { describe, expect, test } from 'vitest'
import { scriptSafeJson } from '#services/shared/script_json'

describe('scriptSafeJson', () => {
  const value = { name: '<!--<script></script>-->', note: 'a & b\u2028c\u2029', list: ['>'] }

  test('writes no character that markup or a JS line could read', () => {
    const json = scriptSafeJson(value)
    expect(json).not.toMatch(/[<>&\u2028\u2029]/)
    expect(json).toContain('\\u003c!--\\u003cscript\\u003e')
    expect(json).toContain('\\u0026')
    expect(json).toContain('\\u2028c\\u2029')
  })

  test('reads back as the value', () => {
    expect(JSON.parse(scriptSafeJson(value))).toEqual(value)
  })
})

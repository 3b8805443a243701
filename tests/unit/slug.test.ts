import { describe, expect, test } from 'vitest'
import { SLUG_PATTERN, slugify } from '#services/shared/slug'

describe('slugify', () => {
  test.each([
    ['Cluj-Napoca Științe', 'cluj-napoca-stiinte'],
    ['ŞŢşţ ĂÂÎ ăâî', 'stst-aai-aai'],
    ['Tehnologia informației-Comerț electronic', 'tehnologia-informatiei-comert-electronic'],
    ['e\u0301cole', 'ecole'],
    ['  --Ana--  ', 'ana'],
    ['Arte & Meserii', 'arte-meserii'],
    ['100% Cultură', '100-cultura'],
    ['a.b_c', 'a-b-c'],
    ['日本', ''],
  ])('%j is %j', (text, slug) => {
    expect(slugify(text)).toBe(slug)
  })

  test('cut to its length, never ending in a dash', () => {
    expect(slugify('Asociația Tinerilor din Cluj', 15)).toBe('asociatia-tiner')
    expect(slugify('Asociația Tinerilor din Cluj', 10)).toBe('asociatia')
    expect(slugify('a'.repeat(150))).toHaveLength(100)
    expect(slugify('Asociația Tinerilor din Cluj', 10)).toMatch(SLUG_PATTERN)
  })
})

import { describe, expect, test } from 'vitest'
import { catalogs, translate } from '~/lib/i18n'

function keys(node: unknown, prefix = ''): string[] {
  if (typeof node === 'string') return [prefix]
  return Object.entries(node as Record<string, unknown>).flatMap(([key, value]) =>
    keys(value, prefix ? `${prefix}.${key}` : key)
  )
}

describe('translation catalogs', () => {
  test('Romanian and English have exactly the same keys', () => {
    expect(keys(catalogs.en).sort()).toEqual(keys(catalogs.ro).sort())
  })

  test('Romanian texts use the comma-below diacritics, never the cedilla look-alikes', () => {
    for (const key of keys(catalogs.ro)) {
      expect(translate('ro', key), key).not.toMatch(/[şţŞŢ]/)
    }
  })

  test('fills placeholders and falls back to Romanian, then to the key', () => {
    expect(translate('ro', 'topbar.greeting', { name: 'Ana' })).toBe('Bună, Ana!')
    expect(translate('en', 'topbar.greeting', { name: 'Ana' })).toBe('Hello, Ana!')
    expect(translate('fr', 'topbar.logout')).toBe('Deconectare')
    expect(translate('ro', 'does.not.exist')).toBe('does.not.exist')
  })
})

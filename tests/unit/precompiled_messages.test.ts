import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { IntlMessageFormat } from 'intl-messageformat'
import { describe, expect, test } from 'vitest'
import { precompiledMessages } from '../../scripts/precompiled_messages.ts'

const LANG = join(import.meta.dirname, '../../resources/lang')

/** The catalog file as the browser build hands it over. */
function built(locale: string, file: string) {
  const path = join(LANG, locale, file)
  const transform = precompiledMessages().transform as (
    code: string,
    id: string
  ) => { code: string }
  return JSON.parse(transform(readFileSync(path, 'utf8'), path).code)
}

describe('catalogs parsed at build time', () => {
  test('read as the JSON strings do, plurals included; texts without a placeholder stay strings', () => {
    const written = JSON.parse(readFileSync(join(LANG, 'ro/contact_lists.json'), 'utf8'))
    const lists = built('ro', 'contact_lists.json')
    expect(lists.title).toBe(written.title)
    expect(Array.isArray(lists.count), 'parsed, not the string').toBe(true)
    for (const count of [1, 2, 20]) {
      expect(new IntlMessageFormat(lists.count, 'ro').format({ count })).toBe(
        new IntlMessageFormat(written.count, 'ro').format({ count })
      )
    }
    expect(new IntlMessageFormat(lists.count, 'ro').format({ count: 20 })).toBe('20 de liste')
  })

  test('every catalog file of both locales goes through', () => {
    for (const locale of ['ro', 'en']) {
      for (const file of readdirSync(join(LANG, locale))) {
        expect(() => built(locale, file), `${locale}/${file}`).not.toThrow()
      }
    }
  })
})

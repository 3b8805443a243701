import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { IntlMessageFormat } from 'intl-messageformat'
import type { I18nManager } from '@adonisjs/i18n'
import { I18nManagerFactory } from '@adonisjs/i18n/factories'
import { beforeAll, describe, expect, test } from 'vitest'
import { translate } from '~/lib/translate'

/**
 * Every message with a count takes ICU plural forms (Romanian: one, few,
 * other: "1 listă", "2 liste", "20 de liste"), in the browser (~/lib/translate)
 * and on the server (@adonisjs/i18n with the ICU formatter, as config/i18n.ts).
 */
const LANG = join(import.meta.dirname, '../../../resources/lang')
/** Placeholder names that hold a quantity; an ordinal (`{n}`, `{page}`, `{step}`) names a position. */
const COUNTS = new Set(['count', 'max', 'minutes', 'seconds', 'days', 'total', 'created'])
/** Catalogs only the server reads (the e-mails, the validation messages): the browser does not download them. */
const SERVER_ONLY = new Set(['mail', 'validator'])
const FORMS = { ro: ['few', 'one', 'other'], en: ['one', 'other'] }

type Element = { type: number; value?: string; options?: Record<string, { value: Element[] }> }
const ARGUMENT = 1
const PLURAL = 6

type Message = { locale: 'ro' | 'en'; area: string; key: string; text: string }

function messages(): Message[] {
  const found: Message[] = []
  for (const locale of ['ro', 'en'] as const) {
    for (const file of readdirSync(join(LANG, locale))) {
      const area = file.replace(/\.json$/, '')
      const walk = (node: unknown, key: string) => {
        if (typeof node === 'string') found.push({ locale, area, key, text: node })
        else for (const [k, v] of Object.entries(node as object)) walk(v, `${key}.${k}`)
      }
      walk(JSON.parse(readFileSync(join(LANG, locale, file), 'utf8')), area)
    }
  }
  return found
}

/** The count placeholders of a message: those written plain, and the plural ones with their forms. */
function counts(elements: Element[], plain: string[] = [], plurals: [string, string[]][] = []) {
  for (const element of elements) {
    if (element.type === ARGUMENT && COUNTS.has(element.value!)) plain.push(element.value!)
    // An exact case (`=0 {Nicio sesiune.}`) may stand beside the language's forms.
    if (element.type === PLURAL)
      plurals.push([
        element.value!,
        Object.keys(element.options!)
          .filter((form) => !form.startsWith('='))
          .sort(),
      ])
    for (const option of Object.values(element.options ?? {})) counts(option.value, plain, plurals)
  }
  return { plain, plurals }
}

const all = messages()
const withCounts = all.filter(({ text, locale }) => {
  const { plain, plurals } = counts(new IntlMessageFormat(text, locale).getAst() as Element[])
  return plain.length > 0 || plurals.length > 0
})

let server: I18nManager
beforeAll(async () => {
  // The factory's formatter is the ICU one and its loader reads ./resources/lang, as config/i18n.ts.
  server = new I18nManagerFactory()
    .merge({
      config: {
        defaultLocale: 'ro',
        supportedLocales: ['ro', 'en'],
        fallbackLocales: { en: 'ro' },
      },
    })
    .create()
  await server.loadTranslations()
})

/** A count message with its other placeholders filled. */
function params(text: string, count: number) {
  const values: Record<string, string | number> = { list: 'Voluntari' }
  // A placeholder that takes plural forms is a count too (`{min, plural, …}`).
  for (const [, name] of text.matchAll(/\{(\w+), plural/g)) values[name] = count
  for (const [, name] of text.matchAll(/\{(\w+)/g)) values[name] ??= COUNTS.has(name) ? count : name
  return values
}

describe('messages with a count', () => {
  test('are found in every area that has them', () => {
    const areas = new Set(withCounts.map(({ area }) => area))
    expect([...areas].sort()).toEqual(
      expect.arrayContaining([
        'auth',
        'contact_lists',
        'contacts',
        'mail',
        'products',
        'segments',
        'ui',
      ])
    )
  })

  test.each(withCounts.map((m) => [`${m.locale} ${m.key}`, m] as const))(
    '%s takes plural forms',
    (_, { text, locale }) => {
      const { plain, plurals } = counts(new IntlMessageFormat(text, locale).getAst() as Element[])
      expect(plain, 'a count written without plural forms').toEqual([])
      for (const [, forms] of plurals) expect(forms).toEqual(FORMS[locale])
    }
  )

  test.each(withCounts.filter((m) => m.locale === 'ro').map((m) => [m.key, m] as const))(
    '%s reads differently at 1, 2 and 20, the same on the server and in the browser',
    (_, { key, text, area }) => {
      const onServer = [1, 2, 20].map((n) => server.locale('ro').t(key, params(text, n)))
      expect(new Set(onServer).size).toBe(3)
      if (!SERVER_ONLY.has(area)) {
        expect([1, 2, 20].map((n) => translate('ro', key, params(text, n)))).toEqual(onServer)
      }
    }
  )

  test('a minimum length reads right at 1 (empty), 3 and 20, in both languages', () => {
    const minLength = (locale: 'ro' | 'en', min: number, key = 'minLength') =>
      server.locale(locale).t(`validator.shared.messages.${key}`, { field: 'titlu', min })
    expect(minLength('ro', 1)).toBe('Câmpul titlu nu poate fi gol.')
    expect(minLength('ro', 3)).toBe('Câmpul titlu trebuie să aibă cel puțin 3 caractere.')
    expect(minLength('ro', 20)).toBe('Câmpul titlu trebuie să aibă cel puțin 20 de caractere.')
    expect(minLength('en', 1)).toBe('The titlu field cannot be empty.')
    expect(minLength('en', 8)).toBe('The titlu field must have at least 8 characters.')
    expect(minLength('ro', 1, 'array.minLength')).toBe('Adaugă cel puțin un element în titlu.')
    expect(minLength('ro', 2, 'array.minLength')).toBe('Adaugă cel puțin 2 elemente în titlu.')
  })

  test('read as Romanian says them', () => {
    const ro = (key: string, count: number, extra = {}) => [
      translate('ro', key, { count, ...extra }),
      server.locale('ro').t(key, { count, ...extra }),
    ]
    expect(ro('contact_lists.count', 1)).toEqual(['1 listă', '1 listă'])
    expect(ro('contact_lists.count', 2)).toEqual(['2 liste', '2 liste'])
    expect(ro('contact_lists.count', 20)).toEqual(['20 de liste', '20 de liste'])
    expect(ro('contact_lists.count', 101)[0]).toBe('101 liste')
    expect(ro('contacts.bulk.selected', 1)[0]).toBe('1 selectat')
    expect(ro('contacts.bulk.selected', 20)[0]).toBe('20 de selectate')
    expect(ro('contacts.bulk.delete_confirm', 1)[0]).toBe(
      'Ștergi contactul selectat? Acțiunea nu poate fi anulată.'
    )
    expect(ro('contacts.bulk.delete_confirm', 3)[0]).toBe(
      'Ștergi cele 3 contacte selectate? Acțiunea nu poate fi anulată.'
    )
    expect(ro('contacts.bulk.deleted', 1)[1]).toBe('1 contact a fost șters.')
    expect(ro('contacts.bulk.deleted', 20)[1]).toBe('20 de contacte au fost șterse.')
    expect(ro('contacts.bulk.added', 1, { list: 'Voluntari' })[1]).toBe(
      '1 contact a fost adăugat în lista Voluntari.'
    )
    expect(server.locale('ro').t('auth.throttled', { minutes: 1 })).toBe(
      'Prea multe încercări. Încearcă din nou peste 1 minut.'
    )
    expect(server.locale('ro').t('mail.invitation.validity', { days: 7 })).toBe(
      'Linkul este valabil 7 zile și poate fi folosit o singură dată.'
    )
    expect(ro('contact_imports.report.list_added', 1, { title: 'Voluntari' })).toEqual([
      'Voluntari: 1 contact adăugat',
      'Voluntari: 1 contact adăugat',
    ])
    expect(ro('contact_imports.report.list_added', 20, { title: 'Voluntari' })[0]).toBe(
      'Voluntari: 20 de contacte adăugate'
    )
    expect(translate('ro', 'contact_imports.file.too_many_rows', { max: 100_000 })).toBe(
      'Fișierul are prea multe rânduri. Numărul maxim permis este de 100.000 de rânduri.'
    )
    const field = { field: 'nume' }
    expect(server.locale('ro').t('validator.shared.messages.maxLength', { max: 1, ...field })).toBe(
      'Câmpul nume poate avea cel mult 1 caracter.'
    )
    expect(
      server.locale('ro').t('validator.shared.messages.maxLength', { max: 100, ...field })
    ).toBe('Câmpul nume poate avea cel mult 100 de caractere.')
    expect(translate('en', 'contacts.count', { count: 1 })).toBe('1 contact')
    expect(translate('en', 'contacts.count', { count: 20 })).toBe('20 contacts')
  })
})

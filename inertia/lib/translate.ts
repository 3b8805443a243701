/**
 * The browser side of the translation catalogs. It reads the same files as
 * the server (resources/lang/{locale}/{area}.json, one file per area: the
 * file name is the first part of the key, e.g. `organizations.title`), so
 * each UI text has exactly one home per locale.
 *
 * Each area of each locale is its own lazy chunk: before a page renders,
 * inertia/app.tsx loads the areas it needs (`virtual:page-areas`, see
 * scripts/page_areas.ts) in the active locale only, so a switch of locale or
 * a page of another area loads what is missing. Framework-free; the React
 * hooks are in ~/lib/i18n.
 *
 * Messages are ICU MessageFormat, formatted by intl-messageformat as the
 * server's i18n formats them (`formatters.icu()`, config/i18n.ts): a count
 * takes its plural forms, `{count, plural, one {# listă} few {# liste} other {# de liste}}`.
 * The build hands the browser each message with a placeholder already parsed (its syntax tree,
 * scripts/precompiled_messages.ts), so the parser stays out of the bundle; the component tests
 * read the JSON strings, which intl-messageformat parses.
 */
import { IntlMessageFormat } from 'intl-messageformat'

export type Catalog = Record<string, unknown>

export type Locale = 'ro' | 'en'
export const LOCALES: Locale[] = ['ro', 'en']
export const DEFAULT_LOCALE: Locale = 'ro'

/** `{ '…/lang/ro/organizations.json': () => import(…) }`; validator and mail texts stay on the server. */
const files = import.meta.glob<Catalog>(
  ['../../resources/lang/*/*.json', '!**/validator.json', '!**/mail.json'],
  { import: 'default' }
)

/** The areas loaded so far, per locale (normally only the active locale's). */
export const catalogs: Partial<Record<Locale, Catalog>> = {}

export function isLocale(locale: unknown): locale is Locale {
  return typeof locale === 'string' && (LOCALES as string[]).includes(locale)
}

/**
 * Downloads the areas of a locale's catalog not loaded yet: `areas`, or all of
 * them (unknown locales load the default one).
 */
export async function loadCatalog(locale: unknown, areas?: readonly string[]): Promise<void> {
  const wanted = isLocale(locale) ? locale : DEFAULT_LOCALE
  const catalog = (catalogs[wanted] ??= {})
  await Promise.all(
    Object.entries(files).map(async ([path, load]) => {
      const [, fileLocale, area] = path.match(/\/(\w+)\/(\w+)\.json$/)!
      if (fileLocale !== wanted || area in catalog || (areas && !areas.includes(area))) return
      catalog[area] = await load()
    })
  )
}

export type Params = Record<string, string | number | null | undefined>

/** A catalog's text, or its syntax tree when the build parsed it (it has placeholders). */
type Message = ConstructorParameters<typeof IntlMessageFormat>[0]

function lookup(catalog: unknown, key: string): Message | undefined {
  let node: unknown = catalog
  for (const part of key.split('.')) {
    if (node && typeof node === 'object' && part in (node as Record<string, unknown>)) {
      node = (node as Record<string, unknown>)[part]
    } else {
      return undefined
    }
  }
  return typeof node === 'string' || Array.isArray(node) ? (node as Message) : undefined
}

/** Each key's formatter, made once per locale (a page translates the same labels on every render). */
const formats = new Map<string, IntlMessageFormat>()

function format(locale: Locale, key: string, text: Message, params: Params): string {
  const id = `${locale}\u0000${key}`
  let message = formats.get(id)
  if (!message) formats.set(id, (message = new IntlMessageFormat(text, locale)))
  return String(message.format(params))
}

/**
 * Translates `key` (`{area}.{…}`) and fills its placeholders. A message with a
 * placeholder left without a value (or one that is not ICU) shows as written.
 */
export function translate(locale: string, key: string, params: Params = {}): string {
  const found = isLocale(locale) ? locale : DEFAULT_LOCALE
  const inLocale = lookup(catalogs[found], key)
  const text = inLocale ?? lookup(catalogs[DEFAULT_LOCALE], key)
  if (text === undefined) return key
  if (typeof text === 'string' && !text.includes('{')) return text
  try {
    return format(inLocale === undefined ? DEFAULT_LOCALE : found, key, text, params)
  } catch {
    return typeof text === 'string' ? text : key
  }
}

export type Translate = (key: string, params?: Params) => string

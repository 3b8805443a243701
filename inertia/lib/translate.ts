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

/**
 * A message as its catalog holds it: the text, or in a build, an ICU message's text with its
 * parsed form (the `parsed-messages` plugin of vite.config.ts, so the browser needs no parser).
 */
type Message = string | [text: string, parsed: ReturnType<IntlMessageFormat['getAst']>]

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

/** One formatter per message and locale (a page translates the same labels on every render). */
const formats = new Map<string, IntlMessageFormat>()

function format(locale: Locale, message: Message, params: Params): string {
  const [text, source] = typeof message === 'string' ? [message, message] : message
  const id = `${locale}\u0000${text}`
  let formatter = formats.get(id)
  if (!formatter) formats.set(id, (formatter = new IntlMessageFormat(source, locale)))
  return String(formatter.format(params))
}

/**
 * Translates `key` (`{area}.{…}`) and fills its placeholders. A message with a
 * placeholder left without a value (or one that is not ICU) shows as written.
 */
export function translate(locale: string, key: string, params: Params = {}): string {
  const found = isLocale(locale) ? locale : DEFAULT_LOCALE
  const inLocale = lookup(catalogs[found], key)
  const message = inLocale ?? lookup(catalogs[DEFAULT_LOCALE], key)
  if (message === undefined) return key
  if (typeof message === 'string' && !message.includes('{')) return message
  try {
    return format(inLocale === undefined ? DEFAULT_LOCALE : found, message, params)
  } catch {
    return typeof message === 'string' ? message : message[0]
  }
}

export type Translate = (key: string, params?: Params) => string

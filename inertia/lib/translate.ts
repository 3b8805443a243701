/**
 * The browser side of the translation catalogs. It reads the same files as
 * the server (resources/lang/{locale}/{area}.json, one file per area: the
 * file name is the first part of the key, e.g. `organizations.title`), so
 * each UI text has exactly one home per locale.
 *
 * Only the active locale's catalog is downloaded: each locale is its own
 * lazy chunk, loaded by `loadCatalog` before a page renders (inertia/app.tsx
 * waits for it in `resolve`, so a switch of locale loads the new one).
 * Framework-free; the React hooks are in ~/lib/i18n.
 */
import type { Catalog } from '~/lib/catalogs/from_files'

export type Locale = 'ro' | 'en'
export const LOCALES: Locale[] = ['ro', 'en']
export const DEFAULT_LOCALE: Locale = 'ro'

const loaders: Record<Locale, () => Promise<{ default: Catalog }>> = {
  ro: () => import('~/lib/catalogs/ro'),
  en: () => import('~/lib/catalogs/en'),
}

/** The catalogs loaded so far (normally only the active locale's). */
export const catalogs: Partial<Record<Locale, Catalog>> = {}

export function isLocale(locale: unknown): locale is Locale {
  return typeof locale === 'string' && (LOCALES as string[]).includes(locale)
}

/** Downloads a locale's catalog once (unknown locales load the default one). */
export async function loadCatalog(locale: unknown): Promise<void> {
  const wanted = isLocale(locale) ? locale : DEFAULT_LOCALE
  if (catalogs[wanted]) return
  const module = await loaders[wanted]()
  catalogs[wanted] = module.default
}

export type Params = Record<string, string | number | null | undefined>

function lookup(catalog: unknown, key: string): string | undefined {
  let node: unknown = catalog
  for (const part of key.split('.')) {
    if (node && typeof node === 'object' && part in (node as Record<string, unknown>)) {
      node = (node as Record<string, unknown>)[part]
    } else {
      return undefined
    }
  }
  return typeof node === 'string' ? node : undefined
}

/** Translates `key` (`{area}.{…}`) and fills `{name}` placeholders. */
export function translate(locale: string, key: string, params: Params = {}): string {
  const text =
    lookup(catalogs[isLocale(locale) ? locale : DEFAULT_LOCALE], key) ??
    lookup(catalogs[DEFAULT_LOCALE], key) ??
    key
  return text.replace(/\{(\w+)\}/g, (match, name: string) =>
    params[name] === undefined || params[name] === null ? match : String(params[name])
  )
}

export type Translate = (key: string, params?: Params) => string

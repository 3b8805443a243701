/**
 * The browser side of the translation catalogs. It reads the same files as
 * the server (resources/lang/{locale}/messages.json), so each UI text has
 * exactly one home per locale.
 */
import { usePage } from '@inertiajs/react'
import ro from '@lang/ro/messages.json'
import en from '@lang/en/messages.json'

export const catalogs = { ro, en } as const
export type Locale = keyof typeof catalogs
export const LOCALES: Locale[] = ['ro', 'en']

type Params = Record<string, string | number | null | undefined>

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

/** Translates `key` (without the `messages.` prefix) and fills `{name}` placeholders. */
export function translate(locale: string, key: string, params: Params = {}): string {
  const text =
    lookup(catalogs[(locale as Locale) in catalogs ? (locale as Locale) : 'ro'], key) ??
    lookup(catalogs.ro, key) ??
    key
  return text.replace(/\{(\w+)\}/g, (match, name: string) =>
    params[name] === undefined || params[name] === null ? match : String(params[name])
  )
}

export type Translate = (key: string, params?: Params) => string

export function useLocale(): string {
  const page = usePage<{ locale?: string }>()
  return page.props.locale ?? 'ro'
}

export function useT(): Translate {
  const locale = useLocale()
  return (key, params) => translate(locale, key, params)
}

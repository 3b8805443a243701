/** The React side of the catalogs (~/lib/translate): the page's locale and `t`. */
import { useEffect } from 'react'
import { usePage } from '@inertiajs/react'
import { DEFAULT_LOCALE, translate, type Translate } from '~/lib/translate'

export {
  catalogs,
  isLocale,
  loadCatalog,
  LOCALES,
  translate,
  type Locale,
  type Translate,
} from '~/lib/translate'

export function useLocale(): string {
  const page = usePage<{ locale?: string }>()
  return page.props.locale ?? DEFAULT_LOCALE
}

export function useT(): Translate {
  const locale = useLocale()
  return (key, params) => translate(locale, key, params)
}

/**
 * Keeps `<html lang>` on the interface language: the server writes the first page's, a visit
 * that switches the language (the same page, redirected back) does not reload it.
 */
export function useDocumentLanguage(): void {
  const locale = useLocale()
  useEffect(() => {
    document.documentElement.lang = locale
  }, [locale])
}

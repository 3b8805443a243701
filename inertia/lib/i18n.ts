/** The React side of the catalogs (~/lib/translate): the page's locale and `t`. */
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

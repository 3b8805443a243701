import { usePage } from '@inertiajs/react'
import { I18nProvider } from 'react-aria-components/I18nProvider'
import { FlashToasts } from '~/components/layout/flash_toasts'
import { COMMUNITY_PATH, OutlineIcon } from '~/components/ui/outline_icon'
import { useDocumentLanguage } from '~/lib/i18n'
import type { SharedProps } from '~/types'

/** Centred card for the auth screens. */
export default function AuthLayout({ children }: { children: React.ReactNode }) {
  const { props } = usePage<SharedProps>()
  useDocumentLanguage()
  return (
    <I18nProvider locale={props.locale === 'en' ? 'en-GB' : 'ro-RO'}>
      <div className="flex min-h-screen flex-col items-center justify-center px-4 py-10">
        <div className="mb-6 flex items-center gap-2 text-2xl font-bold text-brand-700 dark:text-white">
          <span className="flex size-10 items-center justify-center rounded-lg bg-brand-600 text-white">
            <OutlineIcon path={COMMUNITY_PATH} className="size-6" />
          </span>
          {props.appName}
        </div>
        <div className="w-full max-w-md rounded-2xl border border-gray-200 bg-white p-6 shadow-sm sm:p-8 dark:border-gray-700 dark:bg-gray-800">
          {children}
        </div>
        <FlashToasts />
      </div>
    </I18nProvider>
  )
}

import { Head, Link } from '@inertiajs/react'
import { useT } from '~/lib/i18n'

export function ErrorScreen({
  code,
  titleKey,
  messageKey,
  message,
}: {
  code: number
  titleKey: string
  /** The message, from the catalog or already translated. */
  messageKey?: string
  message?: string
}) {
  const t = useT()
  return (
    <div className="text-center">
      <Head title={t(titleKey)} />
      <p className="text-5xl font-bold text-brand-600">{code}</p>
      <h1 className="mt-3 text-xl font-semibold text-gray-900 dark:text-white">{t(titleKey)}</h1>
      <p className="mt-2 text-gray-500 dark:text-gray-400">{message ?? t(messageKey ?? '')}</p>
      <Link href="/" className="mt-6 inline-block text-brand-600 hover:underline">
        {t('errors.back_home')}
      </Link>
    </div>
  )
}

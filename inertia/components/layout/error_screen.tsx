import { Link } from '@inertiajs/react'
import { PageHeader } from '~/components/ui/page_header'
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
      <p className="mb-3 text-5xl font-bold text-brand-600 dark:text-brand-400">{code}</p>
      <PageHeader
        variant="card"
        title={t(titleKey)}
        description={message ?? t(messageKey ?? '')}
        className="space-y-2"
      />
      <Link
        href="/"
        className="mt-6 inline-block text-brand-600 dark:text-brand-400 hover:underline"
      >
        {t('errors.back_home')}
      </Link>
    </div>
  )
}

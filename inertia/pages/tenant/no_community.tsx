import { PageHeader } from '~/components/ui/page_header'
import { Card } from '~/components/ui/card'
import { useT } from '~/lib/i18n'

/** The tenant area for an org-admin whose organization has no community yet. */
export default function NoCommunity() {
  const t = useT()
  return (
    <>
      <PageHeader title={t('tenant.no_community_title')} />
      <Card className="max-w-2xl space-y-2">
        <p role="status" className="text-gray-700 dark:text-gray-200">
          {t('tenant.no_community')}
        </p>
        <p className="text-sm text-gray-500 dark:text-gray-400">{t('tenant.no_community_hint')}</p>
      </Card>
    </>
  )
}

import { PageHeader } from '~/components/ui/page_header'
import { Card } from '~/components/ui/card'
import { useT } from '~/lib/i18n'

export default function EmptyDashboard() {
  const t = useT()
  return (
    <>
      <PageHeader title={t('dashboard.title')} />
      <Card>
        <p className="text-gray-600 dark:text-gray-300">{t('dashboard.empty')}</p>
      </Card>
    </>
  )
}

import { PageHeader } from '~/components/ui/page_header'
import { Card } from '~/components/ui/card'
import { useT } from '~/lib/i18n'
import { urlFor } from '~/client'

/** A page under /organizations with one card: breadcrumbs Organizații / {title}. */
export function OrganizationsSubpage({
  title,
  children,
}: {
  title: string
  children: React.ReactNode
}) {
  const t = useT()
  return (
    <>
      <PageHeader
        title={title}
        breadcrumbs={[
          { label: t('organizations.title'), href: urlFor('organizations.index') },
          { label: title },
        ]}
      />
      <Card className="max-w-3xl space-y-4">{children}</Card>
    </>
  )
}

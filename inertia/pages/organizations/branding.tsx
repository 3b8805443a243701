import { useForm } from '@inertiajs/react'
import { BrandingFields } from '~/components/forms/branding_fields'
import { OrganizationLayout } from '~/components/organizations/organization_layout'
import { useErrorSummaryToast } from '~/components/forms/error_summary_toast'
import type { OrganizationDetails } from '~/components/organizations/types'
import { Card } from '~/components/ui/card'
import { LogoAndCover } from '~/components/forms/logo_and_cover'
import { useT } from '~/lib/i18n'
import { FormCard } from '~/components/forms/form_card'
import { urlFor } from '~/client'

/** /organizations/{uid}/branding: the four colours, the logo and the cover. */
export default function OrganizationBranding({
  organization,
}: {
  organization: OrganizationDetails
}) {
  const t = useT()
  useErrorSummaryToast()
  const form = useForm(organization.branding)

  return (
    <OrganizationLayout organization={organization} active="branding">
      <div className="grid gap-6 lg:grid-cols-2">
        <FormCard
          form={form}
          url={urlFor('organizations.branding.update', { uid: organization.uid })}
          title={t('organizations.branding.colors')}
          cardClassName="space-y-4"
        >
          <BrandingFields form={form} gradients />
        </FormCard>
        <Card className="space-y-4">
          <h2 className="text-lg font-semibold text-gray-900 dark:text-white">
            {t('organizations.branding.images')}
          </h2>
          <LogoAndCover
            owner={organization}
            routes="organizations.image"
            labels={{
              logo: t('organizations.branding.logo'),
              cover: t('organizations.branding.cover'),
            }}
            description={t('organizations.branding.hint')}
          />
        </Card>
      </div>
    </OrganizationLayout>
  )
}

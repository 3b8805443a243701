import { useForm } from '@inertiajs/react'
import { BrandingFields } from '~/components/forms/branding_fields'
import { OrganizationLayout } from '~/components/organizations/organization_layout'
import { useErrorSummaryToast } from '~/components/forms/error_summary_toast'
import type { OrganizationDetails } from '~/components/organizations/types'
import { Card } from '~/components/ui/card'
import { ImageUploader } from '~/components/ui/image_uploader'
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
  const image = (type: 'logo' | 'cover') => (
    <ImageUploader
      name={type}
      label={t(`organizations.branding.${type}`)}
      src={type === 'logo' ? organization.logoUrl : organization.coverUrl}
      uploadUrl={urlFor(`organizations.image.${type}.store`, { uid: organization.uid })}
      deleteUrl={urlFor(`organizations.image.${type}.destroy`, { uid: organization.uid })}
      imageType={type}
      description={t('organizations.branding.hint')}
    />
  )

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
          <div className="grid gap-6 sm:grid-cols-2">
            {image('logo')}
            {image('cover')}
          </div>
        </Card>
      </div>
    </OrganizationLayout>
  )
}

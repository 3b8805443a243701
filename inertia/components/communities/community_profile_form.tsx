import { useForm } from '@inertiajs/react'
import { BillingFields } from '~/components/forms/billing_fields'
import { PersonFields, personValues } from '~/components/forms/person_fields'
import { CommunityTextFields } from '~/components/communities/community_text_fields'
import { FormCard } from '~/components/forms/form_card'
import type { SettingsPageProps } from '~/components/communities/settings_types'
import { TextField } from '~/components/ui/text_field'
import { useT } from '~/lib/i18n'

/**
 * Tab profile: name, the slug (read-only, "Identificator"), description,
 * the organization's billing info (read-only) and the technical
 * administrator.
 */
export function CommunityProfileForm({
  community,
  organization,
  url,
}: Pick<SettingsPageProps, 'community' | 'organization'> & { url: string }) {
  const t = useT()
  const form = useForm({
    name: community.name,
    description: community.description,
    technical_administrator_contact: personValues(community.technicalAdministratorContact),
  })
  // Shown only: billing info is changed from the organization's profile.
  const billing = { data: { billing_info: organization.billingInfo }, errors: {}, setData() {} }

  return (
    <FormCard form={form} url={url} title={t('community_settings.configuration.tabs.profile')}>
      <TextField
        name="slug"
        label={t('community_settings.profile.slug')}
        value={community.slug}
        isReadOnly
        isRequired
        className="sm:col-span-2"
      />
      <CommunityTextFields form={form} />
      <fieldset className="grid gap-4 sm:col-span-2 sm:grid-cols-2">
        <legend className="mb-2 text-base font-semibold text-gray-900 dark:text-white">
          {t('community_settings.profile.billing')}
        </legend>
        <p className="-mt-2 text-sm text-gray-500 sm:col-span-2 dark:text-gray-400">
          {t('community_settings.profile.billing_hint')}
        </p>
        {Object.keys(organization.billingInfo).length ? (
          <BillingFields form={billing} readOnly />
        ) : (
          <p className="text-sm text-gray-600 sm:col-span-2 dark:text-gray-300">
            {t('community_settings.profile.billing_empty')}
          </p>
        )}
      </fieldset>
      <fieldset className="grid gap-4 sm:col-span-2 sm:grid-cols-2">
        <legend className="mb-2 text-base font-semibold text-gray-900 dark:text-white">
          {t('community_settings.profile.technical')}
        </legend>
        <PersonFields form={form} prefix="technical_administrator_contact" required={false} />
      </fieldset>
    </FormCard>
  )
}

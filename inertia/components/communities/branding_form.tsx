import { useForm } from '@inertiajs/react'
import { BrandingFields } from '~/components/forms/branding_fields'
import { FormCard } from '~/components/forms/form_card'
import type { Branding } from '~/components/communities/settings_types'
import { useT } from '~/lib/i18n'

/**
 * The colours of a community with their gradient variants (edit page tab
 * Branding, styles page tab Branding), or without them (`gradients={false}`,
 * an event's Branding tab). `section` is sent along when the route serves
 * several forms.
 */
export type CommunityBrandingFormProps = {
  branding: Branding
  url: string
  section?: string
  gradients?: boolean
}

export function CommunityBrandingForm({
  branding,
  url,
  section,
  gradients = true,
}: CommunityBrandingFormProps) {
  const t = useT()
  const form = useForm({
    ...(section ? { section } : {}),
    branding: {
      primary_color: branding.primary_color ?? '',
      secondary_color: branding.secondary_color ?? '',
      ...(gradients && {
        primary_gradient_color: branding.primary_gradient_color ?? '',
        secondary_gradient_color: branding.secondary_gradient_color ?? '',
      }),
    },
  })
  return (
    <FormCard form={form} url={url} title={t('community_settings.edit.tabs.branding')}>
      <BrandingFields form={form} prefix="branding" gradients={gradients} />
    </FormCard>
  )
}

import { useForm } from '@inertiajs/react'
import { PersonFields, personValues } from '~/components/forms/person_fields'
import {
  ImpactAreaEditor,
  initialRows,
  rowsToSend,
} from '~/components/communities/impact_area_editor'
import { FormCard } from '~/components/forms/form_card'
import type { SettingsPageProps } from '~/components/communities/settings_types'
import { MultiSelect } from '~/components/ui/multi_select'
import { errorAt } from '~/lib/form_errors'
import { useT } from '~/lib/i18n'

/** Tab other_info: activity domains, impact areas and the "Contact Public" block. */
export function OtherInfoForm({
  community,
  options,
  url,
}: Pick<SettingsPageProps, 'community' | 'options'> & { url: string }) {
  const t = useT()
  const form = useForm({
    activity_domain_ids: community.activityDomainIds,
    impact_areas: initialRows(community.impactAreas),
    public_contact: personValues(community.publicContact),
  })
  form.transform((data) => ({ ...data, impact_areas: rowsToSend(data.impact_areas) }))
  const errors = form.errors as Record<string, string | undefined>

  return (
    <FormCard form={form} url={url} title={t('community_settings.configuration.tabs.other_info')}>
      <div className="sm:col-span-2">
        <MultiSelect
          name="activity_domain_ids"
          label={t('community_settings.other_info.activity_domains')}
          options={options.industries}
          value={form.data.activity_domain_ids}
          onChange={(ids) => form.setData('activity_domain_ids', ids.map(Number))}
          error={errorAt(errors, 'activity_domain_ids')}
        />
      </div>
      <ImpactAreaEditor
        value={form.data.impact_areas}
        onChange={(rows) => form.setData('impact_areas', rows)}
        options={options.impactAreas}
        errorAt={(path) => errorAt(errors, path)}
      />
      <h3 className="text-base font-semibold text-gray-900 sm:col-span-2 dark:text-white">
        {t('community_settings.other_info.public_contact')}
      </h3>
      <PersonFields form={form} prefix="public_contact" required={false} />
    </FormCard>
  )
}

import type { Data } from '@generated/data'
import { useForm } from '@inertiajs/react'
import { OrganizationLayout } from '~/components/organizations/organization_layout'
import { MultiSelect } from '~/components/ui/multi_select'
import { Select } from '~/components/ui/select'
import { errorAt } from '~/lib/form_errors'
import { useT } from '~/lib/i18n'
import { FormCard } from '~/components/forms/form_card'
import { urlFor } from '~/client'

type Industry = { id: number; name: string; niches: { id: number; name: string }[] }

/**
 * /organizations/{uid}/settings: an industry and its niches. Niches wait for
 * an industry, offer only that industry's, and are cleared when it changes.
 */
export default function OrganizationSettings({
  organization,
  industries,
}: {
  organization: Data.Organizations.Organization.Variants['toSettings']
  industries: Industry[]
}) {
  const t = useT()
  const form = useForm<{ industry_id: number | null; niche_ids: number[] }>({
    industry_id: organization.industryId,
    niche_ids: organization.nicheIds,
  })
  const industry = industries.find((item) => item.id === form.data.industry_id)
  const errors = form.errors as Record<string, string>

  return (
    <OrganizationLayout organization={organization} active="settings">
      <FormCard
        form={form}
        method="patch"
        url={urlFor('organizations.settings.update', { uid: organization.uid })}
        title={t('organizations.settings.title')}
        submitLabel={t('organizations.settings.update')}
        className="grid gap-4"
        cardClassName="max-w-3xl space-y-4"
      >
        <Select
          name="industry_id"
          label={t('organizations.settings.industry')}
          options={industries.map((item) => ({ value: item.id, label: item.name }))}
          value={form.data.industry_id}
          onChange={(value) => {
            const next = value === null ? null : Number(value)
            if (next === form.data.industry_id) return
            form.setData({ industry_id: next, niche_ids: [] })
          }}
          error={errorAt(errors, 'industry_id')}
        />
        <MultiSelect
          name="niche_ids"
          label={t('organizations.settings.niches')}
          options={(industry?.niches ?? []).map((niche) => ({
            value: niche.id,
            label: niche.name,
          }))}
          value={form.data.niche_ids}
          onChange={(value) => form.setData('niche_ids', value.map(Number))}
          isDisabled={!industry}
          description={industry ? undefined : t('organizations.settings.niches_hint')}
          error={errorAt(errors, 'niche_ids')}
        />
      </FormCard>
    </OrganizationLayout>
  )
}

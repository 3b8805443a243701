import { useForm } from '@inertiajs/react'
import { FormCard } from '~/components/forms/form_card'
import { MultiSelect } from '~/components/ui/multi_select'
import type { Option } from '~/components/ui/select'
import { errorOfList } from '~/lib/form_errors'
import { useT } from '~/lib/i18n'
import { urlFor } from '~/client'

const LISTS = ['partners_ids', 'sponsors_ids'] as const

/**
 * Tab Partners and Sponsors: two multi-selects of the community's companies. A company chosen
 * in one list is not offered in the other (the server refuses it in both, too).
 */
export function PartnersTab({
  uid,
  partnerIds,
  sponsorIds,
  companies,
}: {
  uid: string
  partnerIds: number[]
  sponsorIds: number[]
  companies: Option[]
}) {
  const t = useT()
  const form = useForm({ partners_ids: partnerIds, sponsors_ids: sponsorIds })

  return (
    <FormCard
      form={form}
      url={urlFor('events.edit.partners', { uid })}
      title={t('events.editor.tabs.partners')}
    >
      {LISTS.map((list) => {
        const other = form.data[list === 'partners_ids' ? 'sponsors_ids' : 'partners_ids']
        return (
          <div key={list} className="sm:col-span-2">
            <MultiSelect
              name={list}
              label={t(`events.editor.partners.${list}`)}
              options={companies.filter((option) => !other.includes(Number(option.value)))}
              value={form.data[list]}
              onChange={(value) => {
                form.setData(list, value.map(Number))
                form.clearErrors(list)
              }}
              error={errorOfList(form.errors, list)}
              emptyText={t('events.editor.partners.none')}
            />
          </div>
        )
      })}
    </FormCard>
  )
}

import { useForm } from '@inertiajs/react'
import { FormCard } from '~/components/forms/form_card'
import { Card } from '~/components/ui/card'
import { ImageUploader } from '~/components/ui/image_uploader'
import { MultiSelect } from '~/components/ui/multi_select'
import type { Option } from '~/components/ui/select'
import { TextArea } from '~/components/ui/text_area'
import { bindField, errorOfList } from '~/lib/form_errors'
import { useT } from '~/lib/i18n'
import { urlFor } from '~/client'

/** The Sales Info block of the event as the form edits and posts it. */
export type SalesInfo = {
  suitable_for: string[]
  uvp: string
  why_to_come: string
  trust_el_text: string
}

const TEXTS = ['uvp', 'why_to_come', 'trust_el_text'] as const

/**
 * Tab Sales Info: who the event suits, its promise, why to come and the trust element's text,
 * saved together; the hero and trust element images upload on their own (ImageUploader).
 */
export function SalesInfoTab({
  uid,
  salesInfo,
  heroImageUrl,
  trustElImageUrl,
  suitableFor,
}: {
  uid: string
  salesInfo: SalesInfo
  heroImageUrl: string | null
  trustElImageUrl: string | null
  suitableFor: Option[]
}) {
  const t = useT()
  const form = useForm<SalesInfo>(salesInfo)
  return (
    <div className="grid max-w-4xl gap-6">
      <FormCard
        form={form}
        url={urlFor('events.edit.sales_info', { uid })}
        title={t('events.editor.tabs.sales')}
        cardClassName="space-y-4"
      >
        <div className="sm:col-span-2">
          <MultiSelect
            name="suitable_for"
            label={t('events.editor.sales.suitable_for')}
            options={suitableFor}
            value={form.data.suitable_for}
            onChange={(value) => {
              form.setData('suitable_for', value.map(String))
              form.clearErrors('suitable_for')
            }}
            error={errorOfList(form.errors, 'suitable_for')}
          />
        </div>
        {TEXTS.map((name) => (
          <TextArea
            key={name}
            {...bindField(form, name)}
            label={t(`events.editor.sales.${name}`)}
            rows={3}
            isRequired
            className="sm:col-span-2"
          />
        ))}
      </FormCard>
      <Card className="grid gap-6 sm:grid-cols-2">
        <ImageUploader
          name="heroImage"
          label={t('events.editor.sales.hero_image')}
          src={heroImageUrl}
          uploadUrl={urlFor('events.image.hero_image.store', { uid })}
          deleteUrl={urlFor('events.image.hero_image.destroy', { uid })}
          imageType="event_hero_image"
          description={t('images.hint')}
        />
        <ImageUploader
          name="trustElImage"
          label={t('events.editor.sales.trust_el_image')}
          src={trustElImageUrl}
          uploadUrl={urlFor('events.image.trust_el_image.store', { uid })}
          deleteUrl={urlFor('events.image.trust_el_image.destroy', { uid })}
          imageType="event_trust_el_image"
          description={t('images.hint')}
        />
      </Card>
    </div>
  )
}

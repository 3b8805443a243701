import { useForm } from '@inertiajs/react'
import { useState } from 'react'
import { PageHeader } from '~/components/ui/page_header'
import { useErrorSummaryToast } from '~/components/forms/error_summary_toast'
import { Button, LinkButton } from '~/components/ui/button'
import { ConfirmDialog } from '~/components/ui/confirm_dialog'
import { MultiSelect } from '~/components/ui/multi_select'
import type { Option } from '~/components/ui/select'
import { TextField } from '~/components/ui/text_field'
import { bindField, errorAt } from '~/lib/form_errors'
import { useT } from '~/lib/i18n'
import { useDeleteConfirmation } from '~/lib/use_delete_confirmation'
import type { SegmentRow } from './index'
import { urlFor } from '~/client'
import { EditorCard } from '~/components/forms/editor_card'

/** The most products a segment takes (the tag input's limit, spec §5). */
const MAX_PRODUCTS = 10

/**
 * /segments/create and /segments/{uid}: name, code (unique in the
 * community), priority and the community's products as tags.
 */
export default function SegmentEdit({
  segment,
  productIds,
  products,
}: {
  segment: SegmentRow | null
  productIds: number[]
  products: Option[]
}) {
  const t = useT()
  useErrorSummaryToast()
  const [tooMany, setTooMany] = useState(false)
  const deletion = useDeleteConfirmation<SegmentRow>((row) =>
    urlFor('segments.destroy', { uid: row.uid })
  )
  const form = useForm({
    name: segment?.name ?? '',
    code: segment?.code ?? '',
    priority: segment ? String(segment.priority) : '',
    product_ids: productIds,
  })

  function submit() {
    if (segment)
      form.post(urlFor('segments.update', { uid: segment.uid }), { preserveScroll: true })
    else form.post(urlFor('segments.store'))
  }

  const title = t(segment ? 'segments.edit_title' : 'segments.create_title')
  return (
    <>
      <PageHeader
        title={title}
        heading={segment ? `${segment.name} (${segment.code})` : title}
        breadcrumbs={[
          { label: t('segments.title'), href: urlFor('segments.index') },
          { label: title },
        ]}
        actions={
          segment && (
            <>
              <LinkButton
                variant="secondary"
                href={urlFor('segment_contacts.index', { uid: segment.uid })}
              >
                {t('segment_contacts.title')}
              </LinkButton>
              <Button variant="danger" onPress={() => deletion.ask(segment)}>
                {t('segments.delete', { code: segment.code })}
              </Button>
            </>
          )
        }
      />
      <EditorCard
        form={form}
        onSubmit={submit}
        backHref={urlFor('segments.index')}
        backLabel={t('segments.back')}
        className="max-w-3xl"
      >
        <TextField
          {...bindField(form, 'name')}
          label={t('segments.fields.name')}
          isRequired
          className="sm:col-span-2"
        />
        <TextField
          {...bindField(form, 'code')}
          label={t('segments.fields.code')}
          description={t('segments.code_hint')}
          isRequired
        />
        <TextField
          {...bindField(form, 'priority')}
          type="number"
          label={t('segments.fields.priority')}
          isRequired
        />
        <div className="sm:col-span-2">
          <MultiSelect
            name="product_ids"
            label={t('segments.fields.products')}
            description={t('segments.products_hint')}
            options={products}
            value={form.data.product_ids}
            onChange={(value) => {
              const tooLong = value.length > MAX_PRODUCTS
              setTooMany(tooLong)
              if (!tooLong) form.setData('product_ids', value.map(Number))
            }}
            error={
              tooMany
                ? t('ui.tags.too_many', { max: MAX_PRODUCTS })
                : (errorAt(form.errors, 'product_ids') ??
                  Object.entries(form.errors).find(([key]) => key.startsWith('product_ids.'))?.[1])
            }
          />
        </div>
      </EditorCard>
      <ConfirmDialog
        {...deletion.dialog}
        message={deletion.target && t('segments.delete_confirm', { code: deletion.target.code })}
      />
    </>
  )
}

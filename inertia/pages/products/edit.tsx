import type { Data } from '@generated/data'
import { router, useForm } from '@inertiajs/react'
import { useState } from 'react'
import { PriceField, RateNote, type FormRate } from '~/components/forms/price_field'
import { PageHeader } from '~/components/ui/page_header'
import { useErrorSummaryToast } from '~/components/forms/error_summary_toast'
import { Button } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import { ConfirmDialog } from '~/components/ui/confirm_dialog'
import { Select } from '~/components/ui/select'
import { Switch } from '~/components/ui/switch'
import { TextArea } from '~/components/ui/text_area'
import { TextField } from '~/components/ui/text_field'
import { bindField } from '~/lib/form_errors'
import { useT } from '~/lib/i18n'
import { urlFor } from '~/client'
import { EditorCard } from '~/components/forms/editor_card'
import { DeletedNotice, RestoreButton } from '~/components/ui/soft_deleted'
import { RecordImage } from '~/components/forms/record_image'
import { AuditTimeline } from '~/components/audit/audit_timeline'
import type { AuditRow } from '@shared/audit'

const OPTION_LISTS = [
  'product_type',
  'product_payment_type',
  'product_delivery_type',
  'product_format_type',
] as const
type OptionList = (typeof OPTION_LISTS)[number]

const SWITCHES = ['stripe_required', 'membership_required', 'subscription_required'] as const

/** Every field of the product form (app/transformers/products/product_transformer.ts). */
export type ProductForm = Data.Products.Product.Variants['toForm']

type Props = {
  product: ProductForm | null
  options: Record<OptionList, Record<string, string>>
  rate: FormRate
  timeline: AuditRow[]
}

/**
 * /products/create and /products/{uid}: every field of a product, prices in
 * EUR with their RON values beside them (at the rate of the day shown), the
 * image once the product exists, "Duplică" and restore. Keyed by the product:
 * "Duplică" lands on the same page with the copy, whose form starts from what
 * is stored for it ("… (copie)"), not from the original's fields.
 */
export default function ProductEdit(props: Props) {
  return <ProductEditor key={props.product?.uid ?? 'new'} {...props} />
}

function ProductEditor({ product, options, rate, timeline }: Props) {
  const t = useT()
  useErrorSummaryToast()
  const [confirmDuplicate, setConfirmDuplicate] = useState(false)
  const [duplicating, setDuplicating] = useState(false)
  const form = useForm({
    name: product?.name ?? '',
    description_short: product?.description_short ?? '',
    description_long: product?.description_long ?? '',
    product_type: product?.product_type ?? '',
    product_payment_type: product?.product_payment_type ?? '',
    product_delivery_type: product?.product_delivery_type ?? '',
    product_format_type: product?.product_format_type ?? '',
    product_price: product?.product_price ?? '',
    promo_price: product?.promo_price ?? '',
    external_link: product?.external_link ?? '',
    stripe_required: product?.stripe_required ?? false,
    membership_required: product?.membership_required ?? false,
    subscription_required: product?.subscription_required ?? false,
  })

  function submit() {
    if (product) form.put(urlFor('products.update', { uid: product.uid }), { preserveScroll: true })
    else form.post(urlFor('products.store'))
  }

  function duplicate() {
    if (!product) return
    router.post(
      urlFor('products.duplicate', { uid: product.uid }),
      {},
      {
        onStart: () => setDuplicating(true),
        onFinish: () => {
          setDuplicating(false)
          setConfirmDuplicate(false)
        },
      }
    )
  }

  const title = t(product ? 'products.edit_title' : 'products.create_title')
  return (
    <>
      <PageHeader
        title={title}
        heading={product?.name ?? title}
        breadcrumbs={[
          { label: t('products.title'), href: urlFor('products.index') },
          { label: title },
        ]}
        actions={
          product && (
            <div className="flex gap-2">
              {product.deletedAt && (
                <RestoreButton
                  url={urlFor('products.restore', { uid: product.uid })}
                  label={t('products.restore_label')}
                />
              )}
              <Button variant="secondary" onPress={() => setConfirmDuplicate(true)}>
                {t('products.duplicate')}
              </Button>
            </div>
          )
        }
      />
      {product?.deletedAt && <DeletedNotice>{t('products.deleted_notice')}</DeletedNotice>}
      <div className="grid max-w-5xl gap-6">
        <EditorCard
          form={form}
          onSubmit={submit}
          backHref={urlFor('products.index')}
          backLabel={t('products.back')}
        >
          <TextField
            {...bindField(form, 'name')}
            label={t('products.fields.name')}
            isRequired
            className="sm:col-span-2"
          />
          <TextArea
            {...bindField(form, 'description_short')}
            label={t('products.fields.description_short')}
            maxLength={250}
            rows={2}
            isRequired
            className="sm:col-span-2"
          />
          <TextArea
            {...bindField(form, 'description_long')}
            label={t('products.fields.description_long')}
            maxLength={5000}
            rows={6}
            isRequired
            className="sm:col-span-2"
          />
          {OPTION_LISTS.map((list) => (
            <Select
              key={list}
              name={list}
              label={t(`products.fields.${list}`)}
              options={Object.entries(options[list]).map(([value, label]) => ({ value, label }))}
              value={form.data[list] || null}
              onChange={(value) => form.setData(list, value === null ? '' : String(value))}
              error={form.errors[list]}
              isRequired
            />
          ))}
          <div className="sm:col-span-2">
            <RateNote rate={rate} />
          </div>
          <PriceField
            {...bindField(form, 'product_price')}
            label={t('products.fields.product_price')}
            rate={rate}
            isRequired
          />
          <PriceField
            {...bindField(form, 'promo_price')}
            label={t('products.fields.promo_price')}
            rate={rate}
            isRequired
          />
          <TextField
            {...bindField(form, 'external_link')}
            type="url"
            label={t('products.fields.external_link')}
            placeholder="https://"
            className="sm:col-span-2"
          />
          <div className="grid gap-3 sm:col-span-2">
            {SWITCHES.map((name) => (
              <Switch
                key={name}
                name={name}
                label={t(`products.fields.${name}`)}
                isSelected={form.data[name]}
                onChange={(selected) => form.setData(name, selected)}
              />
            ))}
          </div>
        </EditorCard>
        <Card>
          <RecordImage
            record={product}
            image="products.image"
            label={t('products.fields.image')}
            unsaved={t('products.image_after_save')}
          />
        </Card>
      </div>
      {product && (
        <ConfirmDialog
          isOpen={confirmDuplicate}
          onOpenChange={setConfirmDuplicate}
          onConfirm={duplicate}
          processing={duplicating}
          title={t('products.duplicate_title')}
          message={t('products.duplicate_confirm', { name: product.name })}
          confirmLabel={t('products.duplicate')}
        />
      )}
      {product && <AuditTimeline entries={timeline} />}
    </>
  )
}

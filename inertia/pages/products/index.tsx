import type { Data } from '@generated/data'
import { Link, router } from '@inertiajs/react'
import { PageHeader } from '~/components/ui/page_header'
import { StateFilter, showState, type SoftDeleteState } from '~/components/ui/state_filter'
import { buttonClasses } from '~/components/ui/button'
import { ConfirmDialog } from '~/components/ui/confirm_dialog'
import { RowActions } from '~/components/ui/row_actions'
import { DataTable, type ListMeta, type ListViewState } from '~/components/ui/data_table'
import { formatAmount, formatDateTime } from '~/lib/format'
import { useT } from '~/lib/i18n'
import { useDeleteConfirmation } from '~/lib/use_delete_confirmation'
import { urlFor } from '~/client'

/** A product as the table shows it (app/transformers/products/product_transformer.ts). */
export type ProductRow = Data.Products.Product.Variants['toRow']

type ProductState = SoftDeleteState
type OptionMaps = Record<
  'product_type' | 'product_payment_type' | 'product_delivery_type' | 'product_format_type',
  Record<string, string>
>

/** /products, "Pagina produse": search, active / deleted / all, soft delete and restore. */
export default function ProductsIndex({
  products,
  meta,
  state,
  options,
}: {
  products: ProductRow[]
  meta: ListMeta
  state: ListViewState & { productState: ProductState }
  options: OptionMaps
}) {
  const t = useT()
  const deletion = useDeleteConfirmation<ProductRow>((row) =>
    urlFor('products.soft_delete', { uid: row.uid })
  )

  function restore(row: ProductRow) {
    router.post(urlFor('products.restore', { uid: row.uid }), {}, { preserveScroll: true })
  }

  return (
    <>
      <PageHeader
        title={t('products.title')}
        actions={
          <Link href={urlFor('products.create')} className={buttonClasses('primary')}>
            {t('products.add')}
          </Link>
        }
      />
      <DataTable
        label={t('products.table_label')}
        rows={products}
        meta={meta}
        state={state}
        params={state.productState === 'active' ? {} : { state: state.productState }}
        rowKey={(row) => row.uid}
        rowClassName={(row) =>
          row.deletedAt ? 'bg-red-50/60 text-gray-500 dark:bg-red-950/30' : ''
        }
        emptyText={t('products.empty')}
        toolbar={
          <StateFilter
            label={t('products.filter_label')}
            labels={{
              active: t('products.filter.active'),
              deleted: t('products.filter.deleted'),
              all: t('products.filter.all'),
            }}
            value={state.productState}
            onChange={(next) => showState(urlFor('products.index'), state, next)}
          />
        }
        columns={[
          { key: 'id', label: t('products.columns.id'), sortable: true },
          {
            key: 'name',
            label: t('products.columns.name'),
            sortable: true,
            isRowHeader: true,
            render: (row) => (
              <span className="inline-flex items-center gap-2">
                <Link
                  href={urlFor('products.show', { uid: row.uid })}
                  className={row.deletedAt ? 'line-through' : 'text-brand-600 hover:underline'}
                  aria-label={t('products.open', { name: row.name })}
                >
                  {row.name}
                </Link>
                {row.deletedAt && (
                  <span className="rounded-full bg-red-100 px-2 py-0.5 text-xs font-medium text-red-700 dark:bg-red-900 dark:text-red-100">
                    {t('products.deleted_badge')}
                  </span>
                )}
              </span>
            ),
            phoneDetail: (row) => [
              `${t('products.columns.price')}: ${formatAmount(row.price)}`,
              options.product_type[row.productType] ?? row.productType,
            ],
          },
          {
            key: 'product_type',
            label: t('products.columns.product_type'),
            sortable: true,
            render: (row) => options.product_type[row.productType] ?? row.productType,
          },
          {
            key: 'product_payment_type',
            label: t('products.columns.product_payment_type'),
            sortable: true,
            render: (row) =>
              options.product_payment_type[row.productPaymentType] ?? row.productPaymentType,
          },
          {
            key: 'product_format_type',
            label: t('products.columns.product_format_type'),
            sortable: true,
            render: (row) =>
              options.product_format_type[row.productFormatType] ?? row.productFormatType,
          },
          {
            key: 'price',
            label: t('products.columns.price'),
            sortable: true,
            render: (row) => formatAmount(row.price),
          },
          {
            key: 'created_at',
            label: t('products.columns.created_at'),
            sortable: true,
            render: (row) => formatDateTime(row.createdAt),
          },
          {
            key: 'actions',
            label: t('products.columns.actions'),
            render: (row) =>
              row.deletedAt ? (
                <RowActions
                  name={row.name}
                  main={{
                    label: t('products.restore_label'),
                    ariaLabel: t('products.restore', { name: row.name }),
                    onAction: () => restore(row),
                  }}
                />
              ) : (
                <RowActions
                  name={row.name}
                  main={{
                    label: t('ui.row_actions.edit'),
                    ariaLabel: t('products.edit', { name: row.name }),
                    href: urlFor('products.show', { uid: row.uid }),
                  }}
                  more={[
                    {
                      label: t('ui.row_actions.delete'),
                      ariaLabel: t('products.delete', { name: row.name }),
                      destructive: true,
                      onAction: () => deletion.ask(row),
                    },
                  ]}
                />
              ),
          },
        ]}
      />
      <ConfirmDialog
        {...deletion.dialog}
        message={deletion.target && t('products.delete_confirm', { name: deletion.target.name })}
      />
    </>
  )
}

import type { Data } from '@generated/data'
import { Link, router } from '@inertiajs/react'
import { PageHeader } from '~/components/ui/page_header'
import { arrowTarget } from '~/components/ui/tab_strip'
import { buttonClasses } from '~/components/ui/button'
import { ConfirmDialog } from '~/components/ui/confirm_dialog'
import { RowActions } from '~/components/ui/row_actions'
import { DataTable, type ListMeta, type ListViewState } from '~/components/ui/data_table'
import { formatDateTime } from '~/lib/format'
import { useT } from '~/lib/i18n'
import { useDeleteConfirmation } from '~/lib/use_delete_confirmation'
import { urlFor } from '~/client'

/** A product as the table shows it (app/transformers/catalog/product_transformer.ts). */
export type ProductRow = Data.Catalog.Product.Variants['toRow']

type ProductState = 'active' | 'deleted' | 'all'
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

  function filter(next: ProductState) {
    const query: Record<string, string | number> = {
      sort: state.sort,
      direction: state.direction,
      per_page: state.perPage,
    }
    if (state.search) query.search = state.search
    if (next !== 'active') query.state = next
    router.get(urlFor('products.index'), query, {
      preserveState: true,
      preserveScroll: true,
      replace: true,
    })
  }

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
          // One of three, as react-aria's ToggleButtonGroup renders it (a radio group of
          // buttons; ←/→ move between them, Enter or Space chooses): native, no react-aria.
          <div
            role="radiogroup"
            aria-label={t('products.filter_label')}
            onKeyDown={moveBetweenRadios}
            className="flex overflow-hidden rounded-lg border border-gray-300 text-sm dark:border-gray-600"
          >
            {(['active', 'deleted', 'all'] as const).map((key) => (
              <button
                key={key}
                type="button"
                role="radio"
                aria-checked={state.productState === key}
                tabIndex={state.productState === key ? 0 : -1}
                onClick={() => state.productState !== key && filter(key)}
                className={`px-3 py-1.5 outline-none focus-visible:ring-2 focus-visible:ring-brand-500 ${state.productState === key ? 'bg-brand-600 text-white' : ''}`}
              >
                {t(`products.filter.${key}`)}
              </button>
            ))}
          </div>
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
              `${t('products.columns.price')}: ${row.price.replace('.', ',')}`,
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
            render: (row) => row.price.replace('.', ','),
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

/** ←/→ (wrapping), Home and End move the focus between the buttons of a radio group. */
function moveBetweenRadios(event: React.KeyboardEvent<HTMLElement>) {
  const radios = [...event.currentTarget.querySelectorAll<HTMLElement>('[role="radio"]')]
  const index = radios.indexOf(document.activeElement as HTMLElement)
  const next = arrowTarget(event.key, index, radios.length)
  if (index < 0 || next === undefined) return
  event.preventDefault()
  radios[next].focus()
}

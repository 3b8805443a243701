import type { Data } from '@generated/data'
import { SoftDeleteListPage } from '~/components/ui/soft_delete_table'
import type { SoftDeleteState } from '~/components/ui/state_filter'
import type { ListMeta, ListViewState } from '~/components/ui/data_table'
import { formatAmount } from '~/lib/format'
import { useT } from '~/lib/i18n'
import { urlFor } from '~/client'

/** A product as the table shows it (app/transformers/products/product_transformer.ts). */
export type ProductRow = Data.Products.Product.Variants['toRow']

type ProductState = SoftDeleteState
type OptionMaps = Record<
  'product_type' | 'product_payment_type' | 'product_delivery_type' | 'product_format_type',
  Record<string, string>
>

/** /products, "Pagina produse": search, active / deleted / all, soft delete and restore, exports. */
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
  return (
    <SoftDeleteListPage
      catalog="products"
      title={t('products.title')}
      addLabel={t('products.add')}
      rows={products}
      meta={meta}
      state={state}
      rowState={state.productState}
      nameOf={(row) => row.name}
      exportHref={(format, qs) => urlFor('products.export', { format }, { qs })}
      phoneDetail={(row) => [
        `${t('products.columns.price')}: ${formatAmount(row.price)}`,
        options.product_type[row.productType] ?? row.productType,
      ]}
      columns={[
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
      ]}
    />
  )
}

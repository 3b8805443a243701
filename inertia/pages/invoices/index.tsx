import type { Data } from '@generated/data'
import { Link } from '@inertiajs/react'
import { PageHeader } from '~/components/ui/page_header'
import { buttonClasses } from '~/components/ui/button'
import { RowActions } from '~/components/ui/row_actions'
import type { Option } from '~/components/ui/select'
import { CommunityFilter, communityParams } from '~/components/invoices/community_filter'
import { DataTable, type ListMeta, type ListViewState } from '~/components/ui/data_table'
import { formatBani, formatCents } from '~/components/invoices/money'
import {
  EfacturaCredentialsNotice,
  type WithoutCredentials,
} from '~/components/invoices/efactura_credentials_notice'
import { formatDate } from '~/lib/format'
import { useT } from '~/lib/i18n'
import { urlFor } from '~/client'

/** A row of the table (app/transformers/invoices/invoice_transformer.ts). */
export type InvoiceRow = Data.Invoices.Invoice.Variants['toRow']

type Props = {
  invoices: InvoiceRow[]
  meta: ListMeta
  state: ListViewState & { community: string }
  communities: Option[]
  showCommunity: boolean
  /** The organizations whose documents in this list wait for want of ANAF credentials. */
  efacturaWithoutCredentials: WithoutCredentials[]
}

/**
 * /administrare/invoices: the invoices (org-admin: the current community's; super-admin:
 * every community's, with a community column and filter), searched by number or buyer, and
 * the accountant's XLSX of what is shown.
 */
export default function InvoicesIndex({
  invoices,
  meta,
  state,
  communities,
  showCommunity,
  efacturaWithoutCredentials,
}: Props) {
  const t = useT()
  const params = communityParams(state)
  const exportQuery = new URLSearchParams({
    ...params,
    ...(state.search ? { search: state.search } : {}),
  }).toString()

  return (
    <>
      <PageHeader
        title={t('invoices.index.title')}
        actions={
          <a
            href={`${urlFor('admin.invoices.export')}${exportQuery ? `?${exportQuery}` : ''}`}
            className={buttonClasses('secondary')}
            download
          >
            {t('invoices.index.export')}
          </a>
        }
      />
      <EfacturaCredentialsNotice organizations={efacturaWithoutCredentials} />
      <DataTable
        label={t('invoices.index.table_label')}
        rows={invoices}
        meta={meta}
        state={state}
        params={params}
        emptyText={t('invoices.index.empty')}
        toolbar={
          showCommunity && (
            <CommunityFilter
              indexUrl={urlFor('admin.invoices.index')}
              state={state}
              communities={communities}
            />
          )
        }
        columns={[
          {
            key: 'number',
            label: t('invoices.index.columns.number'),
            sortable: true,
            isRowHeader: true,
            render: (row) => (
              <Link
                href={urlFor('admin.invoices.show', { uid: row.uid })}
                className="text-brand-600 dark:text-brand-400 hover:underline"
              >
                {row.number}
              </Link>
            ),
          },
          ...(showCommunity
            ? [
                {
                  key: 'community',
                  label: t('invoices.index.columns.community'),
                  render: (row: InvoiceRow) => row.community ?? '',
                },
              ]
            : []),
          {
            key: 'buyer',
            label: t('invoices.index.columns.buyer'),
            render: (row) => row.buyerName,
          },
          { key: 'line', label: t('invoices.index.columns.line') },
          {
            key: 'issue_date',
            label: t('invoices.index.columns.issue_date'),
            sortable: true,
            render: (row) => formatDate(row.issueDate),
          },
          {
            key: 'due_date',
            label: t('invoices.index.columns.due_date'),
            render: (row) => formatDate(row.dueDate),
          },
          {
            key: 'total',
            label: t('invoices.index.columns.total'),
            sortable: true,
            render: (row) => formatCents(row.totalCents, row.currency),
          },
          {
            key: 'total_ron',
            label: t('invoices.index.columns.total_ron'),
            render: (row) => formatBani(row.totalRonBani),
          },
          {
            key: 'status',
            label: t('invoices.index.columns.status'),
            render: (row) =>
              row.kind === 'credit_note'
                ? t('invoices.status.credit_note_short')
                : t(`invoices.status.${row.status}`),
          },
          {
            key: 'efactura',
            label: t('efactura.section.title'),
            render: (row) => t(`efactura.section.states.${row.efacturaState}`),
          },
          {
            key: 'actions',
            label: t('invoices.index.columns.actions'),
            render: (row) => (
              <RowActions
                name={row.number}
                main={{
                  label: t('invoices.index.open_label'),
                  ariaLabel: t('invoices.index.open', { number: row.number }),
                  href: urlFor('admin.invoices.show', { uid: row.uid }),
                }}
              />
            ),
          },
        ]}
      />
    </>
  )
}

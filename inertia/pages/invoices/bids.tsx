import type { Data } from '@generated/data'
import { PageHeader } from '~/components/ui/page_header'
import { RowActions } from '~/components/ui/row_actions'
import type { Option } from '~/components/ui/select'
import { CommunityFilter, communityParams } from '~/components/invoices/community_filter'
import { DataTable, type ListMeta, type ListViewState } from '~/components/ui/data_table'
import { RateLine, formatCents, type PageRate } from '~/components/invoices/money'
import { formatDateTime } from '~/lib/format'
import { useT } from '~/lib/i18n'
import { urlFor } from '~/client'
import { formatRonOfCents } from '@shared/money'
import { carName } from '@shared/cars'
import { StateBadge } from '~/components/lots/state_badge'
import { useIsPhone } from '~/lib/use_phone'

/** A row of the table (app/transformers/invoices/admin_bid_transformer.ts). */
export type AdminBidRow = Data.Invoices.AdminBid.Variants['toRow']

type Props = {
  bids: AdminBidRow[]
  meta: ListMeta
  state: ListViewState & { community: string }
  rate: PageRate
  communities: Option[]
  showCommunity: boolean
}

/** The car's page inside its lot. */
const carPage = (car: NonNullable<AdminBidRow['car']>) =>
  urlFor('lot_car.show', { lot_uid: car.lotUid, car_uid: car.carUid })

const nameOf = (car: AdminBidRow['car']) => (car ? carName(car) : '')

/** The rows that start a run of bids on one lot: the lot shows on those only. */
function lotGroupStarts(bids: AdminBidRow[]) {
  return new Set(
    bids
      .filter((row, index) => index === 0 || bids[index - 1].car?.lotUid !== row.car?.lotUid)
      .map((row) => row.uid)
  )
}

/**
 * /administrare/bids: the bids (org-admin: the current community's; super-admin: every
 * community's, with a community column and filter), amounts in EUR and RON at the day's rate,
 * each bid's state, the live invoice's number, "Creează factură" for a winning bid of a closed
 * lot while it has none.
 */
export default function AdminBids({ bids, meta, state, rate, communities, showCommunity }: Props) {
  const t = useT()
  const params = communityParams(state)
  const lotStarts = lotGroupStarts(bids)
  const phone = useIsPhone()

  return (
    <>
      <PageHeader title={t('invoices.bids.title')} />
      <RateLine rate={rate} />
      <DataTable
        label={t('invoices.bids.table_label')}
        rows={bids}
        meta={meta}
        state={state}
        params={params}
        emptyText={t('invoices.bids.empty')}
        toolbar={
          showCommunity && (
            <CommunityFilter
              indexUrl={urlFor('admin.bids.index')}
              state={state}
              communities={communities}
            />
          )
        }
        columns={[
          { key: 'id', label: t('invoices.bids.columns.id'), sortable: true },
          ...(showCommunity
            ? [
                {
                  key: 'community',
                  label: t('invoices.bids.columns.community'),
                  render: (row: AdminBidRow) => row.community ?? '',
                },
              ]
            : []),
          {
            key: 'lot',
            label: t('invoices.bids.columns.lot'),
            // In the table once per run of the same lot, the other rows keeping it for screen
            // readers; a phone's cards stand alone, so each shows its lot.
            render: (row) =>
              phone || lotStarts.has(row.uid) ? (
                (row.car?.lotTitle ?? '')
              ) : (
                <span className="sr-only">{row.car?.lotTitle ?? ''}</span>
              ),
          },
          {
            key: 'car',
            label: t('invoices.bids.columns.car'),
            isRowHeader: true,
            render: (row) => nameOf(row.car),
          },
          {
            key: 'bidder',
            label: t('invoices.bids.columns.bidder'),
            render: (row) => row.bidder ?? t('invoices.bids.deleted_contact'),
          },
          {
            key: 'amount',
            label: t('invoices.bids.columns.amount_eur'),
            sortable: true,
            render: (row) => formatCents(row.amountCents),
          },
          {
            key: 'amount_ron',
            label: t('invoices.bids.columns.amount_ron'),
            render: (row) => formatRonOfCents(row.amountCents, rate.eurron),
          },
          {
            key: 'placed_at',
            label: t('invoices.bids.columns.placed_at'),
            sortable: true,
            render: (row) => (
              <span className="whitespace-nowrap">{formatDateTime(row.placedAt)}</span>
            ),
          },
          {
            key: 'state',
            label: t('invoices.bids.columns.state'),
            render: (row) => (
              <span data-testid="bid-state">
                <StateBadge state={row.state} label={t(`lots.bid_states.${row.state}`)} />
              </span>
            ),
          },
          {
            key: 'invoice',
            label: t('invoices.bids.columns.invoice'),
            render: (row) =>
              row.invoice ? (
                <a
                  href={urlFor('admin.invoices.show', { uid: row.invoice.uid })}
                  className="text-brand-600 dark:text-brand-400 hover:underline"
                  data-testid="invoice-number"
                >
                  {row.invoice.number}
                </a>
              ) : (
                <span className="text-gray-500">{t('invoices.bids.no_invoice')}</span>
              ),
          },
          {
            key: 'actions',
            label: t('invoices.bids.columns.actions'),
            render: (row) => (
              <RowActions
                name={nameOf(row.car)}
                main={
                  !row.invoice &&
                  row.state === 'won' &&
                  row.bidder !== null && {
                    label: t('invoices.bids.create_invoice'),
                    ariaLabel: t('invoices.bids.create_invoice_label', { id: row.id }),
                    href: urlFor('admin.bids.create_invoice', { uid: row.uid }),
                  }
                }
                more={[
                  row.car && {
                    label: t('invoices.bids.open_car'),
                    ariaLabel: t('invoices.bids.open_car_label', { car: nameOf(row.car) }),
                    href: carPage(row.car),
                    external: true,
                  },
                ]}
              />
            ),
          },
        ]}
      />
    </>
  )
}

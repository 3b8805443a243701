import type { Data } from '@generated/data'
import { useForm } from '@inertiajs/react'
import { PriceField, RateNote, type FormRate } from '~/components/forms/price_field'
import { ServerForm } from '~/components/forms/server_form'
import { PlainTable } from '~/components/ui/plain_table'
import { PageHeader } from '~/components/ui/page_header'
import { Button, LinkButton } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import { SearchSelect } from '~/components/ui/search_select'
import { formatAmount, formatDateTime, formatRonOf } from '~/lib/format'
import { useT } from '~/lib/i18n'
import { urlFor } from '~/client'
import { carName } from '@shared/cars'
import { AwardPanel } from '~/components/lots/award_panel'
import { StateBadge } from '~/components/lots/state_badge'

type BidRow = Data.Lots.Bid.Variants['toCarRow']

type Props = {
  lot: Data.Lots.Lot.Variants['toHeading']
  car: Data.Lots.Car.Variants['toPage']
  bids: BidRow[]
  /** Once the lot is closed: the bid the car went to, and the next one when it may go to it. */
  award: { awardedUid: string | null; invoiced: boolean; nextUid: string | null }
  rate: FormRate
  /** A super-admin's view (from /administrare/bids): no edit, no bid form. */
  readOnly: boolean
}

/**
 * /lot/{lot_uid}/car/{car_uid}: the car inside its lot (photo, details, starting price), its
 * bids highest first, and "Adaugă ofertă" (a contact of the community, searched on the server as
 * the user types, and an amount in EUR, with its RON value beside it).
 */
export default function CarPage({ lot, car, bids, award, rate, readOnly }: Props) {
  const t = useT()
  const awarded = bids.find((bid) => bid.uid === award.awardedUid) ?? null
  const next = bids.find((bid) => bid.uid === award.nextUid) ?? null
  const form = useForm<{ contact_id: number | null; amount: string }>({
    contact_id: null,
    amount: '',
  })
  const name = carName(car)

  function submit() {
    form.post(urlFor('lot_car.bids.store', { lot_uid: lot.uid, car_uid: car.uid }), {
      preserveScroll: true,
      onSuccess: () => form.reset(),
    })
  }

  return (
    <>
      <PageHeader
        title={name}
        breadcrumbs={
          readOnly
            ? [
                { label: t('invoices.bids.title'), href: urlFor('admin.bids.index') },
                { label: lot.title },
                { label: name },
              ]
            : [
                { label: t('lots.title'), href: urlFor('lots.index') },
                { label: lot.title, href: urlFor('lots.show', { uid: lot.uid }) },
                { label: name },
              ]
        }
        description={
          <span data-testid="lot-state">
            <StateBadge state={lot.state} label={t(`lots.states.${lot.state}`)} />{' '}
            {t('lots.car_page.period', {
              start: formatDateTime(lot.startsAt),
              end: formatDateTime(lot.endsAt),
            })}
          </span>
        }
        actions={
          !readOnly && (
            <LinkButton
              href={urlFor('cars.edit', { uid: lot.uid, car_uid: car.uid })}
              variant="secondary"
            >
              {t('ui.row_actions.edit')}
            </LinkButton>
          )
        }
      />
      <div className="grid max-w-5xl gap-6 lg:grid-cols-2">
        <Card>
          {car.photoUrl ? (
            <img
              src={car.photoUrl}
              alt={t('lots.car_page.photo_alt', { name })}
              className="w-full rounded-lg object-cover"
            />
          ) : (
            <p className="text-sm text-gray-500 dark:text-gray-400">
              {t('lots.car_page.no_photo')}
            </p>
          )}
        </Card>
        <Card>
          <dl className="grid gap-3 text-sm">
            <div>
              <dt className="text-gray-500 dark:text-gray-400">
                {t('lots.car_page.starting_price')}
              </dt>
              <dd className="text-lg font-semibold" data-testid="starting-price">
                {formatAmount(car.startingPrice)}{' '}
                <span className="text-sm font-normal text-gray-500 dark:text-gray-400">
                  ({formatRonOf(car.startingPrice, rate.eurron)})
                </span>
              </dd>
            </div>
            {bids[0] && (
              <div>
                <dt className="text-gray-500 dark:text-gray-400">{t('lots.car_page.highest')}</dt>
                <dd className="font-semibold">{formatAmount(bids[0].amount)}</dd>
              </div>
            )}
            <div>
              <dt className="text-gray-500 dark:text-gray-400">
                {t('lots.cars.fields.description')}
              </dt>
              <dd className="whitespace-pre-line">{car.description}</dd>
            </div>
          </dl>
        </Card>
        <Card className="lg:col-span-2">
          <section aria-labelledby="car-bids" className="grid gap-4">
            <h2 id="car-bids" className="text-base font-semibold">
              {t('lots.car_page.bids_title')}
            </h2>
            <PlainTable
              label={t('lots.car_page.bids_label')}
              rows={bids}
              rowKey={(bid) => bid.uid}
              emptyText={t('lots.car_page.no_bids')}
              columns={[
                {
                  key: 'bidder',
                  label: t('lots.car_page.columns.bidder'),
                  isRowHeader: true,
                  cell: (bid) => bid.bidder ?? t('lots.car_page.deleted_contact'),
                },
                {
                  key: 'amount',
                  label: t('lots.car_page.columns.amount'),
                  numeric: true,
                  cell: (bid) => formatAmount(bid.amount),
                },
                {
                  key: 'ron',
                  label: t('lots.car_page.columns.ron'),
                  numeric: true,
                  cell: (bid) => formatRonOf(bid.amount, rate.eurron),
                },
                {
                  key: 'placed_at',
                  label: t('lots.car_page.columns.placed_at'),
                  cell: (bid) => formatDateTime(bid.placedAt),
                },
                {
                  key: 'state',
                  label: t('lots.car_page.columns.state'),
                  cell: (bid) => (
                    <span data-testid="bid-state">
                      <StateBadge state={bid.state} label={t(`lots.bid_states.${bid.state}`)} />
                      {bid.withdrawal && (
                        <span className="block text-xs text-gray-500 dark:text-gray-400">
                          {t('lots.award.withdrawal_note', {
                            date: formatDateTime(bid.withdrawal.at),
                            reason: bid.withdrawal.reason,
                          })}
                        </span>
                      )}
                      {bid.award && (
                        <span className="block text-xs text-gray-500 dark:text-gray-400">
                          {t('lots.award.award_note', {
                            date: formatDateTime(bid.award.at),
                            reason: bid.award.reason,
                          })}
                        </span>
                      )}
                    </span>
                  ),
                },
              ]}
            />
          </section>
        </Card>
        {lot.state === 'closed' && (
          <Card className="lg:col-span-2">
            <AwardPanel
              lot={lot}
              car={car}
              awarded={awarded}
              next={next}
              invoiced={award.invoiced}
              readOnly={readOnly}
            />
          </Card>
        )}
        {!readOnly && lot.state !== 'open' && (
          <Card className="lg:col-span-2">
            <p className="text-sm text-gray-700 dark:text-gray-300" data-testid="bid-form-hidden">
              {lot.state === 'scheduled'
                ? t('lots.car_page.form_hidden.scheduled', { start: formatDateTime(lot.startsAt) })
                : t('lots.car_page.form_hidden.closed', { end: formatDateTime(lot.endsAt) })}
            </p>
          </Card>
        )}
        {!readOnly && lot.state === 'open' && (
          <Card className="lg:col-span-2">
            <section aria-labelledby="add-bid">
              <h2 id="add-bid" className="mb-4 text-base font-semibold">
                {t('lots.bids.add')}
              </h2>
              <ServerForm
                isDirty={form.isDirty}
                className="grid gap-4 sm:grid-cols-2"
                onSubmit={submit}
              >
                <SearchSelect
                  name="contact_id"
                  label={t('lots.bids.fields.contact_id')}
                  description={t('lots.bids.contacts_hint')}
                  url={urlFor('contacts.options')}
                  value={form.data.contact_id}
                  onChange={(value) => {
                    form.setData('contact_id', value === null ? null : Number(value))
                    form.clearErrors('contact_id')
                  }}
                  error={form.errors.contact_id}
                  isRequired
                />
                <PriceField
                  name="amount"
                  label={t('lots.bids.fields.amount')}
                  value={form.data.amount}
                  onChange={(value) => form.setData('amount', value)}
                  error={form.errors.amount}
                  rate={rate}
                  isRequired
                />
                <div className="sm:col-span-2">
                  <RateNote rate={rate} />
                </div>
                <div className="sm:col-span-2">
                  <Button type="submit" processing={form.processing}>
                    {t('lots.bids.add')}
                  </Button>
                </div>
              </ServerForm>
            </section>
          </Card>
        )}
      </div>
    </>
  )
}

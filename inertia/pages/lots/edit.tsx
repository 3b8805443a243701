import type { Data } from '@generated/data'
import { useState } from 'react'
import { Link, router, useForm } from '@inertiajs/react'
import { useErrorSummaryToast } from '~/components/forms/error_summary_toast'
import { PlainTable } from '~/components/ui/plain_table'
import { PageHeader } from '~/components/ui/page_header'
import { Button, LinkButton } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import { ConfirmDialog } from '~/components/ui/confirm_dialog'
import { RowActions } from '~/components/ui/row_actions'
import { TextField } from '~/components/ui/text_field'
import { bindField } from '~/lib/form_errors'
import { useT } from '~/lib/i18n'
import { useDeleteConfirmation } from '~/lib/use_delete_confirmation'
import { urlFor } from '~/client'
import { carName } from '@shared/cars'
import { StateBadge } from '~/components/lots/state_badge'
import { formatAmount, formatDateTime } from '~/lib/format'
import { EditorCard } from '~/components/forms/editor_card'
import { DateRangeFields } from '~/components/forms/date_range_fields'

type LotForm = Data.Lots.Lot.Variants['toForm']
type CarRow = Data.Lots.Car.Variants['toRow']

type LotStatus = Data.Lots.Lot.Variants['toHeading'] & { closedBy: string | null }

type Props = { lot: LotForm | null; status: LotStatus | null; cars: CarRow[] }

/** /lots/create and /lots/{uid}: the lot's title and dates, then its cars. */
export default function LotEdit(props: Props) {
  return <LotEditor key={props.lot?.uid ?? 'new'} {...props} />
}

function LotEditor({ lot, status, cars }: Props) {
  const t = useT()
  const [closing, setClosing] = useState(false)
  const [closeProcessing, setCloseProcessing] = useState(false)
  useErrorSummaryToast()
  const lotDeletion = useDeleteConfirmation<LotForm>((row) =>
    urlFor('lots.destroy', { uid: row.uid })
  )
  const carDeletion = useDeleteConfirmation<CarRow>((row) =>
    urlFor('cars.destroy', { uid: lot!.uid, car_uid: row.uid })
  )
  const form = useForm({
    title: lot?.title ?? '',
    start_date: lot?.start_date ?? '',
    end_date: lot?.end_date ?? '',
  })

  function submit() {
    if (lot) form.put(urlFor('lots.update', { uid: lot.uid }), { preserveScroll: true })
    else form.post(urlFor('lots.store'))
  }

  const title = t(lot ? 'lots.edit_title' : 'lots.create_title')
  return (
    <>
      <PageHeader
        title={title}
        heading={lot?.title ?? title}
        breadcrumbs={[{ label: t('lots.title'), href: urlFor('lots.index') }, { label: title }]}
        description={
          status && (
            <span data-testid="lot-state">
              <StateBadge state={status.state} label={t(`lots.states.${status.state}`)} />{' '}
              {status.closedEarlyAt &&
                (status.closedBy
                  ? t('lots.close.closed_early', {
                      name: status.closedBy,
                      date: formatDateTime(status.closedEarlyAt),
                    })
                  : t('lots.close.closed_early_unknown', {
                      date: formatDateTime(status.closedEarlyAt),
                    }))}
            </span>
          )
        }
        actions={
          lot && (
            <div className="flex flex-wrap gap-2">
              {status?.state === 'open' && (
                <Button variant="secondary" onPress={() => setClosing(true)}>
                  {t('lots.close.action')}
                </Button>
              )}
              <Button variant="danger" onPress={() => lotDeletion.ask(lot)}>
                {t('lots.delete_label')}
              </Button>
            </div>
          )
        }
      />
      <div className="grid max-w-5xl gap-6">
        <EditorCard
          form={form}
          onSubmit={submit}
          backHref={urlFor('lots.index')}
          backLabel={t('lots.back')}
        >
          <TextField
            {...bindField(form, 'title')}
            label={t('lots.fields.title')}
            maxLength={200}
            isRequired
            className="sm:col-span-2"
          />
          <DateRangeFields
            form={form}
            startLabel={t('lots.fields.start_date')}
            endLabel={t('lots.fields.end_date')}
          />
        </EditorCard>
        <Card>
          <section aria-labelledby="lot-cars" className="grid gap-4">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h2 id="lot-cars" className="text-base font-semibold">
                {t('lots.cars.title')}
              </h2>
              {lot && (
                <LinkButton href={urlFor('cars.create', { uid: lot.uid })}>
                  {t('lots.cars.add')}
                </LinkButton>
              )}
            </div>
            {lot ? (
              <PlainTable
                label={t('lots.cars.table_label')}
                rows={cars}
                rowKey={(car) => car.uid}
                emptyText={t('lots.cars.empty')}
                columns={[
                  {
                    key: 'car',
                    label: t('lots.cars.columns.car'),
                    isRowHeader: true,
                    cell: (car) => (
                      <Link
                        href={urlFor('lot_car.show', { lot_uid: lot.uid, car_uid: car.uid })}
                        className="text-brand-600 dark:text-brand-400 hover:underline"
                        aria-label={t('lots.cars.open_page', { name: carName(car) })}
                      >
                        {car.make} {car.model}
                      </Link>
                    ),
                  },
                  { key: 'year', label: t('lots.cars.columns.year'), cell: (car) => car.year },
                  {
                    key: 'starting_price',
                    label: t('lots.cars.columns.starting_price'),
                    numeric: true,
                    cell: (car) => formatAmount(car.startingPrice),
                  },
                  {
                    key: 'bids',
                    label: t('lots.cars.columns.bids'),
                    numeric: true,
                    cell: (car) => car.bidCount,
                  },
                  {
                    key: 'award',
                    label: t('lots.cars.columns.award'),
                    cell: (car) =>
                      status?.state !== 'closed'
                        ? t('lots.cars.award.pending')
                        : !car.award
                          ? t('lots.cars.award.unsold')
                          : car.award.withdrawn
                            ? t('lots.cars.award.withdrawn')
                            : t('lots.cars.award.awarded', {
                                bidder: car.award.bidder ?? t('lots.car_page.deleted_contact'),
                                amount: formatAmount(car.award.amount),
                              }),
                  },
                  {
                    key: 'actions',
                    label: t('lots.cars.columns.actions'),
                    cell: (car) => (
                      <RowActions
                        name={carName(car)}
                        edit={{
                          ariaLabel: t('lots.cars.edit', { name: carName(car) }),
                          href: urlFor('cars.edit', { uid: lot.uid, car_uid: car.uid }),
                        }}
                        more={[
                          {
                            label: t('lots.cars.page'),
                            ariaLabel: t('lots.cars.open_page', { name: carName(car) }),
                            href: urlFor('lot_car.show', { lot_uid: lot.uid, car_uid: car.uid }),
                          },
                        ]}
                        remove={{
                          ariaLabel: t('lots.cars.delete', { name: carName(car) }),
                          onAction: () => carDeletion.ask(car),
                        }}
                      />
                    ),
                  },
                ]}
              />
            ) : (
              <p className="text-sm text-gray-600 dark:text-gray-300">
                {t('lots.cars.after_save')}
              </p>
            )}
          </section>
        </Card>
      </div>
      {lot && (
        <ConfirmDialog
          isOpen={closing}
          onOpenChange={setClosing}
          title={t('lots.close.action')}
          confirmLabel={t('lots.close.action')}
          processing={closeProcessing}
          message={t('lots.close.confirm', { title: lot.title })}
          onConfirm={() =>
            router.post(
              urlFor('lots.close', { uid: lot.uid }),
              {},
              {
                preserveScroll: true,
                // The lot now ends at the close: the end date field shows it, as the stored
                // value rather than an edit of the user's.
                onSuccess: (page) => {
                  const end = (page.props as Partial<Props>).lot?.end_date
                  if (!end || end === lot.end_date) return
                  form.setDefaults('end_date', end)
                  form.setData('end_date', end)
                },
                onStart: () => setCloseProcessing(true),
                onFinish: () => {
                  setCloseProcessing(false)
                  setClosing(false)
                },
              }
            )
          }
        />
      )}
      <ConfirmDialog
        {...lotDeletion.dialog}
        message={
          lotDeletion.target && t('lots.delete_confirm', { title: lotDeletion.target.title })
        }
      />
      <ConfirmDialog
        {...carDeletion.dialog}
        message={
          carDeletion.target && t('lots.cars.delete_confirm', { name: carName(carDeletion.target) })
        }
      />
    </>
  )
}

import type { Data } from '@generated/data'
import { Link, useForm } from '@inertiajs/react'
import { ServerForm } from '~/components/forms/server_form'
import { Button, LinkButton } from '~/components/ui/button'
import { TextArea } from '~/components/ui/text_area'
import { formatAmount } from '~/lib/format'
import { useT } from '~/lib/i18n'
import { urlFor } from '~/client'

type BidRow = Data.Lots.Bid.Variants['toCarRow']

/**
 * A closed lot's car: who it went to (or that it is unsold), "Creează factură" for the winner
 * without an invoice, and the org-admin's decisions on the record: the winner's withdrawal,
 * then the award to the next bid.
 */
export function AwardPanel({
  lot,
  car,
  awarded,
  next,
  invoiced,
  readOnly,
}: {
  lot: { uid: string }
  car: { uid: string }
  awarded: BidRow | null
  next: BidRow | null
  invoiced: boolean
  readOnly: boolean
}) {
  const t = useT()
  const winner = awarded && awarded.state === 'won' ? awarded : null
  return (
    <section aria-labelledby="car-award" className="grid gap-4">
      <h2 id="car-award" className="text-base font-semibold">
        {t('lots.award.title')}
      </h2>
      <p className="text-sm" data-testid="award">
        {!awarded
          ? t('lots.award.unsold')
          : winner
            ? t('lots.award.won_by', {
                bidder: winner.bidder ?? t('lots.car_page.deleted_contact'),
                amount: formatAmount(winner.amount),
              })
            : t('lots.award.no_award')}
      </p>
      {winner && (
        <div className="flex flex-wrap gap-2">
          {winner.invoice ? (
            <Link
              href={urlFor('admin.invoices.show', { uid: winner.invoice.uid })}
              className="text-brand-600 dark:text-brand-400 text-sm hover:underline"
            >
              {t('lots.award.invoiced', { number: winner.invoice.number })}
            </Link>
          ) : (
            winner.bidder && (
              <LinkButton href={urlFor('admin.bids.create_invoice', { uid: winner.uid })}>
                {t('lots.award.invoice')}
              </LinkButton>
            )
          )}
        </div>
      )}
      {!readOnly && winner && !invoiced && (
        <Decision
          key={winner.uid}
          id="withdrawal"
          title={t('lots.award.withdraw_title')}
          hint={t('lots.award.withdraw_hint')}
          submit={t('lots.award.withdraw')}
          url={urlFor('lot_car.withdrawal.store', { lot_uid: lot.uid, car_uid: car.uid })}
          bidUid={winner.uid}
        />
      )}
      {!readOnly && next && (
        <Decision
          key={next.uid}
          id="award-next"
          title={t('lots.award.award_next_title')}
          hint={t('lots.award.award_next_hint', {
            bidder: next.bidder ?? '',
            amount: formatAmount(next.amount),
          })}
          submit={t('lots.award.award_next')}
          url={urlFor('lot_car.award.store', { lot_uid: lot.uid, car_uid: car.uid })}
          bidUid={next.uid}
        />
      )}
    </section>
  )
}

/** A decision with its reason, posted with the bid it concerns. */
function Decision({
  id,
  title,
  hint,
  submit,
  url,
  bidUid,
}: {
  id: string
  title: string
  hint: string
  submit: string
  url: string
  bidUid: string
}) {
  const t = useT()
  const form = useForm({ bid_uid: bidUid, reason: '' })
  return (
    <section
      aria-labelledby={id}
      className="grid gap-2 rounded-lg border border-gray-200 p-4 dark:border-gray-700"
    >
      <h3 id={id} className="text-sm font-semibold">
        {title}
      </h3>
      <p className="text-sm text-gray-600 dark:text-gray-300">{hint}</p>
      <ServerForm
        className="grid gap-3"
        onSubmit={() => form.post(url, { preserveScroll: true, onSuccess: () => form.reset() })}
      >
        <TextArea
          name="reason"
          label={t('lots.award.reason')}
          value={form.data.reason}
          onChange={(value) => form.setData('reason', value)}
          error={form.errors.reason ?? form.errors.bid_uid}
          maxLength={500}
          isRequired
        />
        <div>
          <Button type="submit" variant="secondary" processing={form.processing}>
            {submit}
          </Button>
        </div>
      </ServerForm>
    </section>
  )
}

import { Link, useForm } from '@inertiajs/react'
import { ServerForm } from '~/components/forms/server_form'
import { useErrorSummaryToast } from '~/components/forms/error_summary_toast'
import { PageHeader } from '~/components/ui/page_header'
import { Button, buttonClasses } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import { DatePicker } from '~/components/ui/date_picker'
import { AmountField } from '~/components/ui/amount_field'
import { TextField } from '~/components/ui/text_field'
import { TotalsTable, type PageRate } from '~/components/invoices/money'
import { formatDate, formatDecimal } from '~/lib/format'
import { bindField } from '~/lib/form_errors'
import { useT } from '~/lib/i18n'
import { urlFor } from '~/client'
import { invoiceTotals, vatHundredths } from '@shared/invoice_totals'

type Props = {
  bid: {
    uid: string
    id: number
    amountCents: number
    buyerName: string | null
    buyerEmail: string | null
    line: string
  }
  defaults: { series: string; vat_rate: string; issue_date: string; due_date: string }
  series: string[]
  rate: PageRate
}

/**
 * /administrare/bids/{uid}/create-invoice: the bid's buyer, car and amount; the series, VAT
 * rate and dates to choose; the totals in EUR and RON at the day's rate as they will be issued.
 */
export default function CreateInvoice({ bid, defaults, rate }: Props) {
  const t = useT()
  useErrorSummaryToast()
  const form = useForm({ ...defaults })
  const vat = (vatHundredths(form.data.vat_rate) ?? 0) / 100
  const totals = invoiceTotals(bid.amountCents, vat, rate.eurron)
  const shownRate = formatDecimal(rate.eurron, 4)

  return (
    <>
      <PageHeader
        title={t('invoices.create.title')}
        breadcrumbs={[
          { label: t('invoices.bids.title'), href: urlFor('admin.bids.index') },
          { label: t('invoices.create.title') },
        ]}
      />
      <div className="grid max-w-4xl gap-6">
        <Card>
          <dl className="grid gap-3 text-sm sm:grid-cols-2">
            <div>
              <dt className="font-medium text-gray-600 dark:text-gray-300">
                {t('invoices.create.buyer')}
              </dt>
              <dd data-testid="buyer">
                {bid.buyerName}
                {bid.buyerEmail && <span className="block text-gray-500">{bid.buyerEmail}</span>}
              </dd>
            </div>
            <div>
              <dt className="font-medium text-gray-600 dark:text-gray-300">
                {t('invoices.create.line')}
              </dt>
              <dd>{bid.line}</dd>
            </div>
          </dl>
        </Card>
        <Card>
          <ServerForm
            isDirty={form.isDirty}
            className="grid gap-4 sm:grid-cols-2"
            onSubmit={() => form.post(urlFor('admin.bids.invoices.store', { uid: bid.uid }))}
          >
            <TextField
              {...bindField(form, 'series')}
              label={t('invoices.create.series')}
              maxLength={10}
              isRequired
            />
            <AmountField
              {...bindField(form, 'vat_rate')}
              label={t('invoices.create.vat_rate')}
              kind="rate"
              isRequired
            />
            {/* data-field: the picker's segments are one field (tests/forms). */}
            <div data-field="issue_date">
              <DatePicker
                name="issue_date"
                label={t('invoices.create.issue_date')}
                value={form.data.issue_date}
                onChange={(value) => form.setData('issue_date', value)}
                error={form.errors.issue_date}
                isRequired
              />
            </div>
            {/* data-field: the picker's segments are one field (tests/forms). */}
            <div data-field="due_date">
              <DatePicker
                name="due_date"
                label={t('invoices.create.due_date')}
                value={form.data.due_date}
                onChange={(value) => form.setData('due_date', value)}
                error={form.errors.due_date}
                isRequired
              />
            </div>
            <TotalsTable
              className="sm:col-span-2"
              amountCents={bid.amountCents}
              vatRate={vat}
              {...totals}
            />
            <p className="text-sm text-gray-600 sm:col-span-2 dark:text-gray-300">
              {rate.date
                ? t('invoices.totals.rate', { rate: shownRate, date: formatDate(rate.date) })
                : t('invoices.totals.rate_default', { rate: shownRate })}
            </p>
            <div className="flex gap-2 sm:col-span-2">
              <Button type="submit" processing={form.processing}>
                {t('invoices.create.submit')}
              </Button>
              <Link href={urlFor('admin.bids.index')} className={buttonClasses('secondary')}>
                {t('invoices.create.back')}
              </Link>
            </div>
          </ServerForm>
        </Card>
      </div>
    </>
  )
}

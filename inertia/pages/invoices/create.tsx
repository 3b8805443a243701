import { Link, useForm } from '@inertiajs/react'
import { ServerForm } from '~/components/forms/server_form'
import { useErrorSummaryToast } from '~/components/forms/error_summary_toast'
import { PageHeader } from '~/components/ui/page_header'
import { Button, LinkButton } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import { DatePicker } from '~/components/ui/date_picker'
import { AmountField } from '~/components/ui/amount_field'
import { Select } from '~/components/ui/select'
import { TextField } from '~/components/ui/text_field'
import { TotalsTable } from '~/components/invoices/money'
import { formatDate, formatDecimal } from '~/lib/format'
import { bindField } from '~/lib/form_errors'
import { useT } from '~/lib/i18n'
import { urlFor } from '~/client'
import { centsToBani, invoiceTotals, vatHundredths } from '@shared/invoice_totals'
import { formatPercent, parseDecimal } from '@shared/number_format'
import { ratesInForce, type VatRate } from '@shared/vat_rates'
import { lastWorkingDayBefore } from '@shared/working_days'

type Props = {
  bid: { uid: string; id: number; amountCents: number; line: string }
  defaults: Record<string, string> & { currency: 'EUR' | 'RON' }
  series: { code: string; currency: 'EUR' | 'RON' }[]
  /** Every VAT rate with its days: the form offers those in force on the delivery date. */
  vatRates: VatRate[]
  /** The delivery date (the lot's close) and BNR's rate for it (null: none, one is typed). */
  rate: { deliveryDate: string; bnr: { eurron: number; date: string } | null }
  /**
   * What the seller's billing details lack and hold invalid; where the viewer sees them (null:
   * nowhere) and whether they may change them there. `vatPayer` false: the seller is not
   * registered for VAT (its CUI without RO), the rate is 0.
   */
  seller: {
    missing: string[]
    invalid: string[]
    detailsUrl: string | null
    canEdit: boolean
    vatPayer: boolean
  }
  counties: { value: string; label: string }[]
}

const BUCHAREST = 'RO-B'

/**
 * /administrare/bids/{uid}/create-invoice: the buyer prefilled from the contact (a person or a
 * company), the car and amount; the series, VAT rate and dates; BNR's rate for the delivery date
 * (the lot's close, whose VAT rates are offered), or the rate typed by hand when BNR has none; the totals as they will be issued; what the seller's
 * billing details lack or hold invalid, with who may change them and a link the viewer may open;
 * for a seller not registered for VAT, the rate fixed at 0 and why.
 */
export default function CreateInvoice({
  bid,
  defaults,
  series,
  vatRates,
  rate,
  seller,
  counties,
}: Props) {
  const t = useT()
  useErrorSummaryToast()
  const form = useForm({ ...defaults })
  const known = series.find((row) => row.code === form.data.series.trim().toUpperCase())
  const currency = known?.currency ?? (form.data.currency as 'EUR' | 'RON')
  const manual = parseDecimal(form.data.manual_rate, 4)
  const eurron = rate.bnr?.eurron ?? (manual.problem ? 0 : manual.units / 10_000)
  // No rate yet: no amount in RON to show.
  const hasRate = eurron > 0
  const vat = (vatHundredths(form.data.vat_rate) ?? 0) / 100
  const amount = currency === 'RON' ? centsToBani(bid.amountCents, eurron) : bid.amountCents
  const totals = invoiceTotals(amount, vat, currency === 'RON' ? 1 : eurron)
  const shownRate = (value: number) => formatDecimal(value, 4)
  const company = form.data.buyer_kind === 'company'
  // A seller not registered for VAT has 0 only; a VAT payer, the rates in force on the delivery
  // date, whatever the issue date (VAT is chargeable at delivery).
  const vatOptions = seller.vatPayer ? ratesInForce(vatRates, rate.deliveryDate) : []
  const vatChoices = seller.vatPayer
    ? vatOptions.map((option) => ({
        value: String(option.percent),
        label: t(`invoices.create.vat_kind.${option.kind}`, {
          rate: formatPercent(option.percent),
        }),
      }))
    : [{ value: '0', label: formatPercent(0) }]
  const vatChosen = vatChoices.some((choice) => choice.value === form.data.vat_rate)
  const exemption = vatOptions.find(
    (option) => String(option.percent) === form.data.vat_rate && option.exemptionReason
  )?.exemptionReason

  type BuyerText =
    | 'buyer_name'
    | 'buyer_cui'
    | 'buyer_reg_com'
    | 'buyer_cnp'
    | 'buyer_email'
    | 'buyer_street'
    | 'buyer_city'
    | 'buyer_sector'
    | 'buyer_zip_code'
  const buyerField = (name: BuyerText, isRequired = false) => (
    <TextField
      {...bindField(form, name)}
      label={t(`invoices.create.${name}`)}
      isRequired={isRequired}
    />
  )

  const datePicker = (name: 'issue_date' | 'due_date' | 'manual_rate_date', label: string) => (
    // data-field: the picker's segments are one field (tests/forms).
    <div data-field={name}>
      <DatePicker
        name={name}
        label={label}
        value={form.data[name]}
        onChange={(value) => form.setData(name, value)}
        error={form.errors[name]}
        isRequired={name !== 'manual_rate_date' || !rate.bnr}
      />
    </div>
  )

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
        {(seller.missing.length > 0 || seller.invalid.length > 0) && (
          <Card>
            <div
              className="grid gap-1 text-sm text-red-700 dark:text-red-300"
              data-testid="seller-missing"
            >
              {seller.missing.length > 0 && (
                <p>{t('invoices.create.seller_missing', { fields: seller.missing.join(', ') })}</p>
              )}
              {seller.invalid.length > 0 && (
                <p>{t('invoices.create.seller_invalid', { fields: seller.invalid.join(', ') })}</p>
              )}
              <p>
                {!seller.canEdit && `${t('invoices.create.seller_edit_by_admin')} `}
                {seller.detailsUrl && (
                  <Link className="underline" href={seller.detailsUrl}>
                    {t(
                      seller.canEdit ? 'invoices.create.seller_edit' : 'invoices.create.seller_view'
                    )}
                  </Link>
                )}
              </p>
            </div>
          </Card>
        )}
        <Card>
          <p className="text-sm">
            <span className="font-medium">{t('invoices.create.line')}:</span> {bid.line}
          </p>
        </Card>
        <Card>
          <ServerForm
            isDirty={form.isDirty}
            className="grid gap-4 sm:grid-cols-2"
            onSubmit={() => {
              // With BNR's rate the manual one is not used: a hidden leftover is not sent.
              form.transform((data) =>
                rate.bnr ? { ...data, manual_rate: '', manual_rate_date: '' } : data
              )
              form.post(urlFor('admin.bids.invoices.store', { uid: bid.uid }))
            }}
          >
            <h2 className="font-semibold sm:col-span-2">{t('invoices.create.buyer')}</h2>
            <div data-field="buyer_kind">
              <Select
                name="buyer_kind"
                label={t('invoices.create.buyer_kind')}
                options={[
                  { value: 'person', label: t('invoices.create.person') },
                  { value: 'company', label: t('invoices.create.company') },
                ]}
                value={form.data.buyer_kind}
                onChange={(value) => form.setData('buyer_kind', String(value ?? 'person'))}
                error={form.errors.buyer_kind}
                isRequired
              />
            </div>
            {buyerField('buyer_name', true)}
            {company ? (
              <>
                {buyerField('buyer_cui', true)}
                {buyerField('buyer_reg_com')}
              </>
            ) : (
              buyerField('buyer_cnp')
            )}
            {buyerField('buyer_email')}
            {buyerField('buyer_street', true)}
            {buyerField('buyer_city', true)}
            <div data-field="buyer_county">
              <Select
                name="buyer_county"
                label={t('invoices.create.buyer_county')}
                options={counties}
                value={form.data.buyer_county || null}
                onChange={(value) => form.setData('buyer_county', String(value ?? ''))}
                error={form.errors.buyer_county}
                isRequired
              />
            </div>
            {form.data.buyer_county === BUCHAREST && buyerField('buyer_sector', true)}
            {buyerField('buyer_zip_code')}

            <h2 className="font-semibold sm:col-span-2">{t('invoices.create.document')}</h2>
            <TextField
              {...bindField(form, 'series')}
              label={t('invoices.create.series')}
              maxLength={10}
              isRequired
            />
            <div data-field="currency">
              <Select
                name="currency"
                label={t('invoices.create.currency')}
                options={[
                  { value: 'EUR', label: 'EUR' },
                  { value: 'RON', label: 'RON' },
                ]}
                value={currency}
                onChange={(value) => form.setData('currency', (value ?? 'EUR') as 'EUR')}
                error={form.errors.currency}
                description={known ? t('invoices.create.currency_of_series') : undefined}
                isDisabled={!!known}
              />
            </div>
            <div data-field="vat_rate">
              <Select
                name="vat_rate"
                label={t('invoices.create.vat_rate')}
                options={vatChoices}
                value={vatChosen ? form.data.vat_rate : null}
                onChange={(value) => form.setData('vat_rate', value === null ? '' : String(value))}
                error={form.errors.vat_rate}
                description={
                  seller.vatPayer
                    ? (exemption ??
                      t('invoices.create.vat_in_force', { date: formatDate(rate.deliveryDate) }))
                    : t('invoices.create.vat_not_payer')
                }
                isDisabled={!seller.vatPayer}
                isRequired
              />
            </div>
            {datePicker('issue_date', t('invoices.create.issue_date'))}
            {datePicker('due_date', t('invoices.create.due_date'))}
            {rate.bnr ? (
              <p
                className="text-sm text-gray-600 sm:col-span-2 dark:text-gray-300"
                data-testid="rate"
              >
                {t('invoices.totals.rate', {
                  rate: shownRate(rate.bnr.eurron),
                  date: formatDate(rate.bnr.date),
                })}
              </p>
            ) : (
              <>
                <p
                  className="text-sm text-amber-700 sm:col-span-2 dark:text-amber-300"
                  data-testid="rate"
                >
                  {t('invoices.rate.none', {
                    date: formatDate(rate.deliveryDate),
                    expected: formatDate(lastWorkingDayBefore(rate.deliveryDate)),
                  })}
                </p>
                <AmountField
                  {...bindField(form, 'manual_rate')}
                  label={t('invoices.create.manual_rate')}
                  kind="rate"
                  isRequired
                />
                {datePicker('manual_rate_date', t('invoices.create.manual_rate_date'))}
              </>
            )}
            {(hasRate || currency === 'EUR') && (
              <TotalsTable
                className="sm:col-span-2"
                currency={currency}
                amountCents={amount}
                vatRate={vat}
                {...totals}
                totalRonBani={hasRate ? totals.totalRonBani : null}
              />
            )}
            {!hasRate && (
              <p className="text-sm text-gray-600 sm:col-span-2 dark:text-gray-300">
                {t('invoices.rate.totals_later')}
              </p>
            )}
            <div className="flex gap-2 sm:col-span-2">
              <Button type="submit" processing={form.processing}>
                {t('invoices.create.submit')}
              </Button>
              <LinkButton href={urlFor('admin.bids.index')} variant="secondary">
                {t('invoices.create.back')}
              </LinkButton>
            </div>
          </ServerForm>
        </Card>
      </div>
    </>
  )
}

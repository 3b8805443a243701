import type { Data } from '@generated/data'
import { router } from '@inertiajs/react'
import { useState } from 'react'
import { Button, LinkButton } from '~/components/ui/button'
import { ConfirmDialog } from '~/components/ui/confirm_dialog'
import { TotalsTable, formatCents } from '~/components/invoices/money'
import { formatDate, formatDateTime, formatDecimal, formatPercent } from '~/lib/format'
import { useT } from '~/lib/i18n'
import { urlFor } from '~/client'
import { EfacturaPanel, type EfacturaStatus } from '~/components/invoices/efactura_panel'
import { AuditTimeline } from '~/components/audit/audit_timeline'
import type { AuditRow } from '@shared/audit'
import '~/components/invoices/invoice_print.css'

type Document = Data.Invoices.Invoice.Variants['toDocument']

type Props = {
  invoice: Document
  /** A credit note's original, or a reversed invoice's credit note. */
  related: { uid: string; number: string; issueDate: string } | null
  car: { lotUid: string; carUid: string }
  counties: Record<string, string>
  efactura: EfacturaStatus
  timeline: AuditRow[]
}

function Party({ title, lines }: { title: string; lines: [string, string][] }) {
  return (
    <div>
      <h2 className="mb-1 text-xs font-semibold tracking-wide text-gray-500 uppercase">{title}</h2>
      {lines
        .filter(([, value]) => value)
        .map(([label, value], index) =>
          index === 0 ? (
            <p key={label} className="font-semibold">
              {value}
            </p>
          ) : (
            <p key={label} className="text-sm">
              {label}: {value}
            </p>
          )
        )}
    </div>
  )
}

type Address = Document['seller']['address']

/**
 * /administrare/invoices/{uid}: the invoice or credit note as it prints (A4, without the
 * sidebar): seller, buyer, the line with its unit, quantity, VAT rate and VAT, the delivery date
 * when it is not the issue date, totals in its currency and in RON (the VAT too, as the law asks
 * of an invoice in another currency), the rate with its day and source; "Tipărește" and
 * "Stornează" (a credit note for the whole invoice).
 */
export default function InvoiceShow({
  invoice,
  related,
  car,
  counties,
  efactura,
  timeline,
}: Props) {
  const t = useT()
  const [confirming, setConfirming] = useState(false)
  const [reversing, setReversing] = useState(false)
  const creditNote = invoice.kind === 'credit_note'
  const rate = formatDecimal(invoice.eurRonRate, 4)
  const money = (cents: number) => formatCents(cents, invoice.currency)
  const address = (where: Address) =>
    [
      where.street,
      where.zip_code,
      where.city,
      where.sector ? `Sector ${where.sector}` : '',
      counties[where.county] ?? '',
    ]
      .filter(Boolean)
      .join(', ')
  const { seller, buyer } = invoice

  function reverse() {
    router.post(
      urlFor('admin.invoices.reverse', { uid: invoice.uid }),
      {},
      {
        onStart: () => setReversing(true),
        onFinish: () => {
          setReversing(false)
          setConfirming(false)
        },
      }
    )
  }

  const state = creditNote
    ? t('invoices.status.credit_note', {
        number: related?.number ?? '',
        date: formatDate(related?.issueDate),
      })
    : invoice.status === 'cancelled'
      ? `${t('invoices.status.cancelled')} · ${t('invoices.show.cancelled_at', { date: formatDateTime(invoice.cancelledAt) })}`
      : invoice.status === 'reversed'
        ? t('invoices.status.reversed_by', { number: related?.number ?? '' })
        : t('invoices.status.issued')

  return (
    <>
      <div className="mb-4 flex flex-wrap gap-2" data-print="hide">
        <LinkButton href={urlFor('admin.invoices.index')} variant="secondary">
          {t('invoices.show.back')}
        </LinkButton>
        <Button variant="secondary" onPress={() => window.print()}>
          {t('invoices.show.print')}
        </Button>
        {!creditNote && invoice.status === 'issued' && (
          <Button variant="danger" onPress={() => setConfirming(true)}>
            {t('invoices.show.reverse')}
          </Button>
        )}
        {related && (
          <LinkButton
            href={urlFor('admin.invoices.show', { uid: related.uid })}
            variant="secondary"
          >
            {t(creditNote ? 'invoices.show.open_original' : 'invoices.show.open_credit_note', {
              number: related.number,
            })}
          </LinkButton>
        )}
        {invoice.status === 'reversed' && (
          <LinkButton
            href={urlFor('lot_car.show', { lot_uid: car.lotUid, car_uid: car.carUid })}
            variant="secondary"
          >
            {t('invoices.show.award_next')}
          </LinkButton>
        )}
      </div>
      <EfacturaPanel uid={invoice.uid} status={efactura} creditNote={creditNote} />
      <article className="invoice-document max-w-[210mm] rounded-lg border border-gray-200 bg-white p-8 text-gray-900 dark:border-gray-700 dark:bg-gray-900 dark:text-gray-100">
        <div className="mb-6 flex flex-wrap items-start justify-between gap-4">
          <div>
            <h1 className="text-2xl font-bold">
              {t(creditNote ? 'invoices.show.credit_note_title' : 'invoices.show.title', {
                number: invoice.number,
              })}
            </h1>
            <p className="text-sm" data-testid="invoice-status">
              {state}
            </p>
          </div>
          <dl className="text-sm">
            <div className="flex gap-2">
              <dt>{t('invoices.show.issue_date')}:</dt>
              <dd>{formatDate(invoice.issueDate)}</dd>
            </div>
            <div className="flex gap-2">
              <dt>{t('invoices.show.due_date')}:</dt>
              <dd>{formatDate(invoice.dueDate)}</dd>
            </div>
            {invoice.deliveryDate && invoice.deliveryDate !== invoice.issueDate && (
              <div className="flex gap-2" data-testid="invoice-delivery-date">
                <dt>{t('invoices.show.delivery_date')}:</dt>
                <dd>{formatDate(invoice.deliveryDate)}</dd>
              </div>
            )}
          </dl>
        </div>
        <div className="mb-6 grid gap-6 sm:grid-cols-2 print:grid-cols-2">
          <Party
            title={t('invoices.show.seller')}
            lines={[
              ['', seller.name],
              [t('invoices.show.cui'), seller.cui],
              [t('invoices.show.reg_com'), seller.reg_com],
              [t('invoices.show.address'), address(seller.address)],
              [t('invoices.show.iban'), seller.iban],
              [t('invoices.show.bank'), seller.bank],
            ]}
          />
          <Party
            title={t('invoices.show.buyer')}
            lines={[
              ['', buyer.name],
              ...(buyer.kind === 'company'
                ? ([
                    [t('invoices.show.cui'), buyer.cui],
                    [t('invoices.show.reg_com'), buyer.reg_com ?? ''],
                  ] as [string, string][])
                : ([[t('invoices.show.cnp'), buyer.cnp ?? '']] as [string, string][])),
              [t('invoices.show.email'), buyer.email ?? ''],
              [t('invoices.show.address'), address(buyer.address)],
            ]}
          />
        </div>
        <table className="mb-6 w-full text-sm">
          <thead>
            <tr className="border-b border-gray-300 text-left">
              <th className="py-2">{t('invoices.show.line')}</th>
              <th className="py-2 text-right">{t('invoices.show.unit')}</th>
              <th className="py-2 text-right">{t('invoices.show.quantity')}</th>
              <th className="py-2 text-right">
                {t('invoices.show.unit_price', { currency: invoice.currency })}
              </th>
              <th className="py-2 text-right">
                {t('invoices.show.value', { currency: invoice.currency })}
              </th>
              <th className="py-2 text-right">{t('invoices.show.vat_rate')}</th>
              <th className="py-2 text-right">
                {t('invoices.show.vat_value', { currency: invoice.currency })}
              </th>
            </tr>
          </thead>
          <tbody>
            <tr className="border-b border-gray-200" data-testid="invoice-line">
              <td className="py-2">
                {creditNote
                  ? t('invoices.show.credit_line', {
                      line: invoice.line,
                      number: related?.number ?? '',
                      date: formatDate(related?.issueDate),
                    })
                  : invoice.line}
              </td>
              <td className="py-2 text-right">{t('invoices.show.piece')}</td>
              <td className="py-2 text-right">{creditNote ? -1 : 1}</td>
              <td className="py-2 text-right">{money(Math.abs(invoice.amountCents))}</td>
              <td className="py-2 text-right">{money(invoice.amountCents)}</td>
              <td className="py-2 text-right">{formatPercent(invoice.vatRate)}</td>
              <td className="py-2 text-right">{money(invoice.vatCents)}</td>
            </tr>
          </tbody>
        </table>
        {invoice.vatExemptionReason && (
          <p className="mb-4 text-sm" data-testid="invoice-vat-exemption">
            {t('invoices.show.vat_exemption', { reason: invoice.vatExemptionReason })}
          </p>
        )}
        <TotalsTable className="ml-auto" {...invoice} />
        <p
          className="mt-4 text-right text-xs text-gray-600 dark:text-gray-300"
          data-testid="invoice-rate"
        >
          {t(
            invoice.rateSource === 'bnr' ? 'invoices.totals.rate' : 'invoices.totals.rate_manual',
            {
              rate,
              date: formatDate(invoice.rateDate),
            }
          )}
        </p>
      </article>
      {/* Not printed: the page prints as the invoice. */}
      <div className="print:hidden">
        <AuditTimeline entries={timeline} />
      </div>
      <ConfirmDialog
        isOpen={confirming}
        onOpenChange={setConfirming}
        onConfirm={reverse}
        processing={reversing}
        title={t('invoices.show.reverse')}
        message={t('invoices.show.reverse_confirm', { number: invoice.number })}
        confirmLabel={t('invoices.show.reverse')}
      />
    </>
  )
}

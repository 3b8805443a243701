import type { Data } from '@generated/data'
import { Link, router } from '@inertiajs/react'
import { useState } from 'react'
import { Button, buttonClasses } from '~/components/ui/button'
import { ConfirmDialog } from '~/components/ui/confirm_dialog'
import { TotalsTable, formatCents } from '~/components/invoices/money'
import { formatDate, formatDateTime } from '~/lib/format'
import { useT } from '~/lib/i18n'
import { urlFor } from '~/client'
import { EfacturaPanel, type EfacturaStatus } from '~/components/invoices/efactura_panel'
import '~/components/invoices/invoice_print.css'

type Props = {
  invoice: Data.Invoices.Invoice.Variants['toDocument']
  efactura: EfacturaStatus
  seller: {
    name: string
    community: string
    cui: string
    regCom: string
    iban: string
    address: string
  }
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

/**
 * /administrare/invoices/{uid}: the invoice as it prints (A4, without the sidebar): seller,
 * buyer, the line, VAT, totals in EUR and RON with the rate's date; "Tipărește" and
 * "Anulează factura".
 */
export default function InvoiceShow({ invoice, seller, efactura }: Props) {
  const t = useT()
  const [confirming, setConfirming] = useState(false)
  const [cancelling, setCancelling] = useState(false)
  const cancelled = invoice.status === 'cancelled'
  const rate = invoice.eurRonRate.toLocaleString('ro-RO', { maximumFractionDigits: 4 })

  function cancel() {
    router.post(
      urlFor('admin.invoices.cancel', { uid: invoice.uid }),
      {},
      {
        onStart: () => setCancelling(true),
        onFinish: () => {
          setCancelling(false)
          setConfirming(false)
        },
      }
    )
  }

  return (
    <>
      <div className="mb-4 flex flex-wrap gap-2" data-print="hide">
        <Link href={urlFor('admin.invoices.index')} className={buttonClasses('secondary')}>
          {t('invoices.show.back')}
        </Link>
        <Button variant="secondary" onPress={() => window.print()}>
          {t('invoices.show.print')}
        </Button>
        {!cancelled && (
          <Button variant="danger" onPress={() => setConfirming(true)}>
            {t('invoices.show.cancel')}
          </Button>
        )}
      </div>
      <EfacturaPanel uid={invoice.uid} status={efactura} />
      <article className="invoice-document max-w-[210mm] rounded-lg border border-gray-200 bg-white p-8 text-gray-900 dark:border-gray-700 dark:bg-gray-900 dark:text-gray-100">
        <div className="mb-6 flex flex-wrap items-start justify-between gap-4">
          <div>
            <h1 className="text-2xl font-bold">
              {t('invoices.show.title', { number: invoice.number })}
            </h1>
            <p className="text-sm" data-testid="invoice-status">
              {cancelled
                ? `${t('invoices.status.cancelled')} · ${t('invoices.show.cancelled_at', { date: formatDateTime(invoice.cancelledAt) })}`
                : t('invoices.status.issued')}
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
          </dl>
        </div>
        <div className="mb-6 grid gap-6 sm:grid-cols-2 print:grid-cols-2">
          <Party
            title={t('invoices.show.seller')}
            lines={[
              ['', seller.name],
              [t('invoices.show.cui'), seller.cui],
              [t('invoices.show.reg_com'), seller.regCom],
              [t('invoices.show.address'), seller.address],
              [t('invoices.show.iban'), seller.iban],
            ]}
          />
          <Party
            title={t('invoices.show.buyer')}
            lines={[
              ['', invoice.buyerName],
              [t('invoices.show.email'), invoice.buyerEmail ?? ''],
              [t('invoices.show.address'), invoice.buyerAddress ?? ''],
            ]}
          />
        </div>
        <table className="mb-6 w-full text-sm">
          <thead>
            <tr className="border-b border-gray-300 text-left">
              <th className="py-2">{t('invoices.show.line')}</th>
              <th className="py-2 text-right">{t('invoices.show.quantity')}</th>
              <th className="py-2 text-right">{t('invoices.show.unit_price')}</th>
              <th className="py-2 text-right">{t('invoices.show.value')}</th>
            </tr>
          </thead>
          <tbody>
            <tr className="border-b border-gray-200">
              <td className="py-2">{invoice.line}</td>
              <td className="py-2 text-right">1</td>
              <td className="py-2 text-right">{formatCents(invoice.amountCents)}</td>
              <td className="py-2 text-right">{formatCents(invoice.amountCents)}</td>
            </tr>
          </tbody>
        </table>
        <TotalsTable className="ml-auto" {...invoice} />
        <p className="mt-4 text-right text-xs text-gray-600 dark:text-gray-300">
          {t('invoices.totals.rate', { rate, date: formatDate(invoice.rateDate) })}
        </p>
      </article>
      <ConfirmDialog
        isOpen={confirming}
        onOpenChange={setConfirming}
        onConfirm={cancel}
        processing={cancelling}
        title={t('invoices.show.cancel')}
        message={t('invoices.show.cancel_confirm', { number: invoice.number })}
        confirmLabel={t('invoices.show.cancel')}
      />
    </>
  )
}

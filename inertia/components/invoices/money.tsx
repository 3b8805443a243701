import { formatDate, formatDecimal, formatMoney, formatPercent } from '~/lib/format'
import { useT } from '~/lib/i18n'

/** The EUR→RON rate a page shows its RON amounts at (`date` null: the configured default). */
export type PageRate = { eurron: number; date: string | null }

/** Cents as "1.234,50 EUR" (or of another currency: "1.234,50 RON"). */
export function formatCents(cents: number, currency: 'EUR' | 'RON' = 'EUR') {
  return formatMoney(cents, currency)
}

/** Bani as "6.172,50 RON". */
export function formatBani(bani: number) {
  return formatMoney(bani, 'RON')
}

/** "Sume în RON la cursul 4,9771 din 20-11-2026." */
export function RateLine({ rate }: { rate: PageRate }) {
  const t = useT()
  const shown = formatDecimal(rate.eurron, 4)
  return (
    <p className="mb-3 text-sm text-gray-600 dark:text-gray-300" data-testid="exchange-rate">
      {rate.date
        ? t('invoices.bids.rate_note', { rate: shown, date: formatDate(rate.date) })
        : t('invoices.bids.rate_note_default', { rate: shown })}
    </p>
  )
}

/**
 * The totals of an invoice (the form's, as they will be issued; the issued one's); the total in
 * RON is left out when `totalRonBani` is null (the form before a rate exists).
 */
export function TotalsTable({
  amountCents,
  vatRate,
  vatCents,
  totalCents,
  totalRonBani,
  vatRonBani,
  currency = 'EUR',
  className = '',
}: {
  currency?: 'EUR' | 'RON'
  amountCents: number
  vatRate: number | string
  vatCents: number
  /** An issued document's VAT in RON (stated under the VAT of an EUR document). */
  vatRonBani?: number
  totalCents: number
  totalRonBani: number | null
  className?: string
}) {
  const t = useT()
  const rows: [string, string, boolean][] = [
    [t('invoices.totals.amount'), formatCents(amountCents, currency), false],
    [
      t('invoices.totals.vat', { rate: formatPercent(vatRate) }),
      formatCents(vatCents, currency),
      false,
    ],
    ...(currency === 'RON' || vatRonBani === undefined
      ? []
      : [
          [t('invoices.totals.vat_ron'), formatBani(vatRonBani), false] as [
            string,
            string,
            boolean,
          ],
        ]),
    [t('invoices.totals.total'), formatCents(totalCents, currency), true],
    ...(currency === 'RON' || totalRonBani === null
      ? []
      : [
          [t('invoices.totals.total_ron'), formatBani(totalRonBani), true] as [
            string,
            string,
            boolean,
          ],
        ]),
  ]
  return (
    <table className={`text-sm ${className}`} data-testid="invoice-totals">
      <tbody>
        {rows.map(([label, value, strong]) => (
          <tr key={label} className={strong ? 'font-semibold' : ''}>
            <th className={`py-1 pr-6 text-left ${strong ? '' : 'font-normal'}`}>{label}</th>
            <td className="text-right">{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

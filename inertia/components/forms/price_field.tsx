import { ronValue } from '@shared/money'
import { TextField } from '~/components/ui/text_field'
import { formatDate } from '~/lib/format'
import { useT } from '~/lib/i18n'

/** The rate the form converts with: `date` is the BNR's day, null for the configured default. */
export type FormRate = { eurron: number; date: string | null }

/**
 * A price in EUR as typed ("12,50" or "12.5") with its RON value beside it,
 * updated on every keystroke: EUR × rate rounded to 0 decimals, 0 while the
 * text is not a price (spec §9). The server checks the price again.
 */
export function PriceField({
  name,
  label,
  value,
  onChange,
  error,
  rate,
  isRequired,
}: {
  name: string
  label: string
  value: string
  onChange: (value: string) => void
  error?: string
  rate: FormRate
  isRequired?: boolean
}) {
  const t = useT()
  const ron = ronValue(value, rate.eurron)
  return (
    <div className="flex items-start gap-3">
      <TextField
        name={name}
        label={label}
        value={value}
        onChange={onChange}
        error={error}
        description={t('products.price_hint')}
        isRequired={isRequired}
        className="flex-1"
      />
      <output
        aria-live="polite"
        aria-label={`${label}: RON`}
        data-testid={`${name}-ron`}
        className="mt-7 min-w-24 rounded-lg bg-gray-100 px-3 py-2 text-sm font-medium whitespace-nowrap text-gray-800 dark:bg-gray-700 dark:text-gray-100"
      >
        {t('products.ron_value', { value: ron.toLocaleString('ro-RO') })}
      </output>
    </div>
  )
}

/** Which day's rate the RON values use. */
export function RateNote({ rate }: { rate: FormRate }) {
  const t = useT()
  const shown = rate.eurron.toLocaleString('ro-RO', { maximumFractionDigits: 4 })
  return (
    <p className="text-sm text-gray-600 dark:text-gray-300" data-testid="exchange-rate">
      {rate.date
        ? t('products.rate_of_day', { date: formatDate(rate.date), rate: shown })
        : t('products.rate_default', { rate: shown })}
    </p>
  )
}

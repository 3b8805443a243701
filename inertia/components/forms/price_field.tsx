import { ronValue } from '@shared/money'
import { formatWholeRon } from '@shared/number_format'
import { AmountField } from '~/components/ui/amount_field'
import { formatDate, formatDecimal } from '~/lib/format'
import { useT } from '~/lib/i18n'

/** The rate the form converts with: `date` is the BNR's day, null for the configured default. */
export type FormRate = { eurron: number; date: string | null }

/**
 * A price in EUR as typed ("4.500,50", "12,5") with its RON value beside it, updated on every
 * keystroke: EUR × rate rounded to 0 decimals, 0 while the text is not a price (spec §9). The
 * server checks the price again, by the same rule.
 */
export function PriceField({
  rate,
  ...props
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
  const ron = ronValue(props.value, rate.eurron)
  return (
    <AmountField {...props} converted={t('products.ron_value', { value: formatWholeRon(ron) })} />
  )
}

/** Which day's rate the RON values use. */
export function RateNote({ rate }: { rate: FormRate }) {
  const t = useT()
  const shown = formatDecimal(rate.eurron, 4)
  return (
    <p className="text-sm text-gray-600 dark:text-gray-300" data-testid="exchange-rate">
      {rate.date
        ? t('products.rate_of_day', { date: formatDate(rate.date), rate: shown })
        : t('products.rate_default', { rate: shown })}
    </p>
  )
}

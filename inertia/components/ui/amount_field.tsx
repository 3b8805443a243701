import { TextField, type TextFieldProps } from '~/components/ui/text_field'
import { useT } from '~/lib/i18n'

export type AmountFieldProps = Omit<TextFieldProps, 'type' | 'filter'> & {
  /** What the typed amount is worth elsewhere (its RON value), shown beside it as it changes. */
  converted?: string
  /** A rate (percent) takes no thousands: its hint says so. */
  kind?: 'amount' | 'rate'
}

/**
 * An amount or a rate typed the Romanian way ("4.500,50", "9,5"), read by the same rule in
 * the browser (live totals, app/shared/number_format.ts) and on the server; the hint says how.
 */
export function AmountField({
  converted,
  kind = 'amount',
  description,
  className = '',
  ...props
}: AmountFieldProps) {
  const t = useT()
  const field = (
    <TextField
      {...props}
      type="decimal"
      description={description ?? t(kind === 'rate' ? 'ui.amount.rate_hint' : 'ui.amount.hint')}
      className={converted === undefined ? className : 'flex-1'}
    />
  )
  if (converted === undefined) return field
  return (
    <div className={`flex items-start gap-3 ${className}`}>
      {field}
      <output
        aria-live="polite"
        aria-label={`${props.label}: RON`}
        data-testid={`${props.name}-ron`}
        className="mt-7 min-w-24 rounded-lg bg-gray-100 px-3 py-2 text-sm font-medium whitespace-nowrap text-gray-800 dark:bg-gray-700 dark:text-gray-100"
      >
        {converted}
      </output>
    </div>
  )
}

import { DatePicker } from '~/components/ui/date_picker'
import { bindField, type FormLike } from '~/lib/form_errors'

type RangeField = 'start_date' | 'end_date'

/**
 * A record's required start and end date-times (`start_date`, `end_date`) side by side, each
 * with its label and the server's error under it: an event's dates, an auction lot's.
 */
export function DateRangeFields<Data extends Record<RangeField, string>>({
  form,
  startLabel,
  endLabel,
}: {
  form: FormLike<Data>
  startLabel: string
  endLabel: string
}) {
  const labels = { start_date: startLabel, end_date: endLabel }
  return (['start_date', 'end_date'] as const).map((name) => {
    const field = bindField(form, name)
    return (
      // data-field: the picker's segments are one field (tests/forms).
      <div key={name} data-field={name}>
        <DatePicker
          {...field}
          value={field.value || null}
          label={labels[name]}
          withTime
          isRequired
        />
      </div>
    )
  })
}

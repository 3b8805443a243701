import { lazy } from 'react'
import { Deferred } from '~/components/ui/deferred'
import { Icon } from '~/components/ui/icon'
import { labelClasses } from '~/components/ui/field_classes'
import { PlainMessages, usePlainField } from '~/components/ui/plain_field'
import { useT } from '~/lib/i18n'
import { useIntent } from '~/lib/use_intent'

export type DatePickerProps = {
  name: string
  label: string
  value: string | null
  onChange: (value: string) => void
  withTime?: boolean
  error?: string
  description?: string
  isRequired?: boolean
  isDisabled?: boolean
}

// The react-aria date picker (segments, calendar, popover: the heaviest widget of the kit)
// loads when the user reaches for the field; until then a field that looks the same.
const DatePickerWidget = lazy(() => import('~/components/ui/date_picker_widget'))

/** "2026-03-05 14:30:00" as the picker shows it: 05-03-2026 14:30:00 (empty when not a date). */
export function shownDate(value: string | null, withTime: boolean) {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?/.exec(value ?? '')
  if (!match) return ''
  const [, year, month, day, hour = '00', minute = '00', second = '00'] = match
  const date = `${day}-${month}-${year}`
  return withTime ? `${date} ${hour}:${minute}:${second}` : date
}

/**
 * A date (dd-MM-yyyy) or date-time (dd-MM-yyyy HH:mm:ss) picker: typed
 * segment by segment or chosen in a calendar; sends yyyy-MM-dd[ HH:mm:ss].
 * Until the first hover or focus a stand-in shows the label, the value and
 * the calendar button (`useIntent`); pressing that button opens the calendar
 * as soon as react-aria's picker is there.
 */
export function DatePicker(props: DatePickerProps) {
  const t = useT()
  const { intent, handlers } = useIntent()
  const { onPointerDown, onClick, ...reach } = handlers
  const { label, value, withTime = false, error, description, isRequired, isDisabled } = props
  const { id, describedBy } = usePlainField({ description, error })
  const shown = shownDate(value, withTime)
  const standIn = (
    <div className="group flex flex-col gap-1" {...reach}>
      <span id={`${id}-label`} className={labelClasses}>
        {label}
        {isRequired && (
          <span aria-hidden="true" className="text-red-600">
            {' '}
            *
          </span>
        )}
      </span>
      <div
        role="group"
        aria-labelledby={`${id}-label`}
        aria-describedby={describedBy}
        className="relative flex items-center rounded-lg border border-gray-300 bg-white px-3 py-2 text-sm dark:border-gray-600 dark:bg-gray-800"
      >
        {/* The segments' place: focusing it hands the focus to the first segment. */}
        <span
          tabIndex={isDisabled ? undefined : 0}
          className={`flex-1 px-0.5 tabular-nums outline-none ${shown ? '' : 'text-gray-400'}`}
        >
          {shown || t('ui.date_placeholder')}
        </span>
        <button
          type="button"
          aria-label={t('ui.open_calendar')}
          disabled={isDisabled}
          onPointerDown={onPointerDown}
          onClick={onClick}
          className="ml-2 text-gray-400 outline-none hover:text-brand-600"
        >
          <Icon name="calendar" className="size-4" />
        </button>
      </div>
      <PlainMessages id={id} description={description} error={error} />
    </div>
  )
  return (
    <Deferred
      intent={intent}
      standIn={standIn}
      widget={(intent) => (
        <DatePickerWidget {...props} defaultOpen={intent.open} autoFocus={intent.focus} />
      )}
    />
  )
}

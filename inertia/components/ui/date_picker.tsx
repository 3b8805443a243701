import {
  Button as AriaButton,
  Calendar,
  CalendarCell,
  CalendarGrid,
  DateInput,
  DatePicker as AriaDatePicker,
  DateSegment,
  Dialog,
  Group,
  Heading,
  I18nProvider,
  Popover,
} from 'react-aria-components'
import { Icon } from '~/components/ui/icon'
import { FieldLabel, FieldMessages } from '~/components/ui/field'
import { useLocale, useT } from '~/lib/i18n'
import { useMemo, useState } from 'react'
import {
  boundValue,
  FIRST_VALUE,
  fromModelValue,
  LAST_VALUE,
  orgToday,
  toModelValue,
  type Value,
} from '~/components/ui/date_value'

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
  /** The first day a rule accepts (yyyy-MM-dd, or 'today' in the organization's zone). */
  minValue?: string
}

/**
 * A date (dd-MM-yyyy) or date-time (dd-MM-yyyy HH:mm:ss) picker, react-aria's
 * DatePicker: typed segment by segment or chosen in a calendar; sends
 * yyyy-MM-dd[ HH:mm:ss], or '' while the date is incomplete or outside 1900..2100. Days
 * before minValue or outside that range are greyed out in the calendar.
 */
export function DatePicker({
  name,
  label,
  value,
  onChange,
  withTime = false,
  error,
  description,
  isRequired,
  isDisabled,
  minValue,
}: DatePickerProps) {
  const t = useT()
  const locale = useLocale()
  // The picker keeps what is typed: the form may hold '' while a year is half typed, and
  // feeding that back would wipe the other segments. A value set from outside replaces it.
  const [current, setCurrent] = useState(() => fromModelValue(value, withTime))
  const [sent, setSent] = useState(value ?? '')
  if ((value ?? '') !== sent) {
    setSent(value ?? '')
    setCurrent(fromModelValue(value, withTime))
  }
  const min = useMemo(() => {
    const bound = boundValue(minValue)
    return bound && bound.compare(FIRST_VALUE) > 0 ? bound : FIRST_VALUE
  }, [minValue])
  const change = (next: Value | null) => {
    setCurrent(next)
    const model = toModelValue(next, withTime)
    setSent(model)
    if (model !== (value ?? '')) onChange(model)
  }
  return (
    // Day-month-year order in both languages; separators are drawn as "-".
    <I18nProvider locale={locale === 'en' ? 'en-GB' : 'ro-RO'}>
      <AriaDatePicker<Value>
        name={name}
        value={current}
        placeholderValue={orgToday(withTime)}
        onChange={change}
        minValue={min}
        maxValue={LAST_VALUE}
        granularity={withTime ? 'second' : 'day'}
        hourCycle={24}
        shouldForceLeadingZeros
        isRequired={isRequired}
        isDisabled={isDisabled}
        isInvalid={!!error}
        validationBehavior="aria"
        className="group flex flex-col gap-1"
        // The segments are one field, named (tests/forms/required_fields.test.tsx).
        data-field={name}
      >
        <FieldLabel isRequired={isRequired}>{label}</FieldLabel>
        <Group className="relative flex items-center rounded-lg border border-gray-300 bg-white px-3 py-2 text-sm focus-within:border-brand-500 focus-within:ring-2 focus-within:ring-brand-500/30 dark:border-gray-600 dark:bg-gray-800">
          {!current && (
            <span
              aria-hidden="true"
              className="pointer-events-none absolute left-3 text-gray-400 group-focus-within:hidden"
            >
              {t('ui.date_placeholder')}
            </span>
          )}
          <DateInput
            className={`flex flex-1 ${current ? '' : 'opacity-0 group-focus-within:opacity-100'}`}
          >
            {(segment) => (
              <DateSegment
                segment={segment}
                className="rounded px-0.5 tabular-nums outline-none focus:bg-brand-600 focus:text-white"
              >
                {segment.type === 'literal' ? displayLiteral(segment.text) : undefined}
              </DateSegment>
            )}
          </DateInput>
          <AriaButton
            aria-label={t('ui.open_calendar')}
            className="ml-2 text-gray-400 outline-none hover:text-brand-600 dark:hover:text-brand-400"
          >
            <Icon name="calendar" className="size-4" />
          </AriaButton>
        </Group>
        <FieldMessages description={description} error={error} />
        <Popover className="rounded-lg border border-gray-200 bg-white p-3 shadow-lg dark:border-gray-700 dark:bg-gray-800">
          <Dialog className="outline-none">
            <Calendar>
              <header className="mb-2 flex items-center justify-between">
                <AriaButton
                  slot="previous"
                  className="rounded px-2 hover:bg-gray-100 dark:hover:bg-gray-700"
                >
                  ‹
                </AriaButton>
                <Heading className="text-sm font-semibold" />
                <AriaButton
                  slot="next"
                  className="rounded px-2 hover:bg-gray-100 dark:hover:bg-gray-700"
                >
                  ›
                </AriaButton>
              </header>
              <CalendarGrid className="text-center text-sm">
                {(date) => (
                  <CalendarCell
                    date={date}
                    className="size-8 rounded-full leading-8 outline-none outside-month:text-gray-300 hover:bg-gray-100 disabled:cursor-default disabled:text-gray-300 disabled:line-through disabled:hover:bg-transparent selected:bg-brand-600 selected:text-white focus-visible:ring-2 focus-visible:ring-brand-500 dark:hover:bg-gray-700"
                  />
                )}
              </CalendarGrid>
            </Calendar>
          </Dialog>
        </Popover>
      </AriaDatePicker>
    </I18nProvider>
  )
}

function displayLiteral(text: string) {
  if (text === '.' || text === '/') return '-'
  if (text.trim() === ',' || text.includes(',')) return ' '
  return text
}

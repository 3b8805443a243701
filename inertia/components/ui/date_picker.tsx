import {
  parseDate,
  parseDateTime,
  type CalendarDate,
  type CalendarDateTime,
} from '@internationalized/date'
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

type Value = CalendarDate | CalendarDateTime

const pad = (n: number) => String(n).padStart(2, '0')

/** The value the server expects: yyyy-MM-dd, or yyyy-MM-dd HH:mm:ss with time. */
export function toModelValue(value: Value | null, withTime: boolean): string {
  if (!value) return ''
  const date = `${value.year}-${pad(value.month)}-${pad(value.day)}`
  if (!withTime) return date
  const time = 'hour' in value ? value : { hour: 0, minute: 0, second: 0 }
  return `${date} ${pad(time.hour)}:${pad(time.minute)}:${pad(time.second)}`
}

export function fromModelValue(text: string | null | undefined, withTime: boolean): Value | null {
  if (!text) return null
  try {
    if (withTime) return parseDateTime(text.trim().replace(' ', 'T').slice(0, 19))
    return parseDate(text.trim().slice(0, 10))
  } catch {
    return null
  }
}

/**
 * A date (dd-MM-yyyy) or date-time (dd-MM-yyyy HH:mm:ss) picker: typed
 * segment by segment or chosen in a calendar; sends yyyy-MM-dd[ HH:mm:ss].
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
}: {
  name: string
  label: string
  value: string | null
  onChange: (value: string) => void
  withTime?: boolean
  error?: string
  description?: string
  isRequired?: boolean
  isDisabled?: boolean
}) {
  const t = useT()
  const locale = useLocale()
  const current = fromModelValue(value, withTime)
  return (
    // Day-month-year order in both languages; separators are drawn as "-".
    <I18nProvider locale={locale === 'en' ? 'en-GB' : 'ro-RO'}>
      <AriaDatePicker<Value>
        name={name}
        value={current}
        onChange={(next) => onChange(toModelValue(next, withTime))}
        granularity={withTime ? 'second' : 'day'}
        hourCycle={24}
        shouldForceLeadingZeros
        isRequired={isRequired}
        isDisabled={isDisabled}
        isInvalid={!!error}
        validationBehavior="aria"
        className="group flex flex-col gap-1"
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
            className="ml-2 text-gray-400 outline-none hover:text-brand-600"
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
                    className="size-8 rounded-full leading-8 outline-none outside-month:text-gray-300 hover:bg-gray-100 selected:bg-brand-600 selected:text-white focus-visible:ring-2 focus-visible:ring-brand-500 dark:hover:bg-gray-700"
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

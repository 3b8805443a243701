import { lazy, useState } from 'react'
import { Deferred } from '~/components/ui/deferred'
import { Icon } from '~/components/ui/icon'
import { controlClasses } from '~/components/ui/field_classes'
import { PlainLabel, PlainMessages, usePlainField } from '~/components/ui/plain_field'
import { useT } from '~/lib/i18n'
import { useIntent } from '~/lib/use_intent'

import type {
  MultiSelectProps,
  Option,
  SelectBaseProps,
  SelectProps,
} from '~/components/ui/select_options'

export {
  CLOSE_AFTER_BLUR_MS,
  type MultiSelectProps,
  type Option,
  type SelectBaseProps,
  type SelectProps,
} from '~/components/ui/select_options'

// The react-aria combo box (list box, popover, collections: the heaviest part of a form page)
// loads when the user reaches for the field; until then an input that looks the same.
const SelectWidget = lazy(() =>
  import('~/components/ui/select_widget').then((module) => ({ default: module.SelectWidget }))
)
const MultiSelectWidget = lazy(() =>
  import('~/components/ui/select_widget').then((module) => ({
    default: module.MultiSelectWidget,
  }))
)

/**
 * The look of the field before its widget is there: label, an input that
 * keeps what is typed in it (handed over to the widget with the focus),
 * the open button's chevron, description and error.
 */
function StandIn({
  fields,
  shown,
  typed,
  onType,
  handlers,
  chosen,
  onRemove,
}: {
  fields: SelectBaseProps
  shown: string
  typed: string | undefined
  onType: (text: string) => void
  handlers: ReturnType<typeof useIntent>['handlers']
  chosen?: Option[]
  onRemove?: (value: Option['value']) => void
}) {
  const t = useT()
  const { label, error, description, isRequired, isDisabled, name } = fields
  const { id, describedBy } = usePlainField({ description, error })
  return (
    <div className="flex flex-col gap-1" data-field={name} {...handlers}>
      <PlainLabel htmlFor={id} isRequired={isRequired}>
        {label}
      </PlainLabel>
      <div className="relative">
        <input
          id={id}
          role="combobox"
          aria-expanded={false}
          aria-autocomplete="list"
          aria-required={isRequired || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          autoComplete="off"
          disabled={isDisabled}
          value={typed ?? shown}
          onChange={(event) => onType(event.target.value)}
          placeholder={t('ui.select_placeholder')}
          className={`${controlClasses} pr-9`}
        />
        {/* The open button, as react-aria's (out of the Tab order, named after the field). */}
        <button
          type="button"
          tabIndex={-1}
          aria-label={label}
          aria-haspopup="listbox"
          aria-expanded={false}
          disabled={isDisabled}
          className="absolute inset-y-0 right-0 flex items-center px-2 text-gray-400 outline-none"
        >
          <Icon name="chevron-down" className="size-4" />
        </button>
      </div>
      <PlainMessages id={id} description={description} error={error} />
      {chosen && chosen.length > 0 && (
        // As react-aria's TagGroup names them (a grid of one-cell rows), each with its remove
        // button, which works before the widget is there.
        <div role="grid" aria-label={label} className="order-2 flex flex-wrap gap-1.5">
          {chosen.map((option) => (
            <div key={option.value} role="row" aria-label={option.label}>
              <div
                role="gridcell"
                className="flex items-center gap-1 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-700 dark:bg-gray-700 dark:text-gray-100"
              >
                {option.label}
                <button
                  type="button"
                  tabIndex={-1}
                  aria-label={t('ui.tags.remove', { tag: option.label })}
                  onClick={() => onRemove?.(option.value)}
                  className="rounded-full px-1"
                >
                  ×
                </button>
              </div>
            </div>
          ))}
        </div>
      )}
    </div>
  )
}

/** The intent of a select rendered with autoFocus: the widget at once, focused. */
const FOCUSED = { open: false, focus: true }

/**
 * A searchable single select (type to filter the options). A light input at
 * once; the react-aria combo box on the first hover, focus or press, with
 * the text typed so far and the focus.
 */
export function Select(props: SelectProps) {
  const { intent, handlers } = useIntent()
  const [typed, setTyped] = useState<string>()
  const shown = props.options.find((option) => option.value === props.value)?.label ?? ''
  const standIn = (
    <StandIn fields={props} shown={shown} typed={typed} onType={setTyped} handlers={handlers} />
  )
  // The stand-in stays mounted (with its focus) while the chunk loads; autoFocus loads it at once.
  return (
    <Deferred
      intent={intent ?? (props.autoFocus ? FOCUSED : null)}
      standIn={standIn}
      widget={(intent) => <SelectWidget {...props} typed={typed} autoFocus={intent.focus} />}
    />
  )
}

/**
 * A searchable multi select: chosen options show as removable tags above the
 * search input. Loads like Select.
 */
export function MultiSelect(props: MultiSelectProps) {
  const { intent, handlers } = useIntent()
  const [typed, setTyped] = useState<string>()
  const chosen = props.options.filter((option) => props.value.includes(option.value))
  const standIn = (
    <div className="flex flex-col gap-1">
      <StandIn
        fields={props}
        shown=""
        typed={typed}
        onType={setTyped}
        handlers={handlers}
        chosen={chosen}
        onRemove={(removed) => props.onChange(props.value.filter((item) => item !== removed))}
      />
    </div>
  )
  // The stand-in stays mounted (with its focus) while the chunk loads; autoFocus loads it at once.
  return (
    <Deferred
      intent={intent ?? (props.autoFocus ? FOCUSED : null)}
      standIn={standIn}
      widget={(intent) => <MultiSelectWidget {...props} typed={typed} autoFocus={intent.focus} />}
    />
  )
}

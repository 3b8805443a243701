import { useContext, useEffect, useRef, useState } from 'react'
import { Button as AriaButton } from 'react-aria-components/Button'
import { ComboBox, type ComboBoxProps, ComboBoxStateContext } from 'react-aria-components/ComboBox'
import { Input } from 'react-aria-components/Input'
import { ListBox, ListBoxItem } from 'react-aria-components/ListBox'
import { Popover } from 'react-aria-components/Popover'
import { Icon } from '~/components/ui/icon'
import { controlClasses, FieldLabel, FieldMessages } from '~/components/ui/field'
import { useT } from '~/lib/i18n'

/** How long the list stays open after focus leaves the field (the spec's delay). */
export const CLOSE_AFTER_BLUR_MS = 200

/** An option as the server sends it. */
export type Option = {
  value: string | number
  label: string
  /** What tells apart options of the same label (a product's number and price), shown beside it. */
  detail?: string
}

export type SelectBaseProps = {
  name?: string
  label: string
  options: Option[]
  error?: string
  description?: string
  isRequired?: boolean
  isDisabled?: boolean
  emptyText?: string
  /** Focus on mount (the list then opens, as on any focus). */
  autoFocus?: boolean
}

export type SelectProps = SelectBaseProps & {
  value: string | number | null
  onChange: (value: string | number | null) => void
}

/** An option's text to react-aria: what typing matches, and what the input shows once it is chosen. */
const labelAndDetail = (option: Option) =>
  option.detail ? `${option.label} ${option.detail}` : option.label

/**
 * The spec keeps the list open a moment after focus leaves the field (react-aria closes it at
 * once): `start` when focus leaves an open list, `stop` when it comes back.
 */
function useLingerAfterBlur() {
  const [isLingering, setLingering] = useState(false)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])
  return {
    isLingering,
    start: () => {
      clearTimeout(timer.current)
      setLingering(true)
      timer.current = setTimeout(() => setLingering(false), CLOSE_AFTER_BLUR_MS)
    },
    stop: () => {
      clearTimeout(timer.current)
      setLingering(false)
    },
  }
}

const popoverClasses =
  'max-h-64 w-(--trigger-width) overflow-auto rounded-lg border border-gray-200 bg-white p-1 shadow-lg dark:border-gray-700 dark:bg-gray-800'
const itemClasses =
  'cursor-pointer rounded px-3 py-2 text-sm outline-none focus:bg-brand-50 selected:font-semibold dark:focus:bg-gray-700'

function OptionList({
  emptyText,
  textOf,
  lingering,
}: {
  emptyText: string
  textOf: (option: Option) => string
  lingering: boolean
}) {
  const state = useContext(ComboBoxStateContext)
  return (
    // Open while the ComboBox is, and for CLOSE_AFTER_BLUR_MS after focus left it.
    <Popover isOpen={!!state?.isOpen || lingering} className={popoverClasses}>
      <ListBox<Option>
        className="outline-none"
        renderEmptyState={() => (
          <p className="px-3 py-2 text-sm text-gray-500 dark:text-gray-400">{emptyText}</p>
        )}
      >
        {(option) => (
          <ListBoxItem id={option.value} textValue={textOf(option)} className={itemClasses}>
            {option.label}
            {option.detail && (
              <>
                {' '}
                <span className="text-xs text-gray-500 dark:text-gray-400">{option.detail}</span>
              </>
            )}
          </ListBoxItem>
        )}
      </ListBox>
    </Popover>
  )
}

function ComboInput({
  label,
  onLeave,
  onReturn,
  choices,
}: {
  label: string
  onLeave: () => void
  onReturn: () => void
  choices: number
}) {
  const t = useT()
  const state = useContext(ComboBoxStateContext)
  const unfocusAfterChoice = useRef(false)
  const [seenChoices, setSeenChoices] = useState(choices)
  if (seenChoices !== choices) {
    setSeenChoices(choices)
    unfocusAfterChoice.current = true
  }
  const focusedKey = state?.selectionManager.focusedKey
  useEffect(() => {
    // After a choice that keeps the list open, react-aria highlights the option after the
    // chosen one (it left the list): nothing stays highlighted, so Tab chooses nothing more.
    if (unfocusAfterChoice.current && focusedKey != null) {
      state?.selectionManager.setFocusedKey(null)
    }
  }, [focusedKey, choices, state])
  return (
    <div className="relative">
      <Input
        className={`${controlClasses} pr-9`}
        placeholder={t('ui.select_placeholder')}
        onKeyDown={() => {
          unfocusAfterChoice.current = false
        }}
        onFocus={onReturn}
        onBlur={() => {
          if (state?.isOpen) onLeave()
        }}
      />
      <AriaButton
        aria-label={label}
        className="absolute inset-y-0 right-0 flex items-center px-2 text-gray-400 outline-none"
      >
        <Icon name="chevron-down" className="size-4" />
      </AriaButton>
    </div>
  )
}

/** What Select, MultiSelect and SearchSelect do differently: their items and what a choice does. */
type ComboChoice = Pick<
  ComboBoxProps<Option>,
  | 'defaultItems'
  | 'items'
  | 'selectedKey'
  | 'onSelectionChange'
  | 'inputValue'
  | 'onInputChange'
  | 'defaultInputValue'
  | 'onKeyDown'
  | 'onOpenChange'
>

/**
 * The searchable field of Select, MultiSelect (multi_select.tsx) and SearchSelect
 * (search_select.tsx): label, input with its open button, description and error, and the
 * option list that opens on focus and closes shortly after focus leaves.
 */
export function ComboField({
  label,
  error,
  description,
  isRequired,
  isDisabled,
  emptyText,
  name,
  className,
  autoFocus,
  keepOpen = false,
  textOf = labelAndDetail,
  ...choice
}: Omit<SelectBaseProps, 'options'> &
  ComboChoice & {
    className: string
    /** The list stays open after a choice, for the next one (multi select). */
    keepOpen?: boolean
    /** An option's text (default: its label and detail, so that typing matches either). */
    textOf?: (option: Option) => string
  }) {
  const t = useT()
  const linger = useLingerAfterBlur()
  const [choices, setChoices] = useState(0)
  return (
    <ComboBox<Option>
      {...choice}
      onSelectionChange={(key) => {
        choice.onSelectionChange?.(key)
        if (keepOpen && key !== null) setChoices((count) => count + 1)
      }}
      name={name}
      // The field's name on the whole control: the input a user types in has none (the
      // hidden input that carries the value has it), tests/forms reads it from here.
      data-field={name}
      menuTrigger="focus"
      autoFocus={autoFocus}
      allowsEmptyCollection
      isRequired={isRequired}
      isDisabled={isDisabled}
      isInvalid={!!error}
      validationBehavior="aria"
      className={className}
    >
      <FieldLabel isRequired={isRequired}>{label}</FieldLabel>
      <ComboInput label={label} onLeave={linger.start} onReturn={linger.stop} choices={choices} />
      <FieldMessages description={description} error={error} />
      <OptionList
        emptyText={emptyText ?? t('ui.no_results')}
        textOf={textOf}
        lingering={linger.isLingering}
      />
    </ComboBox>
  )
}

/** A searchable single select (type to filter the options): react-aria's ComboBox. */
export function Select({ options, value, onChange, ...fields }: SelectProps) {
  return (
    <ComboField
      {...fields}
      defaultItems={options}
      selectedKey={value}
      onSelectionChange={(key) =>
        onChange(key === null ? null : (options.find((o) => o.value === key)?.value ?? key))
      }
      className="flex flex-col gap-1"
    />
  )
}

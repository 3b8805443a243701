import { useEffect, useRef, useState } from 'react'
import type { Key } from 'react-aria-components'
import { ComboField, type Option, type SelectBaseProps } from '~/components/ui/select'
import { useDebouncedCallback } from '~/lib/use_debounce'
import { useT } from '~/lib/i18n'
import { fetchList } from '~/lib/fetch_list'

/** The server is asked this long after typing stops. */
export const SEARCH_DEBOUNCE_MS = 300

export type SearchSelectProps = Omit<SelectBaseProps, 'options'> & {
  /** A JSON route (no query string) answering `Option[]` for `?q=` the text typed. */
  url: string
  /** Null, or the value of an option chosen in this field. */
  value: string | number | null
  onChange: (value: string | number | null) => void
}

/** The input shows the chosen option's label only (the server did the matching, by e-mail too). */
const labelOnly = (option: Option) => option.label

/**
 * A select whose options the server finds (too many to send with the page): the kit's
 * ComboField with the options of the text typed, asked once typing pauses (the
 * previous request aborted); opening the list asks for the first options. The chosen
 * option's label stays in the input.
 */
export function SearchSelect({ url, value, onChange, emptyText, ...fields }: SearchSelectProps) {
  const t = useT()
  const [inputValue, setInputValue] = useState('')
  const [items, setItems] = useState<Option[]>([])
  const [searching, setSearching] = useState(false)
  const [chosen, setChosen] = useState<Option | null>(null)
  const pending = useRef<AbortController | null>(null)

  // The form changed the value itself (a reset after a submit): the field forgets its choice.
  const [seenValue, setSeenValue] = useState(value)
  if (value !== seenValue) {
    setSeenValue(value)
    if (value !== chosen?.value) {
      setChosen(null)
      setInputValue('')
    }
  }

  useEffect(() => () => pending.current?.abort(), [])

  const ask = useDebouncedCallback((text: string) => {
    const controller = new AbortController()
    pending.current = controller
    fetchList<Option>(`${url}?${new URLSearchParams({ q: text })}`, controller.signal)
      .catch(() => [])
      .then((found) => {
        if (controller.signal.aborted) return
        setItems(found)
        setSearching(false)
      })
  }, SEARCH_DEBOUNCE_MS)

  /** Until the answer for `text` is there, the list says "Se caută…". */
  function search(text: string) {
    pending.current?.abort()
    setItems([])
    setSearching(true)
    ask(text.trim())
  }

  function stopSearching() {
    ask.cancel()
    pending.current?.abort()
    setSearching(false)
  }

  function onInputChange(text: string) {
    // The chosen option picked again: react-aria writes its label back, nothing to search.
    if (chosen && text === chosen.label) {
      setInputValue(text)
      return
    }
    setInputValue(text)
    if (text === '' && chosen) {
      setChosen(null)
      onChange(null)
    }
    search(text)
  }

  function onSelectionChange(key: Key | null) {
    stopSearching()
    const option = items.find((item) => item.value === key)
    if (!option) {
      // Closed without a choice: the input shows the chosen option again (or nothing).
      setInputValue(chosen?.label ?? '')
      return
    }
    setChosen(option)
    setInputValue(option.label)
    if (option.value !== value) onChange(option.value)
  }

  return (
    <ComboField
      {...fields}
      items={items}
      inputValue={inputValue}
      onInputChange={onInputChange}
      selectedKey={value}
      onSelectionChange={onSelectionChange}
      onOpenChange={(isOpen, trigger) => {
        // Opened by focus or its button: the first options, as a select shows all of its own.
        if (isOpen && trigger !== 'input') search('')
      }}
      textOf={labelOnly}
      emptyText={searching ? t('ui.searching') : emptyText}
      className="flex flex-col gap-1"
    />
  )
}

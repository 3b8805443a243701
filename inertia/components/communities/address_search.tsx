import { useRef, useState } from 'react'
import { ComboBox, Input, ListBox, ListBoxItem, Popover } from 'react-aria-components'
import { controlClasses, FieldLabel, FieldMessages } from '~/components/ui/field'
import { useDebouncedCallback } from '~/lib/use_debounce'
import { fetchList } from '~/lib/fetch_list'
import { useT } from '~/lib/i18n'
import type { GeoSuggestion } from '@shared/blocks'
import { urlFor } from '~/client'

export type { GeoSuggestion }

export const ADDRESS_DEBOUNCE_MS = 500
export const ADDRESS_MIN_LENGTH = 3

/** How a place reads in the list and in the input. */
export function placeLabel(place: Pick<GeoSuggestion, 'name' | 'street' | 'city' | 'country'>) {
  return [place.name, place.street !== place.name ? place.street : '', place.city, place.country]
    .filter(Boolean)
    .join(', ')
}

/** Asks the server for suggestions; [] on any failure (the server logs its own). */
export function fetchSuggestions(query: string, signal?: AbortSignal) {
  return fetchList<GeoSuggestion>(urlFor('geocode', undefined, { qs: { q: query } }), signal)
}

/**
 * The address search of the Contact tab (a react-aria ComboBox): suggestions
 * from the configured geocoder, asked once typing pauses; picking
 * one hands the place to `onPick`.
 */
export function AddressSearch({
  label,
  onPick,
  error,
  description,
  search = fetchSuggestions,
}: {
  label: string
  onPick: (place: GeoSuggestion) => void
  error?: string
  description?: string
  search?: (query: string, signal?: AbortSignal) => Promise<GeoSuggestion[]>
}) {
  const t = useT()
  const [inputValue, setInputValue] = useState('')
  const [places, setPlaces] = useState<GeoSuggestion[]>([])
  // "No addresses" is shown only once a search has answered with none.
  const [nothingFound, setNothingFound] = useState(false)
  const show = (found: GeoSuggestion[]) => {
    setPlaces(found)
    setNothingFound(found.length === 0)
  }
  const pending = useRef<AbortController | null>(null)
  const picked = useRef<string | null>(null)

  const ask = useDebouncedCallback((query: string) => {
    pending.current?.abort()
    const controller = new AbortController()
    pending.current = controller
    search(query, controller.signal)
      .then((found) => {
        if (!controller.signal.aborted) show(found)
      })
      .catch(() => {
        if (!controller.signal.aborted) show([])
      })
  }, ADDRESS_DEBOUNCE_MS)

  // One entry per label (the label is the key).
  const items = [...new Set(places.map(placeLabel))].map((label) => ({ id: label, label }))

  function onInputChange(text: string) {
    setInputValue(text)
    // The text of a place just picked is not a new search.
    if (text === picked.current) return
    picked.current = null
    if (text.trim().length >= ADDRESS_MIN_LENGTH) ask(text.trim())
    else {
      ask.cancel()
      setPlaces([])
      setNothingFound(false)
    }
  }

  function onSelectionChange(key: string) {
    const place = places.find((candidate) => placeLabel(candidate) === key)
    if (!place) return
    // react-aria puts the place's text in the input and closes the list.
    picked.current = placeLabel(place)
    onPick(place)
  }

  return (
    <ComboBox
      items={items}
      inputValue={inputValue}
      onInputChange={onInputChange}
      onSelectionChange={(key) => {
        if (key !== null) onSelectionChange(String(key))
      }}
      allowsCustomValue
      menuTrigger="input"
      allowsEmptyCollection
      isInvalid={!!error}
      validationBehavior="aria"
      className="flex flex-col gap-1 sm:col-span-2"
    >
      <FieldLabel>{label}</FieldLabel>
      <Input className={controlClasses} placeholder={t('community_settings.contact.search')} />
      <FieldMessages description={description} error={error} />
      <Popover className="max-h-64 w-(--trigger-width) overflow-auto rounded-lg border border-gray-200 bg-white p-1 shadow-lg dark:border-gray-700 dark:bg-gray-800">
        <ListBox<{ id: string; label: string }>
          className="outline-none"
          renderEmptyState={() => (
            <p className="px-3 py-2 text-sm text-gray-500 dark:text-gray-400">
              {t(
                nothingFound
                  ? 'community_settings.contact.no_suggestions'
                  : inputValue.trim().length < ADDRESS_MIN_LENGTH
                    ? 'community_settings.contact.search_hint'
                    : 'community_settings.contact.searching'
              )}
            </p>
          )}
        >
          {(item) => (
            <ListBoxItem
              id={item.id}
              textValue={item.label}
              className="cursor-pointer rounded px-3 py-2 text-sm outline-none focus:bg-brand-50 dark:focus:bg-gray-700"
            >
              {item.label}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </ComboBox>
  )
}

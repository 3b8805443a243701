import { lazy, useRef, useState } from 'react'
import { Deferred } from '~/components/ui/deferred'
import { controlClasses } from '~/components/ui/field_classes'
import { PlainLabel, PlainMessages, usePlainField } from '~/components/ui/plain_field'
import { useIntent } from '~/lib/use_intent'
import { useDebouncedCallback } from '~/lib/use_debounce'
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
export async function fetchSuggestions(query: string, signal?: AbortSignal) {
  const response = await fetch(urlFor('geocode', undefined, { qs: { q: query } }), {
    headers: { Accept: 'application/json' },
    credentials: 'same-origin',
    signal,
  })
  if (response.status === 401) {
    window.location.assign(urlFor('session.create'))
    return []
  }
  if (!response.ok) return []
  return (await response.json()) as GeoSuggestion[]
}

// The react-aria combo box (popover, list box, collections: ~50 KB) loads when the user
// reaches for the field; until then an input that looks the same and keeps what is typed.
const AddressComboBox = lazy(() => import('~/components/communities/address_combo_box'))

/**
 * The address search of the Contact tab (a react-aria ComboBox): suggestions
 * from the configured geocoder, asked for 500 ms after typing stops; picking
 * one hands the place to `onPick`. Until the first hover, focus or press it is
 * a plain input (`useIntent`) whose text the combo box then takes over.
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
  const { intent, handlers } = useIntent()
  const { id, describedBy } = usePlainField({ description, error })
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

  const placeholder = t('community_settings.contact.search')
  const standIn = (
    <div className="flex flex-col gap-1 sm:col-span-2" {...handlers}>
      <PlainLabel htmlFor={id}>{label}</PlainLabel>
      <input
        id={id}
        role="combobox"
        aria-expanded={false}
        aria-autocomplete="list"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        autoComplete="off"
        value={inputValue}
        onChange={(event) => onInputChange(event.target.value)}
        placeholder={placeholder}
        className={controlClasses}
      />
      <PlainMessages id={id} description={description} error={error} />
    </div>
  )
  return (
    <Deferred
      intent={intent}
      standIn={standIn}
      widget={(intent) => (
        <AddressComboBox
          label={label}
          placeholder={placeholder}
          error={error}
          description={description}
          items={items}
          inputValue={inputValue}
          onInputChange={onInputChange}
          onSelectionChange={onSelectionChange}
          emptyText={t(
            nothingFound
              ? 'community_settings.contact.no_suggestions'
              : inputValue.trim().length < ADDRESS_MIN_LENGTH
                ? 'community_settings.contact.search_hint'
                : 'community_settings.contact.searching'
          )}
          autoFocus={intent.focus}
        />
      )}
    />
  )
}

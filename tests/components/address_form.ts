/**
 * The address forms' tests (a community's Contact form, an event's Contact tab): the geocoder
 * answering every search with one place, and the steps a user takes to pick it.
 */
import { screen, waitFor } from '@testing-library/react'
import type { UserEvent } from '@testing-library/user-event'
import { afterEach, beforeEach, expect, vi } from 'vitest'
import type { GeoSuggestion } from '~/components/communities/address_search'
import { formMock } from './ui/helpers'

/** `fetch` answers every search with `place` in each test of the file; the form's posts cleared. */
export function useGeocoder(place: GeoSuggestion) {
  const fetchMock = vi.fn(async (_url: string) => Response.json([place]))
  beforeEach(() => {
    formMock.post.mockClear()
    fetchMock.mockClear()
    vi.stubGlobal('fetch', fetchMock)
  })
  afterEach(() => {
    vi.unstubAllGlobals()
  })
  return fetchMock
}

export const textbox = (name: string) => screen.getByRole('textbox', { name })

/** Clicks Salvează; returns the `contact` block the form posts. */
export async function save(user: UserEvent) {
  await user.click(screen.getByRole('button', { name: 'Salvează' }))
  return (formMock.post.mock.calls.at(-1)?.[1] as { contact: Record<string, unknown> }).contact
}

/** Types `query` in the address search, waits for its one search and picks the option `name`. */
export async function pickPlace(user: UserEvent, query: string, name: RegExp) {
  await user.type(screen.getByRole('combobox', { name: 'Caută adresa' }), query)
  await waitFor(() => expect(fetch).toHaveBeenCalledOnce(), { timeout: 1500 })
  await user.click(await screen.findByRole('option', { name }))
}

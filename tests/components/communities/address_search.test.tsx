import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, test, vi } from 'vitest'
import {
  AddressSearch,
  placeLabel,
  type GeoSuggestion,
} from '~/components/communities/address_search'

const PLACE: GeoSuggestion = {
  name: 'Primăria Cluj-Napoca',
  street: 'Calea Moților 3',
  city: 'Cluj-Napoca',
  country: 'România',
  latitude: 46.7693,
  longitude: 23.5899,
}

const box = () => screen.getByRole('combobox', { name: 'Caută adresa' })

describe('AddressSearch', () => {
  test('asks once, 500 ms after typing stops, and hands the picked place over', async () => {
    const user = userEvent.setup()
    const search = vi.fn(async () => [PLACE])
    const onPick = vi.fn()
    render(<AddressSearch label="Caută adresa" onPick={onPick} search={search} />)
    await user.type(box(), 'Primăria Cluj')
    expect(search).not.toHaveBeenCalled()
    await waitFor(() => expect(search).toHaveBeenCalledOnce(), { timeout: 1500 })
    expect(search).toHaveBeenCalledWith('Primăria Cluj', expect.any(AbortSignal))

    const option = await screen.findByRole('option', { name: placeLabel(PLACE) })
    await user.click(option)
    expect(onPick).toHaveBeenCalledWith(PLACE)
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument())
    expect(box()).toHaveValue('Primăria Cluj-Napoca, Calea Moților 3, Cluj-Napoca, România')
    // The picked place's text is not searched again.
    await new Promise((resolve) => setTimeout(resolve, 700))
    expect(search).toHaveBeenCalledOnce()
  })

  test('fewer than 3 characters ask nothing; no places says so', async () => {
    const user = userEvent.setup()
    const search = vi.fn(async () => [] as GeoSuggestion[])
    render(<AddressSearch label="Caută adresa" onPick={() => {}} search={search} />)
    await user.type(box(), 'Cl')
    await new Promise((resolve) => setTimeout(resolve, 700))
    expect(search).not.toHaveBeenCalled()
    await user.type(box(), 'uj')
    await waitFor(() => expect(search).toHaveBeenCalledOnce(), { timeout: 1500 })
    expect(await screen.findByText('Nu au fost găsite adrese')).toBeInTheDocument()
  })

  test('shows the server error under the field', () => {
    render(
      <AddressSearch
        label="Caută adresa"
        onPick={() => {}}
        error="Câmpul adresă este obligatoriu."
        search={async () => []}
      />
    )
    expect(screen.getByText('Câmpul adresă este obligatoriu.')).toBeInTheDocument()
    expect(screen.getByRole('combobox', { name: 'Caută adresa' })).toHaveAttribute(
      'aria-invalid',
      'true'
    )
  })
})

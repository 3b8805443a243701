import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { ContactTab, type EventContact } from '~/components/events/contact_tab'
import { formMock } from '../ui/helpers'

vi.mock('@inertiajs/react', async () => (await import('../ui/helpers')).inertiaMock)

const PLACE = {
  name: 'Piața Unirii',
  street: 'Piața Unirii',
  city: 'Cluj-Napoca',
  country: 'România',
  latitude: 46.7694,
  longitude: 23.5899,
}

const fetchMock = vi.fn(async (_url: string) => Response.json([PLACE]))

beforeEach(() => {
  formMock.post.mockClear()
  fetchMock.mockClear()
  vi.stubGlobal('fetch', fetchMock)
})
afterEach(() => {
  vi.unstubAllGlobals()
})

const EMPTY: EventContact = {
  profile: { first_name: '', last_name: '', email: '', phone_number: '' },
  address: '',
  entrance: '',
  floor: '',
  apartment: '',
  latitude: null,
  longitude: null,
}

const textbox = (name: string) => screen.getByRole('textbox', { name })
const sent = () => formMock.post.mock.calls.at(-1)?.[1] as { contact: Record<string, unknown> }

describe('the event editor’s Contact tab', () => {
  test('a picked place sets the address, its coordinates and address_changed; typing over it drops them', async () => {
    const user = userEvent.setup()
    render(<ContactTab uid="ev-1" contact={EMPTY} geocoder />)
    await user.type(textbox('Prenume'), 'Ioana')
    await user.type(screen.getByRole('combobox', { name: 'Caută adresa' }), 'Piața Unirii')
    await waitFor(() => expect(fetchMock).toHaveBeenCalledOnce(), { timeout: 1500 })
    await user.click(await screen.findByRole('option', { name: /Piața Unirii, Cluj-Napoca/ }))
    expect(textbox('Adresă')).toHaveValue('Piața Unirii, Cluj-Napoca, România')
    expect(screen.getByTestId('coordinates')).toHaveTextContent('46.7694, 23.5899')
    await user.type(textbox('Apartament'), '14')

    await user.click(screen.getByRole('button', { name: 'Salvează' }))
    expect(formMock.post.mock.calls.at(-1)?.[0]).toBe('/events/ev-1/edit/contact')
    expect(sent().contact).toMatchObject({
      profile: { first_name: 'Ioana' },
      address: 'Piața Unirii, Cluj-Napoca, România',
      apartment: '14',
      latitude: 46.7694,
      longitude: 23.5899,
      address_changed: true,
    })

    await user.type(textbox('Adresă'), ' 5')
    expect(screen.queryByTestId('coordinates')).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Salvează' }))
    expect(sent().contact).toMatchObject({
      address: 'Piața Unirii, Cluj-Napoca, România 5',
      latitude: null,
      longitude: null,
      address_changed: false,
    })
  })

  test('without a geocoder there is no search; the place is typed by hand', () => {
    render(<ContactTab uid="ev-1" contact={EMPTY} geocoder={false} />)
    expect(screen.queryByRole('combobox', { name: 'Caută adresa' })).not.toBeInTheDocument()
    expect(textbox('Adresă')).toHaveValue('')
  })
})

import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, test } from 'vitest'
import { ContactTab, type EventContact } from '~/components/events/contact_tab'
import { formMock } from '../ui/helpers'
import { pickPlace, save, textbox, useGeocoder } from '../address_form'

const PLACE = {
  name: 'Piața Unirii',
  street: 'Piața Unirii',
  city: 'Cluj-Napoca',
  country: 'România',
  latitude: 46.7694,
  longitude: 23.5899,
}

useGeocoder(PLACE)

const EMPTY: EventContact = {
  profile: { first_name: '', last_name: '', email: '', phone_number: '' },
  address: '',
  entrance: '',
  floor: '',
  apartment: '',
  latitude: null,
  longitude: null,
}

describe('the event editor’s Contact tab', () => {
  test('a picked place sets the address, its coordinates and address_changed; typing over it drops them', async () => {
    const user = userEvent.setup()
    render(<ContactTab uid="ev-1" contact={EMPTY} geocoder />)
    await user.type(textbox('Prenume'), 'Ioana')
    await pickPlace(user, 'Piața Unirii', /Piața Unirii, Cluj-Napoca/)
    expect(textbox('Adresă')).toHaveValue('Piața Unirii, Cluj-Napoca, România')
    expect(screen.getByTestId('coordinates')).toHaveTextContent('46.7694, 23.5899')
    await user.type(textbox('Apartament'), '14')

    expect(await save(user)).toMatchObject({
      profile: { first_name: 'Ioana' },
      address: 'Piața Unirii, Cluj-Napoca, România',
      apartment: '14',
      latitude: 46.7694,
      longitude: 23.5899,
      address_changed: true,
    })
    expect(formMock.post.mock.calls.at(-1)?.[0]).toBe('/events/ev-1/edit/contact')

    await user.type(textbox('Adresă'), ' 5')
    expect(screen.queryByTestId('coordinates')).not.toBeInTheDocument()
    expect(await save(user)).toMatchObject({
      address: 'Piața Unirii, Cluj-Napoca, România 5',
      latitude: null,
      longitude: null,
      address_changed: false,
    })
  })

  test('without a geocoder there is no search; the field says why and the place typed is saved', async () => {
    const user = userEvent.setup()
    render(<ContactTab uid="ev-1" contact={EMPTY} geocoder={false} />)
    expect(screen.queryByRole('combobox', { name: 'Caută adresa' })).not.toBeInTheDocument()
    expect(textbox('Adresă')).toHaveValue('')
    expect(textbox('Adresă')).toHaveAccessibleDescription(/cer un geocoder.*GEOCODER=nominatim/)
    await user.type(textbox('Adresă'), 'Sala Mare, Str. Lungă 4')
    expect(await save(user)).toMatchObject({ address: 'Sala Mare, Str. Lungă 4', latitude: null })
  })

  test('with a geocoder the address field has no word about one', () => {
    render(<ContactTab uid="ev-1" contact={EMPTY} geocoder />)
    expect(textbox('Adresă')).not.toHaveAccessibleDescription(/geocoder/)
  })
})

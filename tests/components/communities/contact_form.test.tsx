import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, test } from 'vitest'
import { ContactForm } from '~/components/communities/contact_form'
import { formMock } from '../ui/helpers'
import { pickPlace, save, textbox, useGeocoder } from '../address_form'

const PLACE = {
  name: 'Primăria Cluj-Napoca',
  street: 'Calea Moților 3',
  city: 'Cluj-Napoca',
  country: 'România',
  latitude: 46.7693,
  longitude: 23.5899,
}

const fetchMock = useGeocoder(PLACE)

describe('ContactForm', () => {
  test('without a geocoder the address is typed by hand; the country defaults to România', async () => {
    const user = userEvent.setup()
    render(
      <ContactForm
        address={{}}
        latitude={null}
        longitude={null}
        geocoder={false}
        url="/c/edit/contact"
      />
    )
    expect(screen.queryByRole('combobox', { name: 'Caută adresa' })).not.toBeInTheDocument()
    expect(textbox('Țară')).toHaveValue('România')
    // The field says why there are no suggestions and which setting turns them on.
    expect(textbox('Adresă (denumire sau stradă)')).toHaveAccessibleDescription(
      /cer un geocoder.*GEOCODER=nominatim.*se salvează așa cum este/
    )
    await user.type(textbox('Adresă (denumire sau stradă)'), 'Strada Mare 1')
    await user.type(textbox('Etaj'), '2')
    expect(await save(user)).toMatchObject({
      address: 'Strada Mare 1',
      country: 'România',
      floor: '2',
      latitude: null,
      longitude: null,
      address_changed: false,
    })
    expect(formMock.post.mock.calls.at(-1)?.[0]).toBe('/c/edit/contact')
  })

  test('with a geocoder a picked place fills the fields and brings its coordinates', async () => {
    const user = userEvent.setup()
    render(
      <ContactForm address={{}} latitude={null} longitude={null} geocoder url="/c/edit/contact" />
    )
    await pickPlace(user, 'Primăria Cluj', /Primăria Cluj-Napoca/)
    expect(fetchMock.mock.calls[0][0]).toBe('/geocode?q=Prim%C4%83ria%20Cluj')
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument())
    expect(textbox('Adresă (denumire sau stradă)')).toHaveValue('Primăria Cluj-Napoca')
    expect(textbox('Localitate')).toHaveValue('Cluj-Napoca')
    expect(screen.getByTestId('coordinates')).toHaveTextContent('46.7693, 23.5899')

    expect(await save(user)).toMatchObject({
      address: 'Primăria Cluj-Napoca',
      street: 'Calea Moților 3',
      latitude: 46.7693,
      longitude: 23.5899,
      address_changed: true,
    })

    // Typed over by hand, the place loses its coordinates.
    await user.type(textbox('Localitate'), ' Centru')
    expect(screen.queryByTestId('coordinates')).not.toBeInTheDocument()
    expect(await save(user)).toMatchObject({
      city: 'Cluj-Napoca Centru',
      latitude: null,
      longitude: null,
      address_changed: false,
    })
  })
})

import { render, screen } from '@testing-library/react'
import { describe, expect, test } from 'vitest'
import { EventForm, type EventFormOptions } from '~/components/events/event_form'

const options: EventFormOptions = {
  event_visibility: [{ value: 'public', label: 'Public' }],
  event_type: [{ value: 'workshop', label: 'Atelier' }],
  event_promo: [{ value: 'early_bird', label: 'Înscriere timpurie' }],
  products: [],
  rate: { eurron: 5, date: null },
}

describe('the event form', () => {
  test('the promo select is optional, with a Romanian hint under it', () => {
    render(<EventForm mode="create" action="/events" initial={null} options={options} />)
    expect(
      screen.getByText(
        'Opțional: eticheta de promoție afișată pe eveniment (de exemplu „Înscriere timpurie”).'
      )
    ).toBeInTheDocument()
  })
})

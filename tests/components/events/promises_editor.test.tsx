import { useState } from 'react'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, test } from 'vitest'
import { PromisesEditor } from '~/components/events/promises_editor'
import { EventForm } from '~/components/events/event_form'
import { formMock } from '../ui/helpers'

afterEach(() => {
  formMock.post.mockReset()
  formMock.errors = {}
})

/** The editor holding its promises like the form does. */
function Promises({ errors = {} }: { errors?: Record<string, string> }) {
  const [promises, setPromises] = useState<string[]>([''])
  return <PromisesEditor value={promises} onChange={setPromises} errors={errors} />
}

const fields = () => screen.getAllByRole('textbox', { name: /^Promisiunea \d/ })
const removeButtons = () => screen.queryAllByRole('button', { name: /^Elimină promisiunea/ })
const addButton = () => screen.queryByRole('button', { name: 'Adaugă promisiune' })

describe('PromisesEditor', () => {
  test('up to 5 promises; the remove control only while more than one exists', async () => {
    const user = userEvent.setup()
    render(<Promises />)
    expect(fields()).toHaveLength(1)
    expect(removeButtons()).toHaveLength(0)

    await user.click(addButton()!)
    expect(fields()).toHaveLength(2)
    expect(removeButtons()).toHaveLength(2)

    for (let i = 0; i < 3; i++) await user.click(addButton()!)
    expect(fields()).toHaveLength(5)
    expect(addButton()).toBeNull()

    await user.type(fields()[1], 'A doua')
    await user.click(screen.getByRole('button', { name: 'Elimină promisiunea 1' }))
    expect(fields()).toHaveLength(4)
    expect(fields()[0]).toHaveValue('A doua')
    expect(addButton()).not.toBeNull()

    for (let i = 0; i < 3; i++) await user.click(removeButtons()[0])
    expect(fields()).toHaveLength(1)
    expect(removeButtons()).toHaveLength(0)
  })

  test("each promise shows its own error, the list's error under the list", () => {
    render(
      <Promises
        errors={{
          'promises.0': 'O promisiune poate avea cel mult 200 de caractere.',
          'promises': 'Poți adăuga cel mult 5 promisiuni.',
        }}
      />
    )
    expect(fields()[0]).toHaveAccessibleDescription(
      'O promisiune poate avea cel mult 200 de caractere.'
    )
    expect(screen.getByRole('alert')).toHaveTextContent('Poți adăuga cel mult 5 promisiuni.')
  })
})

describe('EventForm', () => {
  const options = {
    event_visibility: [{ value: 'public', label: 'Public' }],
    event_type: [{ value: 'workshop', label: 'Atelier' }],
    event_promo: [{ value: 'none', label: 'Fără promoție' }],
    products: [],
    rate: { eurron: 5, date: null },
  }

  test('empty promises are dropped before the form is sent', async () => {
    const user = userEvent.setup()
    render(<EventForm mode="create" action="/events" initial={null} options={options} />)
    await user.type(fields()[0], 'Materiale incluse')
    await user.click(addButton()!)
    await user.click(addButton()!)
    await user.type(fields()[2], '  Prânz  ')
    await user.click(screen.getByRole('button', { name: 'Creează evenimentul' }))
    expect(formMock.post).toHaveBeenCalledTimes(1)
    const [url, sent] = formMock.post.mock.calls[0]
    expect(url).toBe('/events')
    expect(sent.promises).toEqual(['Materiale incluse', 'Prânz'])
    expect(sent.contact.profile).toEqual({
      first_name: '',
      last_name: '',
      email: '',
      phone_number: '',
    })
  })

  test('the edit mode has no contact fieldset and counts the short texts', () => {
    render(
      <EventForm
        mode="edit"
        action="/events/x/edit"
        initial={{
          uid: 'x',
          name: 'Atelier',
          description: 'Descriere',
          event_visibility: 'public',
          event_type: ['workshop'],
          event_promo: null,
          product_id: null,
          whom_text: 'Pentru toți',
          uvp_text: 'Scurt',
          start_date: '2031-05-10 09:00:00',
          end_date: '2031-05-10 17:00:00',
          attendees_limit: '40',
          attendees_price: '12,50',
          promises: ['Una'],
        }}
        options={options}
      />
    )
    expect(screen.queryByRole('group', { name: 'Persoana de contact' })).toBeNull()
    expect(screen.getByRole('button', { name: 'Salvează' })).toBeInTheDocument()
    expect(screen.getAllByTestId('counter').map((counter) => counter.textContent)).toEqual(
      expect.arrayContaining(['11/100', '5/60'])
    )
    expect(screen.getByTestId('attendees_price-ron')).toHaveTextContent('≈ 63 RON')
  })
})

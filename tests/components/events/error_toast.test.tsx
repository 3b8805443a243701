import { act, render, screen } from '@testing-library/react'
import { beforeEach, expect, test } from 'vitest'
import type { EventFormOptions } from '~/components/events/event_form'
import { Toaster } from '~/components/ui/toaster'
import EventCreate from '~/pages/events/create'
import { routerMock } from '../ui/helpers'

type ErrorListener = (event: { detail: { errors: Record<string, string> } }) => void

const options: EventFormOptions = {
  event_visibility: [{ value: 'public', label: 'Public' }],
  event_type: [{ value: 'workshop', label: 'Atelier' }],
  event_promo: [],
  products: [],
  rate: { eurron: 5, date: null },
}

beforeEach(() => routerMock.on.mockClear())

test('a failed save of a new event raises one summary toast, not its first message', () => {
  render(
    <>
      <EventCreate options={options} />
      <Toaster />
    </>
  )
  const calls = routerMock.on.mock.calls as unknown as [string, ErrorListener][]
  const [, listener] = calls.findLast(([event]) => event === 'error')!
  act(() =>
    listener({
      detail: {
        errors: {
          end_date: 'Data de sfârșit trebuie să fie după data de început.',
          name: 'Introdu numele evenimentului.',
        },
      },
    })
  )
  expect(screen.getAllByTestId('toast')).toHaveLength(1)
  expect(screen.getByRole('alert')).toHaveTextContent(/^Formularul are 2 erori×?$/)
})

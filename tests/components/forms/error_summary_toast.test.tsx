import { act, render, screen } from '@testing-library/react'
import { beforeEach, describe, expect, test } from 'vitest'
import { Toaster } from '~/components/ui/toaster'
import { useErrorSummaryToast } from '~/components/forms/error_summary_toast'
import { toast } from '~/lib/toast'
import { routerMock } from '../ui/helpers'

type ErrorListener = (event: { detail: { errors: Record<string, string | string[]> } }) => void

function SavedForm() {
  useErrorSummaryToast()
  return <Toaster />
}

/** A failed save as Inertia reports it: `count` fields, each with its message. */
function failWith(count: number) {
  const calls = routerMock.on.mock.calls as unknown as [string, ErrorListener][]
  const [, listener] = calls.findLast(([event]) => event === 'error')!
  const errors = Object.fromEntries(
    Array.from({ length: count }, (_, index) => [`field_${index}`, `Mesajul câmpului ${index}.`])
  )
  act(() => listener({ detail: { errors } }))
}

/** One toast per failed save; the messages stay under their fields. */
describe('the error summary toast of a form', () => {
  beforeEach(() => routerMock.on.mockClear())

  test('nine field errors give one toast, "Formularul are 9 erori", without the messages', () => {
    render(<SavedForm />)
    failWith(9)
    expect(screen.getAllByTestId('toast')).toHaveLength(1)
    expect(screen.getByRole('alert')).toHaveTextContent(/^Formularul are 9 erori×?$/)
    expect(screen.queryByText(/Mesajul câmpului/)).not.toBeInTheDocument()
  })

  test.each([
    [1, 'Formularul are o eroare'],
    [2, 'Formularul are 2 erori'],
    [20, 'Formularul are 20 de erori'],
  ])('%i error(s): "%s" (Romanian plural forms)', (count, text) => {
    render(<SavedForm />)
    failWith(count)
    expect(screen.getByRole('alert')).toHaveTextContent(text)
  })

  test('a second failed save replaces the toast instead of stacking another', () => {
    render(<SavedForm />)
    failWith(3)
    failWith(2)
    expect(screen.getAllByTestId('toast')).toHaveLength(1)
    expect(screen.getByRole('alert')).toHaveTextContent('Formularul are 2 erori')
  })

  test('the next toast (the save that succeeds) takes the summary’s place', () => {
    render(<SavedForm />)
    failWith(4)
    act(() => {
      toast.success('Produsul a fost salvat.')
    })
    expect(screen.getAllByTestId('toast')).toHaveLength(1)
    expect(screen.getByRole('status')).toHaveTextContent('Produsul a fost salvat.')
  })
})

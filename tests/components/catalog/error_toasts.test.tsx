import { act, render, screen } from '@testing-library/react'
import { expect, test, vi } from 'vitest'
import { Toaster } from '~/components/ui/toaster'
import { useErrorToasts } from '~/components/organizations/error_toasts'
import { routerMock } from '../ui/helpers'

vi.mock('@inertiajs/react', async () => (await import('../ui/helpers')).inertiaMock)

type ErrorListener = (event: { detail: { errors: Record<string, string> } }) => void

function ProductForm() {
  useErrorToasts('products.error_toast')
  return <Toaster />
}

/** Issue 27, item 6: a product's error toast is the message itself, no English "Error:". */
test("a product form's server error toast is the message, without an English prefix", () => {
  render(<ProductForm />)
  const calls = routerMock.on.mock.calls as unknown as [string, ErrorListener][]
  const [, listener] = calls.find(([event]) => event === 'error')!
  act(() => listener({ detail: { errors: { name: 'Câmpul nume este obligatoriu.' } } }))
  expect(screen.getByRole('alert')).toHaveTextContent(/^Câmpul nume este obligatoriu\./)
})

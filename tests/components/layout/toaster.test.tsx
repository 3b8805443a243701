import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { Toaster } from '~/components/ui/toaster'
import { toast, TOAST_DURATION_MS } from '~/lib/toast'

describe('Toaster', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }))
  afterEach(() => vi.useRealTimers())

  test('a toast closes by itself after 3000 ms', () => {
    render(<Toaster />)
    act(() => {
      toast.success('Salvat.')
    })
    expect(screen.getByRole('status')).toHaveTextContent('Salvat.')
    act(() => {
      vi.advanceTimersByTime(TOAST_DURATION_MS - 10)
    })
    expect(screen.queryByText('Salvat.')).toBeInTheDocument()
    act(() => {
      vi.advanceTimersByTime(20)
    })
    expect(screen.queryByText('Salvat.')).not.toBeInTheDocument()
  })

  test('an error toast is an alert and closes when its button is clicked', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    render(<Toaster />)
    act(() => {
      toast.error('Eroare: ceva nu a mers.')
    })
    expect(screen.getByRole('alert')).toHaveTextContent('Eroare: ceva nu a mers.')
    await user.click(screen.getByRole('button', { name: 'Închide' }))
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })
})

import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { AdminSessionsCard } from '~/components/sessions/sessions_card'
import { AdminTwoFactorCard } from '~/components/two_factor/admin_two_factor_card'
import { routerMock } from '../ui/helpers'

/** The reset cards of a user's edit page (super-admin), both a UserActionCard. */
describe("a user's edit page: the second factor's and the sessions' cards", () => {
  beforeEach(() => routerMock.visit.mockClear())
  afterEach(() => vi.unstubAllGlobals())

  test('the second factor: its state, and the reset asked first, then sent as a DELETE', async () => {
    // The reset asks a fresh confirmation first: this session's is fresh.
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ fresh: true, until: null, twoFactor: false }))
    )
    const user = userEvent.setup()
    render(
      <AdminTwoFactorCard uid="u-1" state={{ enabled: false, enabledAt: null, canReset: true }} />
    )
    expect(screen.getByRole('heading', { name: 'Verificare în doi pași' })).toBeInTheDocument()
    expect(screen.getByText('Inactivă.')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Resetează' }))
    const dialog = await screen.findByRole('dialog', { name: 'Resetează' })
    expect(dialog).toHaveTextContent('Codurile lui de recuperare nu vor mai funcționa.')
    expect(routerMock.visit).not.toHaveBeenCalled()
    await user.click(within(dialog).getByRole('button', { name: 'Resetează' }))
    await waitFor(() =>
      expect(routerMock.visit).toHaveBeenCalledWith(
        '/administrare/users/u-1/two-factor',
        expect.objectContaining({ method: 'delete', preserveScroll: true })
      )
    )
    expect(fetch).toHaveBeenCalledWith('/confirmation', expect.anything())
  })

  test('no reset button when it cannot be reset', () => {
    render(
      <AdminTwoFactorCard uid="u-1" state={{ enabled: false, enabledAt: null, canReset: false }} />
    )
    expect(screen.queryByRole('button', { name: 'Resetează' })).not.toBeInTheDocument()
  })

  test('the sessions: how many are open, and "Renunță" sends nothing', async () => {
    const user = userEvent.setup()
    render(<AdminSessionsCard uid="u-2" openSessions={3} />)
    expect(screen.getByText('3 sesiuni deschise.')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Închide toate sesiunile' }))
    const dialog = await screen.findByRole('dialog', { name: 'Închide toate sesiunile' })
    await user.click(within(dialog).getByRole('button', { name: 'Renunță' }))
    expect(routerMock.visit).not.toHaveBeenCalled()
    await user.click(screen.getByRole('button', { name: 'Închide toate sesiunile' }))
    const again = await screen.findByRole('dialog', { name: 'Închide toate sesiunile' })
    await user.click(within(again).getByRole('button', { name: 'Închide toate sesiunile' }))
    expect(routerMock.visit).toHaveBeenCalledWith(
      '/administrare/users/u-2/sessions',
      expect.objectContaining({ method: 'delete' })
    )
  })
})

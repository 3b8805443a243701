import { render, screen } from '@testing-library/react'
import { describe, expect, test } from 'vitest'
import Login from '~/pages/auth/login'

describe('the login page', () => {
  test('links to registration; no Google button when Google is not configured', () => {
    render(<Login google={false} googleError={null} />)
    expect(screen.getByRole('link', { name: 'Înregistrează-te' })).toHaveAttribute(
      'href',
      '/auth/register'
    )
    expect(screen.queryByRole('link', { name: 'Autentificare cu Google' })).toBeNull()
    expect(screen.queryByRole('alert')).toBeNull()
  })

  test('offers "Sign in with Google" when configured, as a full-page link to the redirect route', () => {
    render(<Login google={true} googleError={null} />)
    const button = screen.getByRole('link', { name: 'Autentificare cu Google' })
    expect(button).toHaveAttribute('href', '/auth/google/redirect')
  })

  test('says why the last Google sign-in was refused', () => {
    render(
      <Login google={true} googleError="Contul tău este inactiv. Contactează un administrator." />
    )
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Contul tău este inactiv. Contactează un administrator.'
    )
  })
})

/**
 * The back-office shell from the keyboard: the first Tab reaches "Sari la conținutul principal",
 * which leads past the menu and the top bar to the page's main landmark.
 */
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, test } from 'vitest'
import MainLayout from '~/layouts/main_layout'
import { pageMock } from '../ui/helpers'

function showIn(locale: string) {
  Object.assign(pageMock, {
    url: '/contacts',
    props: {
      locale,
      errors: {},
      appName: 'Comunitate',
      mailbox: false,
      auth: {
        role: 'org-admin',
        modules: [],
        organization: null,
        community: null,
        communities: [],
        user: { uid: 'u-1', firstName: 'Ana', lastName: 'Pop', fullName: 'Ana Pop', locale },
      },
    },
  })
  return render(
    <MainLayout>
      <h1>Contacte</h1>
    </MainLayout>
  )
}

afterEach(() => {
  localStorage.clear()
  document.documentElement.removeAttribute('lang')
  Object.assign(pageMock, { url: '/', props: { locale: 'ro', errors: {} } })
})

describe('the skip link', () => {
  test('is the first stop of Tab and points at the main landmark, which can take the focus', async () => {
    const user = userEvent.setup()
    showIn('ro')
    await user.tab()
    const skip = screen.getByRole('link', { name: 'Sari la conținutul principal' })
    expect(skip).toHaveFocus()
    const main = screen.getByRole('main')
    expect(skip).toHaveAttribute('href', `#${main.id}`)
    expect(main).toHaveAttribute('tabindex', '-1')
    expect(main).toContainElement(screen.getByRole('heading', { name: 'Contacte' }))
  })

  test('speaks English to an English user, and the document says so', () => {
    showIn('en')
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toBeInTheDocument()
    expect(document.documentElement).toHaveAttribute('lang', 'en')
  })
})

/**
 * The sidebar's groups: which start open, that a user's choice is kept in this browser (a new
 * render stands for the next page or a reload), and that arriving on a page of a closed group
 * opens it. Real layout (the org-admin's menu fitting a laptop's height) is in
 * tests/e2e/sidebar.spec.ts.
 */
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, test } from 'vitest'
import { pageMock } from '../ui/helpers'
import { Sidebar } from '~/components/layout/sidebar'

const orgAdmin = {
  locale: 'ro',
  errors: {},
  appName: 'Comunitate',
  mailbox: false,
  auth: { role: 'org-admin', modules: ['events-module'], user: { uid: 'u-sidebar' } },
}

function showAt(url: string) {
  Object.assign(pageMock, { url, props: orgAdmin })
  return render(<Sidebar open onNavigate={() => {}} />)
}

const group = (name: string) => screen.getByRole('button', { name })

afterEach(() => {
  localStorage.clear()
  Object.assign(pageMock, { url: '/', props: { locale: 'ro', errors: {} } })
})

describe('Sidebar groups', () => {
  test('on the dashboard the main group is open, the long ones closed', () => {
    showAt('/')
    expect(group('Meniu')).toHaveAttribute('aria-expanded', 'true')
    expect(group('Conținut')).toHaveAttribute('aria-expanded', 'false')
    expect(group('Comunitate')).toHaveAttribute('aria-expanded', 'false')
    expect(screen.queryByRole('link', { name: 'Produse' })).not.toBeInTheDocument()
  })

  test('a group the user opens shows its links and stays open on the next page', async () => {
    const user = userEvent.setup()
    const { unmount } = showAt('/')
    await user.click(group('Comunitate'))
    expect(group('Comunitate')).toHaveAttribute('aria-expanded', 'true')
    expect(screen.getByRole('link', { name: 'Evenimente' })).toBeInTheDocument()
    unmount()

    showAt('/')
    expect(group('Comunitate')).toHaveAttribute('aria-expanded', 'true')
    expect(screen.getByRole('link', { name: 'Evenimente' })).toBeInTheDocument()
  })

  test('the page of a group opens it, even after the user closed it; its link is the current page', async () => {
    const user = userEvent.setup()
    const { unmount } = showAt('/')
    await user.click(group('Conținut'))
    await user.click(group('Conținut'))
    expect(group('Conținut')).toHaveAttribute('aria-expanded', 'false')
    unmount()

    showAt('/products')
    expect(group('Conținut')).toHaveAttribute('aria-expanded', 'true')
    expect(screen.getByRole('link', { name: 'Produse' })).toHaveAttribute('aria-current', 'page')
  })
})

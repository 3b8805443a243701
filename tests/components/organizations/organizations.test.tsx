import { act, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { BrandingFields } from '~/components/forms/branding_fields'
import { OrganizationLayout } from '~/components/organizations/organization_layout'
import OrganizationsIndex, { PER_PAGE_DEBOUNCE_MS } from '~/pages/organizations/index'
import OrganizationSettings from '~/pages/organizations/settings'
import { formMock, openRowMenu, routerMock } from '../ui/helpers'
import { useForm } from '@inertiajs/react'

vi.mock('@inertiajs/react', async () => {
  const { inertiaMock } = await import('../ui/helpers')
  return {
    ...inertiaMock,
    useForm: (initial: any) => ({ ...inertiaMock.useForm(initial), patch: vi.fn() }),
  }
})

const organization = { uid: 'b3c1d2e4-0000-4000-8000-000000000001', name: 'Asociația Alfa' }

describe('OrganizationLayout', () => {
  test('breadcrumbs, heading and seven tab links; the active one is marked current', () => {
    render(
      <OrganizationLayout organization={organization} active="branding">
        <p>conținut</p>
      </OrganizationLayout>
    )
    expect(screen.getByRole('heading', { level: 1, name: 'Asociația Alfa' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Organizații' })).toHaveAttribute(
      'href',
      '/organizations'
    )
    const tabs = within(screen.getByRole('navigation', { name: 'Secțiunile organizației' }))
    const links = tabs.getAllByRole('link')
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Profil', `/organizations/${organization.uid}`],
      ['Setări', `/organizations/${organization.uid}/settings`],
      ['Branding', `/organizations/${organization.uid}/branding`],
      ['e-Factura', `/organizations/${organization.uid}/efactura`],
      ['Utilizatori', `/organizations/${organization.uid}/users`],
      ['Module', `/organizations/${organization.uid}/modules`],
      ['Comunități', `/organizations/${organization.uid}/communities`],
    ])
    expect(tabs.getByRole('link', { name: 'Branding' })).toHaveAttribute('aria-current', 'page')
    expect(tabs.getByRole('link', { name: 'Profil' })).not.toHaveAttribute('aria-current')
    expect(screen.getByText('conținut')).toBeInTheDocument()
  })
})

function Colors({ gradients, prefix }: { gradients?: boolean; prefix?: string }) {
  const empty = { primary_color: '#112233', secondary_color: '' }
  const form = useForm(prefix ? { [prefix]: empty } : empty)
  return <BrandingFields form={form} gradients={gradients} prefix={prefix} />
}

describe('BrandingFields', () => {
  afterEach(() => {
    formMock.errors = {}
  })

  test('two colours, or four with gradients, each with its server error (nested too)', () => {
    const { unmount } = render(<Colors />)
    expect(screen.getAllByRole('textbox')).toHaveLength(2)
    expect(screen.getByRole('textbox', { name: 'Culoare principală' })).toHaveValue('#112233')
    unmount()

    formMock.errors = {
      'branding.secondary_gradient_color': 'Alege o culoare în formatul #rrggbb.',
    }
    render(<Colors gradients prefix="branding" />)
    expect(screen.getAllByRole('textbox')).toHaveLength(4)
    const field = screen.getByRole('textbox', { name: 'Culoare secundară (gradient)' })
    expect(field).toHaveAttribute('aria-invalid', 'true')
    expect(field).toHaveAccessibleDescription('Alege o culoare în formatul #rrggbb.')
  })
})

describe('organization settings', () => {
  const industries = [
    {
      id: 1,
      name: 'Sport',
      niches: [
        { id: 11, name: 'Ciclism' },
        { id: 12, name: 'Fotbal' },
      ],
    },
    { id: 2, name: 'Educație', niches: [{ id: 21, name: 'Universități' }] },
  ]

  test('niches wait for an industry, offer only its niches and are cleared when it changes', async () => {
    const user = userEvent.setup()
    render(
      <OrganizationSettings
        organization={{ ...organization, industryId: null, nicheIds: [] }}
        industries={industries}
      />
    )
    const niches = screen.getByRole('combobox', { name: 'Nișe' })
    expect(niches).toBeDisabled()
    expect(screen.getByText('Alege mai întâi o industrie.')).toBeInTheDocument()

    await user.click(screen.getByRole('combobox', { name: 'Industrie' }))
    await user.click(screen.getByRole('option', { name: 'Sport' }))
    expect(niches).toBeEnabled()
    await user.click(niches)
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Ciclism',
      'Fotbal',
    ])
    await user.click(screen.getByRole('option', { name: 'Ciclism' }))
    await user.keyboard('{Escape}')
    expect(screen.getByRole('row', { name: 'Ciclism' })).toBeInTheDocument()

    await user.click(screen.getByRole('combobox', { name: 'Industrie' }))
    await user.click(screen.getByRole('option', { name: 'Educație' }))
    expect(screen.queryByRole('row', { name: 'Ciclism' })).not.toBeInTheDocument()
    await user.click(niches)
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Universități',
    ])
  })
})

describe('organizations list', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    routerMock.get.mockClear()
  })
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
  })

  const cards = [
    { uid: 'a', name: 'Alfa', url: 'https://alfa.ro', logoUrl: '/organization/a/logo?t=1' },
    { uid: 'b', name: 'Beta', url: '', logoUrl: null },
  ]

  function renderList() {
    return render(
      <OrganizationsIndex
        organizations={cards}
        meta={{ currentPage: 3, lastPage: 4, perPage: 10, total: 35 }}
        state={{ search: 'a', perPage: 10 }}
      />
    )
  }

  test('cards with logo or placeholder, links, "pagina X din Y"', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    renderList()
    const alfa = within(screen.getByRole('article', { name: 'Alfa' }))
    expect(alfa.getByRole('img')).toHaveAttribute('src', '/organization/a/logo?t=1')
    expect(alfa.getByRole('link', { name: 'Editează organizația Alfa' })).toHaveAttribute(
      'href',
      '/organizations/a'
    )
    const beta = within(screen.getByRole('article', { name: 'Beta' }))
    expect(beta.getByRole('img')).toHaveAttribute('src', '/images/defaults/no-logo-placeholder.png')
    expect(screen.getByText('pagina 3 din 4')).toBeInTheDocument()
    // The communities link is in the card's menu.
    await openRowMenu(user, 'Alfa')
    expect(
      screen.getByRole('menuitem', { name: 'Comunitățile organizației Alfa' })
    ).toHaveAttribute('href', '/organizations/a/communities')
  })

  test('a search with no hit says so, naming the search; no organization at all says that', () => {
    const list = (search: string) => (
      <OrganizationsIndex
        organizations={[]}
        meta={{ currentPage: 1, lastPage: 1, perPage: 10, total: 0 }}
        state={{ search, perPage: 10 }}
      />
    )
    const { rerender } = render(list('zzz'))
    expect(screen.getByText('Niciun rezultat pentru „zzz”')).toBeInTheDocument()
    rerender(list(''))
    expect(screen.getByText('Nu există organizații.')).toBeInTheDocument()
  })

  test('changing the page size reloads from page 1 after 500 ms, keeping the search', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    renderList()
    await user.click(await screen.findByRole('button', { name: /Pe pagină/ }))
    await user.click(await screen.findByRole('option', { name: '50' }))
    act(() => {
      vi.advanceTimersByTime(PER_PAGE_DEBOUNCE_MS - 50)
    })
    expect(routerMock.get).not.toHaveBeenCalled()
    act(() => {
      vi.advanceTimersByTime(60)
    })
    expect(routerMock.get).toHaveBeenCalledTimes(1)
    expect(routerMock.get.mock.calls[0].slice(0, 2)).toEqual([
      '/organizations',
      { search: 'a', per_page: 50 },
    ])
  })

  test('delete asks first, naming the organization', async () => {
    // A deletion asks for a fresh confirmation first: this session's is fresh.
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ fresh: true, until: null, twoFactor: false }))
    )
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    renderList()
    await openRowMenu(user, 'Beta')
    await user.click(await screen.findByRole('menuitem', { name: 'Șterge organizația Beta' }))
    const dialog = await screen.findByRole('dialog', { name: 'Ștergi organizația?' })
    expect(dialog).toHaveTextContent('Organizația Beta va fi ștearsă definitiv')
    expect(routerMock.visit).not.toHaveBeenCalled()
    await user.click(within(dialog).getByRole('button', { name: 'Șterge' }))
    await waitFor(() => expect(routerMock.visit).toHaveBeenCalled())
    const [url, options] = routerMock.visit.mock.calls.at(-1) as unknown as [string, any]
    expect(url).toBe('/organizations/b')
    expect(options.method).toBe('delete')
    expect(fetch).toHaveBeenCalledWith('/confirmation', expect.anything())
  })
})

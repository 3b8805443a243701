import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, test } from 'vitest'
import { PageTabs } from '~/components/ui/page_tabs'
import { Tabs } from '~/components/ui/tabs'
import { pageMock, routerMock } from './helpers'

afterEach(() => {
  pageMock.url = '/'
  routerMock.replace.mockClear()
})

const pageTabs = [
  { id: 'profile', label: 'Profil', href: '/organizations/u1' },
  { id: 'settings', label: 'Setări', href: '/organizations/u1/settings' },
  { id: 'branding', label: 'Branding', href: '/organizations/u1/branding' },
]

describe('PageTabs: a page per tab', () => {
  test('every tab is a link to its page, the current one is marked and its page shows below', () => {
    render(
      <PageTabs label="Secțiuni" tabs={pageTabs} selected="settings">
        <p>pagina setărilor</p>
      </PageTabs>
    )
    const nav = within(screen.getByRole('navigation', { name: 'Secțiuni' }))
    expect(nav.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/organizations/u1',
      '/organizations/u1/settings',
      '/organizations/u1/branding',
    ])
    expect(nav.getByRole('link', { name: 'Setări' })).toHaveAttribute('aria-current', 'page')
    expect(nav.getByRole('link', { name: 'Profil' })).not.toHaveAttribute('aria-current')
    expect(screen.getByText('pagina setărilor')).toBeInTheDocument()
  })

  test('arrow keys, Home and End move between the tabs (wrapping around)', async () => {
    const user = userEvent.setup()
    render(<PageTabs label="Secțiuni" tabs={pageTabs} selected="profile" />)
    await user.tab()
    expect(screen.getByRole('link', { name: 'Profil' })).toHaveFocus()
    await user.keyboard('{ArrowRight}')
    expect(screen.getByRole('link', { name: 'Setări' })).toHaveFocus()
    await user.keyboard('{End}')
    expect(screen.getByRole('link', { name: 'Branding' })).toHaveFocus()
    await user.keyboard('{ArrowRight}')
    expect(screen.getByRole('link', { name: 'Profil' })).toHaveFocus()
    await user.keyboard('{ArrowLeft}')
    expect(screen.getByRole('link', { name: 'Branding' })).toHaveFocus()
    await user.keyboard('{Home}')
    expect(screen.getByRole('link', { name: 'Profil' })).toHaveFocus()
  })

  test('the strip scrolls sideways inside the page instead of widening it', () => {
    render(<PageTabs label="Secțiuni" tabs={pageTabs} selected="profile" />)
    const scroller = screen.getByRole('link', { name: 'Profil' }).parentElement!.parentElement!
    expect(scroller.className).toMatch(/overflow-x-auto/)
    expect(scroller.className).toMatch(/max-w-full/)
  })
})

function Typed({ label }: { label: string }) {
  return <input aria-label={label} />
}

const panelTabs = [
  { id: 'profile', label: 'Profil', content: <Typed label="Nume" /> },
  { id: 'links', label: 'Link-uri', content: <Typed label="Site" /> },
  { id: 'other', label: 'Alte informații', content: <p>altele</p> },
]

describe('Tabs with panels on one page', () => {
  test('opens the tab named in the URL, so a reload stays on it', () => {
    pageMock.url = '/community/settings?tab=links'
    render(<Tabs label="Setări" tabs={panelTabs} />)
    expect(screen.getByRole('tab', { name: 'Link-uri' })).toHaveAttribute('aria-selected', 'true')
    expect(screen.getByRole('tabpanel')).toContainElement(screen.getByLabelText('Site'))
  })

  test('an unknown tab in the URL falls back to the one the server chose, then to the first', () => {
    pageMock.url = '/communities/c1?tab=nimic'
    const { unmount } = render(<Tabs label="Setări" tabs={panelTabs} selected="other" />)
    expect(screen.getByRole('tab', { name: 'Alte informații' })).toHaveAttribute(
      'aria-selected',
      'true'
    )
    unmount()
    render(<Tabs label="Setări" tabs={panelTabs} />)
    expect(screen.getByRole('tab', { name: 'Profil' })).toHaveAttribute('aria-selected', 'true')
  })

  test('choosing a tab opens it and puts it in the URL (other parameters kept), without a request', async () => {
    const user = userEvent.setup()
    pageMock.url = '/communities/c1?page=2'
    render(<Tabs label="Setări" tabs={panelTabs} />)
    await user.click(screen.getByRole('tab', { name: 'Link-uri' }))
    expect(screen.getByRole('tab', { name: 'Link-uri' })).toHaveAttribute('aria-selected', 'true')
    expect(routerMock.replace).toHaveBeenCalledWith(
      expect.objectContaining({
        url: '/communities/c1?page=2&tab=links',
        preserveState: true,
        preserveScroll: true,
      })
    )
    expect(routerMock.get).not.toHaveBeenCalled()
  })

  test('arrow keys move between the tabs (react-aria), and the URL follows', async () => {
    const user = userEvent.setup()
    pageMock.url = '/communities/c1/edit'
    render(<Tabs label="Setări" tabs={panelTabs} />)
    await user.click(screen.getByRole('tab', { name: 'Profil' }))
    await user.keyboard('{ArrowRight}')
    expect(screen.getByRole('tab', { name: 'Link-uri' })).toHaveFocus()
    expect(screen.getByRole('tab', { name: 'Link-uri' })).toHaveAttribute('aria-selected', 'true')
    expect(routerMock.replace).toHaveBeenLastCalledWith(
      expect.objectContaining({ url: '/communities/c1/edit?tab=links' })
    )
  })

  test('with keepMounted, what was typed in a tab is still there after visiting another', async () => {
    const user = userEvent.setup()
    render(<Tabs label="Setări" tabs={panelTabs} keepMounted />)
    await user.type(screen.getByLabelText('Nume'), 'Cercul de lectură')
    await user.click(screen.getByRole('tab', { name: 'Link-uri' }))
    await user.click(screen.getByRole('tab', { name: 'Profil' }))
    expect(screen.getByLabelText('Nume')).toHaveValue('Cercul de lectură')
  })

  test('without keepMounted only the open panel is in the page', () => {
    render(<Tabs label="Setări" tabs={panelTabs} />)
    expect(screen.queryByLabelText('Site')).toBeNull()
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1)
  })
})

import { render, screen, within } from '@testing-library/react'
import { describe, expect, test } from 'vitest'
import { PageHeader } from '~/components/ui/page_header'

describe('PageHeader', () => {
  test('breadcrumbs Home / {title} by default, the title as h1, actions beside it', () => {
    render(<PageHeader title="Utilizatori" actions={<button type="button">Invită</button>} />)
    const trail = within(screen.getByRole('list'))
    expect(trail.getByRole('link', { name: 'Acasă' })).toHaveAttribute('href', '/')
    expect(trail.getByText('Utilizatori')).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 1, name: 'Utilizatori' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Invită' })).toBeInTheDocument()
  })

  test('given breadcrumbs and a heading, shows them instead; the description sits under it', () => {
    render(
      <PageHeader
        title="Alfa · Branding"
        heading="Alfa"
        description="Configurarea organizației"
        breadcrumbs={[{ label: 'Organizații', href: '/organizations' }, { label: 'Alfa' }]}
      />
    )
    expect(screen.getByRole('link', { name: 'Organizații' })).toHaveAttribute(
      'href',
      '/organizations'
    )
    expect(screen.getByRole('heading', { level: 1, name: 'Alfa' })).toBeInTheDocument()
    expect(screen.queryByText('Alfa · Branding')).toBeNull()
    expect(screen.getByText('Configurarea organizației')).toBeInTheDocument()
  })

  test('the count badge is beside the heading, not in its name, and says what it counts', () => {
    render(<PageHeader title="Organizații" count={35} countLabel="35 în total" />)
    expect(screen.getByRole('heading', { level: 1, name: 'Organizații' })).toBeInTheDocument()
    expect(screen.getByLabelText('35 în total')).toHaveTextContent('35')
  })

  test('a zero count is still shown; without a count there is no badge', () => {
    const { unmount } = render(<PageHeader title="Organizații" count={0} countLabel="0 în total" />)
    expect(screen.getByLabelText('0 în total')).toHaveTextContent('0')
    unmount()
    render(<PageHeader title="Organizații" />)
    expect(screen.queryByTitle(/în total/)).toBeNull()
  })

  test('the card variant (sign-in card) has a heading and a line, no breadcrumbs', () => {
    render(<PageHeader variant="card" title="Autentificare" description="Intră în cont" />)
    expect(screen.getByRole('heading', { level: 1, name: 'Autentificare' })).toBeInTheDocument()
    expect(screen.getByText('Intră în cont')).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'Acasă' })).toBeNull()
  })
})

import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, test } from 'vitest'
import { CommunityCards } from '~/components/communities/community_cards'
import { routerMock } from '../ui/helpers'

describe('CommunityCards', () => {
  const meta = { currentPage: 1, lastPage: 2, perPage: 10, total: 11 }

  test('a card shows the name, the description cut at 100 characters with "…", and an edit link', () => {
    const long = 'a'.repeat(120)
    render(
      <CommunityCards
        path="/communities"
        search=""
        meta={meta}
        communities={[
          { uid: 'u-1', name: 'Lungă', description: long },
          { uid: 'u-2', name: 'Scurtă', description: 'Doar atât.' },
        ]}
      />
    )
    const card = screen.getByRole('listitem', { name: 'Lungă' })
    expect(card).toHaveTextContent(`${'a'.repeat(100)}…`)
    expect(card).not.toHaveTextContent('a'.repeat(101))
    expect(within(card).getByRole('link', { name: 'Editează comunitatea Lungă' })).toHaveAttribute(
      'href',
      '/communities/u-1/edit'
    )
    expect(screen.getByRole('listitem', { name: 'Scurtă' })).toHaveTextContent('Doar atât.')
    expect(screen.getByText('pagina 1 din 2')).toBeInTheDocument()
  })

  test('the next page keeps the search', async () => {
    routerMock.get.mockClear()
    const user = userEvent.setup()
    render(<CommunityCards path="/communities" search="cluj" meta={meta} communities={[]} />)
    await user.click(screen.getByRole('button', { name: 'Înainte' }))
    expect(routerMock.get).toHaveBeenCalledWith(
      '/communities',
      { search: 'cluj', page: 2 },
      expect.anything()
    )
  })

  test('with no community it says so; a search with no hit names the search instead', () => {
    const { rerender } = render(
      <CommunityCards path="/communities" search="" meta={meta} communities={[]} />
    )
    expect(screen.getByText('Nu am găsit nicio comunitate.')).toBeInTheDocument()
    rerender(<CommunityCards path="/communities" search="cluj" meta={meta} communities={[]} />)
    expect(screen.getByText('Niciun rezultat pentru „cluj”')).toBeInTheDocument()
    expect(screen.queryByText('Nu am găsit nicio comunitate.')).not.toBeInTheDocument()
  })
})

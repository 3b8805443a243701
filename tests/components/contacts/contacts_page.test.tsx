import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, test } from 'vitest'
import ContactsIndex from '~/pages/contacts/index'
import type { ContactRow } from '~/components/contacts/contacts_table'
import { routerMock } from '../ui/helpers'

const rows: ContactRow[] = Array.from({ length: 10 }, (_, index) => ({
  uid: `6f1c2a4e-0000-4000-8000-00000000000${index}`,
  id: 100 - index,
  firstName: 'Ana',
  lastName: `Pop ${index}`,
  email: null,
  phoneNumber: null,
  extraData: {},
  address: {},
}))

const props = (overrides: Partial<React.ComponentProps<typeof ContactsIndex>> = {}) => ({
  contacts: rows,
  meta: { currentPage: 1, perPage: 10, hasMore: true },
  state: { sort: 'id', direction: 'desc' as const, search: '', perPage: 10 },
  lists: [],
  ...overrides,
})

const badge = () => screen.getByTestId('contacts-count')

describe('/contacts while its count is pending, then with it', () => {
  beforeEach(() => routerMock.get.mockClear())

  test('the rows and the next page first, the count and the last page when it arrives', async () => {
    const { rerender } = render(<ContactsIndex {...props()} />)
    expect(badge()).toHaveTextContent('Se numără contactele…')
    expect(screen.getByText('pagina 1')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Pagina 2' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Înainte' })).toBeEnabled()

    const exact = { count: 1_000_000, exact: true }
    rerender(<ContactsIndex {...props({ counts: { listed: exact, all: exact } })} />)
    expect(badge()).toHaveTextContent('1.000.000 de contacte')
    expect(screen.getByText('pagina 1 din 100000')).toBeInTheDocument()
    // The last page is read from its end: the visit tells the server the total it counted.
    await userEvent.click(screen.getByRole('button', { name: 'Pagina 100000' }))
    expect(routerMock.get.mock.calls.at(-1)![1]).toMatchObject({ page: 100000, total: 1_000_000 })
    // A page in the front half is read by its offset.
    await userEvent.click(screen.getByRole('button', { name: 'Pagina 2' }))
    expect(routerMock.get.mock.calls.at(-1)![1]).not.toHaveProperty('total')
  })

  test('past the exact limit: "peste", and the pages go as far as the rows', () => {
    const over = { count: 1_000_000, exact: false }
    render(
      <ContactsIndex
        {...props({
          meta: { currentPage: 4, perPage: 10, hasMore: true },
          counts: { listed: over, all: over },
        })}
      />
    )
    expect(badge()).toHaveTextContent('peste 1.000.000 de contacte')
    expect(screen.getByText('pagina 4')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Pagina 5' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Pagina 6' })).not.toBeInTheDocument()
  })

  test('on the last row: no next page while the count is pending', () => {
    render(<ContactsIndex {...props({ meta: { currentPage: 3, perPage: 10, hasMore: false } })} />)
    expect(screen.getByText('pagina 3')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Înainte' })).toBeDisabled()
  })
})

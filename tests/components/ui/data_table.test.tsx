import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { DataTable, SEARCH_DEBOUNCE_MS, type DataColumn } from '~/components/ui/data_table'
import { RowActions } from '~/components/ui/row_actions'
import { routerMock } from './helpers'

interface Person {
  id: number
  name: string
  note: string
}

const columns: DataColumn<Person>[] = [
  { key: 'id', label: '#', sortable: true },
  { key: 'name', label: 'Nume', sortable: true },
  { key: 'note', label: 'Notă' },
]

const rows: Person[] = [
  { id: 1, name: 'Ana', note: 'x'.repeat(80) },
  { id: 2, name: 'Bogdan', note: 'scurt' },
]

function renderTable(overrides: Partial<React.ComponentProps<typeof DataTable<Person>>> = {}) {
  return render(
    <DataTable<Person>
      label="Persoane"
      rows={rows}
      columns={columns}
      rowKey={(row) => row.id}
      meta={{ currentPage: 2, lastPage: 5, perPage: 10, total: 42 }}
      state={{ sort: 'id', direction: 'desc', search: 'an', perPage: 10 }}
      {...overrides}
    />
  )
}

function lastVisit() {
  const [path, query] = routerMock.get.mock.calls.at(-1)!
  return { path, query }
}

describe('DataTable', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    routerMock.get.mockClear()
  })
  afterEach(() => vi.useRealTimers())

  test('shows the rows, "pagina X din Y" and cuts long text at 50 characters with the full text on hover', () => {
    renderTable()
    expect(screen.getByText('pagina 2 din 5')).toBeInTheDocument()
    const cut = screen.getByTitle('x'.repeat(80))
    expect(cut).toHaveTextContent('x'.repeat(50) + '…')
    expect(screen.getByText('scurt')).not.toHaveAttribute('title')
  })

  test('searches 500 ms after typing stops, from page 1, keeping sort and page size', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    renderTable({ state: { sort: 'name', direction: 'asc', search: '', perPage: 20 } })
    await user.type(screen.getByRole('searchbox', { name: 'Caută' }), 'Bog')
    act(() => {
      vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 50)
    })
    expect(routerMock.get).not.toHaveBeenCalled()
    act(() => {
      vi.advanceTimersByTime(60)
    })
    expect(routerMock.get).toHaveBeenCalledTimes(1)
    expect(lastVisit().query).toEqual({
      sort: 'name',
      direction: 'asc',
      search: 'Bog',
      per_page: 20,
    })
  })

  test('a visit elsewhere (a link in a row) cancels a search still waiting, so it cannot cancel that visit', async () => {
    let before: ((event: unknown) => void) | undefined
    routerMock.on.mockImplementation(((name: string, handler: (event: unknown) => void) => {
      if (name === 'before') before = handler
      return () => {}
    }) as never)
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    renderTable()
    await user.type(screen.getByRole('searchbox', { name: 'Caută' }), 'x')
    // A visit to the same list (our own) leaves the search pending.
    before!({ detail: { visit: { url: new URL(window.location.pathname, 'http://localhost') } } })
    // A visit to another page cancels it.
    before!({ detail: { visit: { url: new URL('/mailbox/5', 'http://localhost') } } })
    act(() => {
      vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS * 2)
    })
    expect(routerMock.get).not.toHaveBeenCalled()
    routerMock.on.mockImplementation(() => () => {})
  })

  test('clicking a sortable header sorts by it from page 1; plain columns do not sort', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    renderTable()
    await user.click(screen.getByRole('button', { name: /Nume/ }))
    expect(lastVisit().query).toMatchObject({ sort: 'name', direction: 'asc', search: 'an' })
    expect(lastVisit().query).not.toHaveProperty('page')

    routerMock.get.mockClear()
    await user.click(screen.getByRole('columnheader', { name: 'Notă' }))
    expect(routerMock.get).not.toHaveBeenCalled()
    expect(
      within(screen.getByRole('columnheader', { name: 'Notă' })).queryByRole('button')
    ).toBeNull()
  })

  test('the sorted column says its order (aria-sort); the current column flips it', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    renderTable({ state: { sort: 'id', direction: 'asc', search: '', perPage: 10 } })
    expect(screen.getByRole('columnheader', { name: /#/ })).toHaveAttribute(
      'aria-sort',
      'ascending'
    )
    expect(screen.getByRole('columnheader', { name: /Nume/ })).toHaveAttribute('aria-sort', 'none')
    expect(screen.getByRole('columnheader', { name: 'Notă' })).not.toHaveAttribute('aria-sort')
    await user.click(screen.getByRole('button', { name: /#/ }))
    expect(lastVisit().query).toMatchObject({ sort: 'id', direction: 'desc' })
  })

  test('changing the page size goes back to page 1 and clears the search', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    renderTable()
    await user.click(await screen.findByRole('button', { name: /Pe pagină/ }))
    await user.click(await screen.findByRole('option', { name: '50' }))
    expect(lastVisit().query).toEqual({ sort: 'id', direction: 'desc', per_page: 50 })
    expect(screen.getByRole('searchbox', { name: 'Caută' })).toHaveValue('')
  })

  test('previous and next move one page and stop at the ends', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    renderTable({ meta: { currentPage: 1, lastPage: 2, perPage: 10, total: 12 } })
    expect(screen.getByRole('button', { name: 'Înapoi' })).toBeDisabled()
    await user.click(screen.getByRole('button', { name: 'Înainte' }))
    expect(lastVisit().query).toMatchObject({ page: 2 })
  })

  test('shows skeleton rows while the next view loads', async () => {
    routerMock.get.mockImplementation((_path, _query, options: { onStart: () => void }) =>
      options.onStart()
    )
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    renderTable()
    await user.click(screen.getByRole('button', { name: /Nume/ }))
    expect(screen.getAllByTestId('skeleton').length).toBeGreaterThan(0)
    expect(screen.queryByText('Bogdan')).not.toBeInTheDocument()
    routerMock.get.mockReset()
  })

  /** A search with no hit does not say the list has no rows at all. */
  test('an empty list says so; a search with no hit says that instead, naming the search', () => {
    const empty = (search: string) =>
      renderTable({
        rows: [],
        emptyText: 'Nu ai liste create.',
        state: { sort: 'id', direction: 'desc', search, perPage: 10 },
      })
    const table = () => screen.getByRole('table', { name: 'Persoane' })
    const { unmount } = empty('')
    expect(within(table()).getByText('Nu ai liste create.')).toBeInTheDocument()
    unmount()
    empty('zzz')
    expect(within(table()).getByText('Niciun rezultat pentru „zzz”')).toBeInTheDocument()
    expect(within(table()).queryByText('Nu ai liste create.')).not.toBeInTheDocument()
  })
})

describe('DataTable on a phone (below 640 px)', () => {
  const edit = vi.fn()
  const remove = vi.fn()
  const withActions: DataColumn<Person>[] = [
    {
      key: 'select',
      label: '',
      render: (row) => <input type="checkbox" aria-label={`Alege ${row.name}`} />,
    },
    ...columns.filter((column) => column.key !== 'name'),
    {
      key: 'name',
      label: 'Nume',
      sortable: true,
      isRowHeader: true,
      phoneDetail: (row) => [`#${row.id}`],
    },
    {
      key: 'actions',
      label: 'Acțiuni',
      render: (row) => (
        <RowActions
          name={row.name}
          main={{
            label: 'Editează',
            ariaLabel: `Editează ${row.name}`,
            onAction: () => edit(row.id),
          }}
          more={[
            {
              label: 'Șterge',
              ariaLabel: `Șterge ${row.name}`,
              destructive: true,
              onAction: () => remove(row.id),
            },
          ]}
        />
      ),
    },
  ]

  beforeEach(() => {
    routerMock.get.mockClear()
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('max-width'),
      addEventListener: () => {},
      removeEventListener: () => {},
    }))
  })
  afterEach(() => vi.unstubAllGlobals())

  test('each row is a card: its title, its checkbox, its fields by label, no table', () => {
    renderTable({ columns: withActions, rows: [{ id: 2, name: 'Bogdan', note: '' }, rows[0]] })
    expect(screen.queryByRole('table')).not.toBeInTheDocument()
    const list = screen.getByRole('list', { name: 'Persoane' })
    expect(within(list).getAllByRole('article')).toHaveLength(2)
    const bogdan = screen.getByRole('article', { name: 'Bogdan' })
    expect(within(bogdan).getByRole('heading', { name: 'Bogdan' })).toBeInTheDocument()
    expect(within(bogdan).getByRole('checkbox', { name: 'Alege Bogdan' })).toBeInTheDocument()
    expect(within(bogdan).getByText('#2', { selector: 'span' })).toBeInTheDocument()
    const terms = within(bogdan)
      .getAllByRole('term')
      .map((term) => term.textContent)
    // The empty note is left out; the unlabelled checkbox column is no field.
    expect(terms).toEqual(['#'])
    const ana = screen.getByRole('article', { name: 'Ana' })
    expect(
      within(ana)
        .getAllByRole('term')
        .map((term) => term.textContent)
    ).toEqual(['#', 'Notă'])
    expect(within(ana).getByTitle('x'.repeat(80))).toHaveTextContent('x'.repeat(50) + '…')
  })

  test("a card's actions, the main one included, are one menu named after the row", async () => {
    const user = userEvent.setup()
    renderTable({ columns: withActions })
    const ana = screen.getByRole('article', { name: 'Ana' })
    expect(within(ana).queryByRole('button', { name: 'Editează Ana' })).not.toBeInTheDocument()
    await user.click(within(ana).getByRole('button', { name: 'Acțiuni: Ana' }))
    const menu = screen.getByRole('menu', { name: 'Acțiuni: Ana' })
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent)
    ).toEqual(['Editează', 'Șterge'])
    await user.click(within(menu).getByRole('menuitem', { name: 'Editează Ana' }))
    expect(edit).toHaveBeenCalledWith(1)
    await user.click(within(ana).getByRole('button', { name: 'Acțiuni: Ana' }))
    await user.click(screen.getByRole('menuitem', { name: 'Șterge Ana' }))
    expect(remove).toHaveBeenCalledWith(1)
  })

  test('the sortable columns sort from a select', async () => {
    const user = userEvent.setup()
    renderTable({ columns: withActions })
    await user.click(screen.getByRole('button', { name: /Ordonează după/ }))
    await user.click(screen.getByRole('option', { name: 'Nume, crescător' }))
    expect(lastVisit().query).toMatchObject({ sort: 'name', direction: 'asc' })
  })
})

import { render, screen, within } from '@testing-library/react'
import { describe, expect, test } from 'vitest'
import { StatusTag, UsersTable, type UsersTableRow } from '~/components/users/users_table'

const rows: UsersTableRow[] = [
  {
    uid: 'u-1',
    firstName: 'Ana',
    lastName: 'Popescu',
    status: 'active',
    email: 'ana@example.test',
    phoneNumber: '+40722000111',
    roles: [{ name: 'org-admin' }, { name: 'super-admin' }],
  },
  {
    uid: 'u-2',
    firstName: 'Radu',
    lastName: 'Ionescu',
    status: 'inactive',
    email: 'radu@example.test',
    phoneNumber: null,
    roles: [],
  },
]

describe('UsersTable', () => {
  test('columns: first name, last name, status, email, phone, role; one row per user', () => {
    render(<UsersTable users={rows} label="Utilizatorii organizației" />)
    const table = screen.getByRole('table', { name: 'Utilizatorii organizației' })
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent)
    ).toEqual(['Prenume', 'Nume', 'Status', 'Email', 'Telefon', 'Rol'])
    const [, first, second] = within(table).getAllByRole('row')
    expect(within(first).getByRole('rowheader')).toHaveTextContent('Ana')
    expect(
      within(first)
        .getAllByRole('cell')
        .map((cell) => cell.textContent)
    ).toEqual(['Popescu', 'Activ', 'ana@example.test', '+40722000111', 'Administrator organizație'])
    // No phone is an empty cell; no role says so.
    expect(within(second).getByRole('rowheader')).toHaveTextContent('Radu')
    expect(
      within(second)
        .getAllByRole('cell')
        .map((cell) => cell.textContent)
    ).toEqual(['Ionescu', 'Inactiv', 'radu@example.test', '', 'Fără rol'])
  })

  test('without a label the table is named "Utilizatori"', () => {
    render(<UsersTable users={rows} />)
    expect(screen.getByRole('table', { name: 'Utilizatori' })).toBeInTheDocument()
  })

  test('no users: "Nu există utilizatori." and no table', () => {
    render(<UsersTable users={[]} />)
    expect(screen.getByText('Nu există utilizatori.')).toBeInTheDocument()
    expect(screen.queryByRole('table')).not.toBeInTheDocument()
  })
})

describe('StatusTag', () => {
  test.each([
    ['active', 'Activ', 'green'],
    ['pending', 'În așteptare', 'yellow'],
    ['inactive', 'Inactiv', 'red'],
  ] as const)('%s reads "%s" in %s', (status, text, colour) => {
    render(<StatusTag status={status} />)
    const tag = screen.getByText(text)
    expect(tag).toHaveAttribute('data-status', status)
    expect(tag.className).toContain(`bg-${colour}-100`)
  })
})

import { act, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, test, vi } from 'vitest'
import { ConfirmDialog } from '~/components/ui/confirm_dialog'
import { RowActions } from '~/components/ui/row_actions'
import { useDeleteConfirmation } from '~/lib/use_delete_confirmation'
import { openRowMenu, routerMock } from './helpers'

type Row = { uid: string; name: string }

/** A row of a list page: edit visible; open, a disabled action and delete in the menu. */
function Page({ row, onEdit }: { row: Row; onEdit: () => void }) {
  const deletion = useDeleteConfirmation<Row>((target) => `/communities/${target.uid}`)
  return (
    <>
      <RowActions
        name={row.name}
        main={{
          label: 'Editează',
          ariaLabel: `Editează comunitatea ${row.name}`,
          onAction: onEdit,
        }}
        more={[
          {
            label: 'Module',
            ariaLabel: `Modulele comunității ${row.name}`,
            href: `/communities/${row.uid}?tab=modules`,
          },
          {
            label: 'Deschide',
            isDisabled: true,
            description: 'Comunitatea nu are o adresă publică.',
          },
          false,
          {
            label: 'Șterge',
            ariaLabel: `Șterge comunitatea ${row.name}`,
            destructive: true,
            onAction: () => deletion.ask(row),
          },
        ]}
      />
      <ConfirmDialog
        {...deletion.dialog}
        message={deletion.target && `Ștergi comunitatea ${deletion.target.name}?`}
      />
    </>
  )
}

const alfa = { uid: 'c-1', name: 'Alfa' }

describe('RowActions', () => {
  beforeEach(() => routerMock.visit.mockClear())

  test('the main action is a visible button; the others only appear in the menu', async () => {
    const user = userEvent.setup()
    const onEdit = vi.fn()
    render(<Page row={alfa} onEdit={onEdit} />)
    await user.click(screen.getByRole('button', { name: 'Editează comunitatea Alfa' }))
    expect(onEdit).toHaveBeenCalledTimes(1)
    expect(screen.queryByRole('menuitem')).not.toBeInTheDocument()
    expect(screen.queryByText('Module')).not.toBeInTheDocument()

    const menu = await openRowMenu(user, 'Alfa')
    const items = within(menu).getAllByRole('menuitem')
    expect(items.map((item) => item.textContent)).toEqual([
      'Module',
      'DeschideComunitatea nu are o adresă publică.',
      'Șterge',
    ])
    expect(
      within(menu).getByRole('menuitem', { name: 'Modulele comunității Alfa' })
    ).toHaveAttribute('href', '/communities/c-1?tab=modules')
    expect(within(menu).getByRole('menuitem', { name: 'Deschide' })).toHaveAttribute(
      'aria-disabled',
      'true'
    )
  })

  test('the destructive item is red and asks first: nothing is deleted before the confirmation', async () => {
    const user = userEvent.setup()
    render(<Page row={alfa} onEdit={() => {}} />)
    await openRowMenu(user, 'Alfa')
    const remove = await screen.findByRole('menuitem', { name: 'Șterge comunitatea Alfa' })
    expect(remove.className).toContain('text-red-600')
    expect(
      screen.getByRole('menuitem', { name: 'Modulele comunității Alfa' }).className
    ).not.toContain('text-red-600')

    await user.click(remove)
    const dialog = await screen.findByRole('dialog', { name: 'Ești sigur?' })
    expect(dialog).toHaveTextContent('Ștergi comunitatea Alfa?')
    expect(routerMock.visit).not.toHaveBeenCalled()
    await user.click(within(dialog).getByRole('button', { name: 'Șterge' }))
    expect(routerMock.visit).toHaveBeenCalledWith(
      '/communities/c-1',
      expect.objectContaining({ method: 'delete' })
    )
  })

  test('the menu works from the keyboard: Tab reaches the button, Enter opens it on its first item, Escape closes it', async () => {
    const user = userEvent.setup()
    render(<Page row={alfa} onEdit={() => {}} />)
    await user.tab()
    await user.tab()
    expect(screen.getByRole('button', { name: 'Alte acțiuni: Alfa' })).toHaveFocus()
    await user.keyboard('{Enter}')
    expect(await screen.findByRole('menuitem', { name: 'Modulele comunității Alfa' })).toHaveFocus()
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('menu')).not.toBeInTheDocument()
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Alte acțiuni: Alfa' })).toHaveFocus()
    )
  })

  test('Enter on the focused button opens the menu', async () => {
    const user = userEvent.setup()
    render(<Page row={alfa} onEdit={() => {}} />)
    const button = screen.getByRole('button', { name: 'Alte acțiuni: Alfa' })
    // ARIA's "true" is a menu: announced as a menu button.
    expect(button).toHaveAttribute('aria-haspopup', 'true')
    act(() => button.focus())
    await user.keyboard('{Enter}')
    const menu = await screen.findByRole('menu', { name: 'Alte acțiuni: Alfa' })
    expect(within(menu).getAllByRole('menuitem')).toHaveLength(3)
  })

  test('edit and remove: "Editează" is the main action, "Șterge" the last item of the menu, red', async () => {
    const user = userEvent.setup()
    const onRemove = vi.fn()
    render(
      <RowActions
        name="Alfa"
        edit={{ ariaLabel: 'Editează lista Alfa', href: '/lists/l-1' }}
        more={[{ label: 'Deschide', href: '/lists/l-1/public' }]}
        remove={{ ariaLabel: 'Șterge lista Alfa', onAction: onRemove }}
      />
    )
    const edit = screen.getByRole('link', { name: 'Editează lista Alfa' })
    expect(edit).toHaveTextContent('Editează')
    expect(edit).toHaveAttribute('href', '/lists/l-1')
    const menu = await openRowMenu(user, 'Alfa')
    const items = within(menu).getAllByRole('menuitem')
    expect(items.map((item) => item.textContent)).toEqual(['Deschide', 'Șterge'])
    expect(items[1]).toHaveAccessibleName('Șterge lista Alfa')
    expect(items[1].className).toContain('text-red-600')
    await user.click(items[1])
    expect(onRemove).toHaveBeenCalledTimes(1)
  })

  test('only a main action: no menu button', () => {
    render(<RowActions name="Ana" main={{ label: 'Editează', href: '/admin/users/u-1/edit' }} />)
    expect(screen.getByRole('link', { name: 'Editează' })).toHaveAttribute(
      'href',
      '/admin/users/u-1/edit'
    )
    expect(screen.queryByRole('button')).not.toBeInTheDocument()
  })
})

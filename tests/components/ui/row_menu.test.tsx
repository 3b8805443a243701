import { render, screen } from '@testing-library/react'
import { describe, expect, test, vi } from 'vitest'
import RowMenu from '~/components/ui/row_menu'

vi.mock('@inertiajs/react', async () => (await import('./helpers')).inertiaMock)

const actions = [
  { label: 'Module', ariaLabel: 'Modulele comunității Alfa', href: '/communities/x?tab=modules' },
  { label: 'Șterge', ariaLabel: 'Șterge comunitatea Alfa', destructive: true, onAction: () => {} },
]

describe('RowMenu', () => {
  test('a press on the stand-in that lands after the menu replaced it still opens the menu', async () => {
    // The hover loaded the menu (closed); the press on the stand-in arrives after it mounted.
    const { rerender } = render(<RowMenu label="Alfa" actions={actions} />)
    expect(screen.queryByRole('menu')).toBeNull()
    rerender(<RowMenu label="Alfa" actions={actions} defaultOpen />)
    expect(await screen.findByRole('menuitem', { name: 'Șterge comunitatea Alfa' })).toBeTruthy()
  })

  test('a disabled row never opens', () => {
    render(<RowMenu label="Alfa" actions={actions} isDisabled defaultOpen />)
    expect(screen.queryByRole('menu')).toBeNull()
  })
})

import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, test, vi } from 'vitest'
import { MultiSelect, Select, type Option } from '~/components/ui/select'

// The other component tests use the widget itself (tests/components/setup.ts); here the real
// Select: a light input first, the react-aria combo box once the user reaches for it.
vi.unmock('~/components/ui/select')
vi.mock('@inertiajs/react', async () => (await import('./helpers')).inertiaMock)

const industries: Option[] = [
  { value: 1, label: 'Agricultură' },
  { value: 2, label: 'Educație' },
  { value: 3, label: 'Sănătate' },
]

/** The combo box is react-aria's (its list opens on focus) rather than the stand-in. */
async function expectWidget(name: string) {
  await waitFor(
    () => expect(screen.getByRole('combobox', { name })).toHaveAttribute('aria-expanded', 'true'),
    { timeout: 5000 }
  )
  return screen.getByRole('combobox', { name })
}

describe('Select before its widget is there', () => {
  test('shows the chosen option, the label, the error, and no list', () => {
    render(
      <Select
        label="Industrie"
        isRequired
        options={industries}
        value={2}
        onChange={() => {}}
        error="Alege o industrie."
      />
    )
    const box = screen.getByRole('combobox', { name: 'Industrie' })
    expect(box).toHaveValue('Educație')
    expect(box).toHaveAttribute('aria-expanded', 'false')
    expect(box).toHaveAccessibleDescription('Alege o industrie.')
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument()
  })

  test('text typed at once is handed to the widget with the focus, caret at its end', async () => {
    const user = userEvent.setup()
    const onChange = vi.fn()
    render(<Select label="Industrie" options={industries} value={null} onChange={onChange} />)
    act(() => screen.getByRole('combobox', { name: 'Industrie' }).focus())
    await user.keyboard('edu')
    const box = await expectWidget('Industrie')
    expect(box).toHaveValue('edu')
    expect(box).toHaveFocus()
    expect((box as HTMLInputElement).selectionStart).toBe(3)
    // The list opened on focus shows every option; the next key filters.
    await user.keyboard('a')
    expect(box).toHaveValue('edua')
    await user.keyboard('{Backspace}')
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Educație'])
    await user.click(screen.getByRole('option', { name: 'Educație' }))
    expect(onChange).toHaveBeenLastCalledWith(2)
  })

  test('the pointer over it loads the widget; a click then opens the list', async () => {
    const user = userEvent.setup()
    render(<Select label="Industrie" options={industries} value={null} onChange={() => {}} />)
    await user.hover(screen.getByRole('combobox', { name: 'Industrie' }))
    await user.click(screen.getByRole('combobox', { name: 'Industrie' }))
    await expectWidget('Industrie')
    expect(screen.getAllByRole('option')).toHaveLength(3)
  })
})

test('its open button, named after the field, opens the list', async () => {
  const user = userEvent.setup()
  render(<Select label="Rol" options={industries} value={null} onChange={() => {}} />)
  await user.hover(screen.getByRole('button', { name: /Rol/ }))
  await user.click(screen.getByRole('button', { name: /Rol/ }))
  await expectWidget('Rol')
  expect(screen.getAllByRole('option')).toHaveLength(3)
})

describe('MultiSelect before its widget is there', () => {
  test('shows the chosen options; typed text reaches the widget', async () => {
    const user = userEvent.setup()
    const onChange = vi.fn()
    render(<MultiSelect label="Nișe" options={industries} value={[1, 3]} onChange={onChange} />)
    const tags = screen.getByRole('grid', { name: 'Nișe' })
    expect(within(tags).getAllByRole('row').map((row) => row.textContent)).toEqual([
      'Agricultură×',
      'Sănătate×',
    ])
    act(() => screen.getByRole('combobox', { name: 'Nișe' }).focus())
    await user.keyboard('edu')
    const box = await expectWidget('Nișe')
    expect(box).toHaveValue('edu')
    await user.click(screen.getByRole('option', { name: 'Educație' }))
    expect(onChange).toHaveBeenLastCalledWith([1, 3, 2])
  })
})

test('a chosen tag can be removed before the widget is there', () => {
  const onChange = vi.fn()
  render(<MultiSelect label="Nișe" options={industries} value={[1, 3]} onChange={onChange} />)
  fireEvent.click(screen.getByRole('button', { name: 'Elimină eticheta Sănătate' }))
  expect(onChange).toHaveBeenCalledWith([1])
})

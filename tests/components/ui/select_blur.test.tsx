import { useState } from 'react'
import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { MultiSelect } from '~/components/ui/multi_select'
import { CLOSE_AFTER_BLUR_MS, Select, type Option } from '~/components/ui/select'

/** Options as the server sends them: value/label pairs. */
const counties: Option[] = [
  { value: 'AB', label: 'Alba' },
  { value: 'B', label: 'București' },
  { value: 'CJ', label: 'Cluj' },
  { value: 'IS', label: 'Iași' },
]

function SingleHarness({ onChange = () => {} }: { onChange?: (value: unknown) => void }) {
  const [value, setValue] = useState<string | number | null>(null)
  return (
    <>
      <Select
        label="Județ"
        options={counties}
        value={value}
        onChange={(next) => {
          onChange(next)
          setValue(next)
        }}
        error="Alege un județ."
      />
      <button type="button">În afară</button>
    </>
  )
}

/** Moves focus like a click elsewhere would, without user-event (whose waits need real time). */
function focus(element: HTMLElement) {
  act(() => element.focus())
}

function wait(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms)
  })
}

describe('Select and MultiSelect close 200 ms after focus leaves', () => {
  // Fake time that moves only when told: the 200 ms are measured exactly.
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  test('the single select list stays open 199 ms after focus leaves, and closes at 200 ms', () => {
    render(<SingleHarness />)
    const outside = screen.getByRole('button', { name: 'În afară' })
    focus(screen.getByRole('combobox', { name: 'Județ' }))
    expect(screen.getByRole('listbox')).toBeInTheDocument()
    focus(outside)
    wait(CLOSE_AFTER_BLUR_MS - 1)
    expect(screen.getByRole('listbox')).toBeInTheDocument()
    wait(1)
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument()
  })

  test('coming back within 200 ms keeps the list open', () => {
    render(<SingleHarness />)
    const outside = screen.getByRole('button', { name: 'În afară' })
    const box = screen.getByRole('combobox', { name: 'Județ' })
    focus(box)
    focus(outside)
    wait(100)
    focus(box)
    wait(CLOSE_AFTER_BLUR_MS * 2)
    expect(screen.getByRole('listbox')).toBeInTheDocument()
  })

  test('the multi select list also closes 200 ms after focus leaves', () => {
    function Multi() {
      const [value, setValue] = useState<(string | number)[]>([])
      return (
        <>
          <MultiSelect label="Județe" options={counties} value={value} onChange={setValue} />
          <button type="button">În afară</button>
        </>
      )
    }
    render(<Multi />)
    const outside = screen.getByRole('button', { name: 'În afară' })
    focus(screen.getByRole('combobox', { name: 'Județe' }))
    expect(screen.getByRole('listbox')).toBeInTheDocument()
    focus(outside)
    wait(CLOSE_AFTER_BLUR_MS - 1)
    expect(screen.getByRole('listbox')).toBeInTheDocument()
    wait(1)
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument()
  })
})

describe('Select with a pointer and the keyboard', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }))
  afterEach(() => vi.useRealTimers())

  test('a click on an option (the reason for the delay) picks it', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    const onChange = vi.fn()
    render(<SingleHarness onChange={onChange} />)
    await user.click(screen.getByRole('combobox', { name: 'Județ' }))
    await user.click(screen.getByRole('option', { name: 'Cluj' }))
    expect(onChange).toHaveBeenLastCalledWith('CJ')
    expect(screen.getByRole('combobox', { name: 'Județ' })).toHaveValue('Cluj')
  })

  test('Tab keeps react-aria keyboard behaviour: the list closes as focus moves on', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    render(<SingleHarness />)
    await user.click(screen.getByRole('combobox', { name: 'Județ' }))
    expect(screen.getByRole('listbox')).toBeInTheDocument()
    await user.tab()
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument()
  })
})

describe('Select (keyboard, label and error)', () => {
  test('typing filters, the arrow keys move, Enter picks and Escape closes', async () => {
    const user = userEvent.setup()
    const onChange = vi.fn()
    render(<SingleHarness onChange={onChange} />)
    const box = screen.getByRole('combobox', { name: 'Județ' })
    await user.tab()
    expect(box).toHaveFocus()
    await user.keyboard('i')
    // "contains", ignoring case and diacritics.
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'București',
      'Iași',
    ])
    await user.keyboard('a')
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Iași'])
    await user.keyboard('{ArrowDown}{Enter}')
    expect(onChange).toHaveBeenLastCalledWith('IS')
    expect(box).toHaveValue('Iași')
    await user.keyboard('{ArrowDown}')
    expect(screen.getByRole('listbox')).toBeInTheDocument()
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument()
  })

  test('the server error is tied to the input', () => {
    render(<SingleHarness />)
    const box = screen.getByRole('combobox', { name: 'Județ' })
    expect(box).toHaveAttribute('aria-invalid', 'true')
    expect(box).toHaveAccessibleDescription('Alege un județ.')
  })

  test('the multi select says "Nu au fost găsite rezultate" when nothing matches', async () => {
    const user = userEvent.setup()
    render(<MultiSelect label="Județe" options={counties} value={['CJ']} onChange={() => {}} />)
    await user.type(screen.getByRole('combobox', { name: 'Județe' }), 'Cluj')
    expect(screen.getByText('Nu au fost găsite rezultate')).toBeInTheDocument()
  })
})

import { useState } from 'react'
import { act, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, test, vi } from 'vitest'
import { DatePicker } from '~/components/ui/date_picker'
import { TagInput } from '~/components/ui/tag_input'

// The other component tests use the widgets themselves (tests/components/setup.ts); here the
// real fields: a light stand-in first, react-aria's widget once the user reaches for it.
vi.unmock('~/components/ui/date_picker')
vi.unmock('~/components/ui/tag_input')
vi.mock('@inertiajs/react', async () => (await import('./helpers')).inertiaMock)

describe('DatePicker before its widget is there', () => {
  test('shows the label, the value as dd-MM-yyyy (or the placeholder) and the error', () => {
    render(
      <>
        <DatePicker name="a" label="Data" value="2026-03-05" onChange={() => {}} />
        <DatePicker
          name="b"
          label="Data și ora"
          value={null}
          onChange={() => {}}
          withTime
          error="Data nu este validă."
        />
      </>
    )
    expect(screen.getByRole('group', { name: 'Data' })).toHaveTextContent('05-03-2026')
    const empty = screen.getByRole('group', { name: 'Data și ora' })
    expect(empty).toHaveTextContent('Selectează data')
    expect(empty).toHaveAccessibleDescription('Data nu este validă.')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  test('pressing the calendar button opens the calendar; a chosen day is sent', async () => {
    const user = userEvent.setup()
    const onChange = vi.fn()
    render(<DatePicker name="a" label="Data" value="2026-03-05" onChange={onChange} />)
    await user.click(screen.getAllByRole('button', { name: 'Deschide calendarul' })[0])
    const calendar = await screen.findByRole('dialog', undefined, { timeout: 5000 })
    await user.click(within(calendar).getByRole('button', { name: /\b15\b/ }))
    expect(onChange).toHaveBeenLastCalledWith('2026-03-15')
  })
})

describe('TagInput before its widget is there', () => {
  test('lists the tags; what is typed at once is handed to the widget with the focus', async () => {
    const user = userEvent.setup()
    function Tags() {
      const [tags, setTags] = useState(['vin'])
      return (
        <>
          <TagInput label="Etichete" value={tags} onChange={setTags} />
          <output data-testid="tags">{tags.join('|')}</output>
        </>
      )
    }
    render(<Tags />)
    expect(screen.getByRole('list', { name: 'Etichete' })).toHaveTextContent('vin')
    const standIn = screen.getByRole('textbox', { name: 'Etichete' })
    act(() => standIn.focus())
    await user.keyboard('caf')
    await waitFor(
      () => expect(screen.getByRole('textbox', { name: 'Etichete' })).not.toBe(standIn),
      { timeout: 5000 }
    )
    const input = screen.getByRole('textbox', { name: 'Etichete' })
    expect(input).toHaveValue('caf')
    expect(input).toHaveFocus()
    await user.keyboard('ea{Enter}')
    expect(screen.getByTestId('tags')).toHaveTextContent('vin|cafea')
  })
})

import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, test, vi } from 'vitest'
import { DatePicker } from '~/components/ui/date_picker'

/** A form holding the picker's value, as the pages do: what is sent comes back as `value`. */
function Form({ initial, sent }: { initial: string; sent: string[] }) {
  const [value, setValue] = useState(initial)
  return (
    <DatePicker
      name="scheduled_for"
      label="Programat pentru"
      value={value}
      onChange={(next) => {
        sent.push(next)
        setValue(next)
      }}
      withTime
    />
  )
}

const SEGMENTS = ['day', 'month', 'year', 'hour', 'minute', 'second'] as const

/** The segments' text, by type, in their order on screen (dd-MM-yyyy HH:mm:ss). */
function shown() {
  const texts = screen.getAllByRole('spinbutton').map((s) => s.textContent)
  return Object.fromEntries(SEGMENTS.map((type, i) => [type, texts[i]]))
}

const COMPLETE = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/
const FILLED = { day: '15', month: '12', year: '2030', hour: '10', minute: '30', second: '00' }

describe('DatePicker: typing over one segment of a filled date', () => {
  test.each([
    ['day', '03', '2030-12-03 10:30:00'],
    ['month', '07', '2030-07-15 10:30:00'],
    ['year', '2031', '2031-12-15 10:30:00'],
    ['hour', '18', '2030-12-15 18:30:00'],
    ['minute', '45', '2030-12-15 10:45:00'],
  ] as const)('retyping the %s changes only it', async (segment, typed, expected) => {
    const user = userEvent.setup()
    const sent: string[] = []
    const page = render(<Form initial="2030-12-15 10:30:00" sent={sent} />)
    await user.click(screen.getAllByRole('spinbutton')[SEGMENTS.indexOf(segment)])
    // Key by key, the page re-rendering in between as pages do: the segment shows what is typed
    // so far and the others still show what was there.
    for (let i = 1; i <= typed.length; i++) {
      await user.keyboard(typed[i - 1])
      page.rerender(<Form initial="2030-12-15 10:30:00" sent={sent} />)
      const { [segment]: typing, ...others } = shown()
      const { [segment]: _before, ...expectedOthers } = FILLED
      expect(others).toEqual(expectedOthers)
      const soFar = typed.slice(0, i)
      expect(typing).toBe(segment === 'year' ? String(Number(soFar)) : soFar.padStart(2, '0'))
    }
    expect(shown()).toEqual({ ...FILLED, [segment]: typed })
    expect(sent.at(-1)).toBe(expected)
    // Nothing half typed reached the form: a complete value or nothing.
    for (const value of sent) expect(value === '' || COMPLETE.test(value)).toBe(true)
  })

  test('a year half typed sends nothing malformed, and keeps the day, month and time', async () => {
    const user = userEvent.setup()
    const sent: string[] = []
    render(<Form initial="2030-12-15 10:30:00" sent={sent} />)
    await user.click(screen.getAllByRole('spinbutton')[2])
    await user.keyboard('2')
    expect(shown()).toEqual({ ...FILLED, year: '2' })
    expect(sent).toEqual([''])
    await user.keyboard('0')
    expect(shown()).toEqual({ ...FILLED, year: '20' })
    expect(sent.every((value) => value === '')).toBe(true)
  })
})

describe('DatePicker: the calendar greys out the days a rule refuses', () => {
  test('days before minValue are disabled, the others can be picked', async () => {
    const user = userEvent.setup()
    const onChange = vi.fn()
    render(
      <DatePicker
        name="scheduled_for"
        label="Programat pentru"
        value="2030-06-15"
        onChange={onChange}
        minValue="2030-06-10"
      />
    )
    await user.click(screen.getByRole('button', { name: /Deschide calendarul/ }))
    const calendar = await screen.findByRole('dialog')
    await waitFor(() => expect(calendar).toContainElement(document.activeElement as HTMLElement))
    const day = (n: number) =>
      within(calendar).getByRole('button', { name: new RegExp(`\\b${n} iunie 2030`) })
    expect(day(9)).toHaveAttribute('aria-disabled', 'true')
    expect(day(10)).not.toHaveAttribute('aria-disabled')
    await user.click(day(9))
    expect(onChange).not.toHaveBeenCalled()
    await user.click(day(12))
    expect(onChange).toHaveBeenLastCalledWith('2030-06-12')
  })

  test('days outside 1900..2100 are disabled', async () => {
    const user = userEvent.setup()
    render(<DatePicker name="d" label="Data" value="1900-01-02" onChange={() => {}} />)
    await user.click(screen.getByRole('button', { name: /Deschide calendarul/ }))
    const calendar = await screen.findByRole('dialog')
    await waitFor(() => expect(calendar).toContainElement(document.activeElement as HTMLElement))
    expect(within(calendar).getByRole('button', { name: /\b1 ianuarie 1900/ })).not.toHaveAttribute(
      'aria-disabled'
    )
    expect(within(calendar).getByRole('button', { name: /^(Înainte|Previous)$/ })).toBeDisabled()
  })
})

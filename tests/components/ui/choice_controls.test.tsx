import { useState } from 'react'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, test, vi } from 'vitest'
import { TagInput } from '~/components/ui/tag_input'
import { MultiSelect } from '~/components/ui/multi_select'
import { Select, type Option } from '~/components/ui/select'
import { DatePicker } from '~/components/ui/date_picker'
import { fromModelValue, toModelValue } from '~/components/ui/date_value'

describe('TagInput', () => {
  function Tags({ initial = [] as string[] }) {
    const [tags, setTags] = useState(initial)
    return (
      <>
        <TagInput label="Etichete" value={tags} onChange={setTags} />
        <output data-testid="tags">{tags.join('|')}</output>
      </>
    )
  }
  const input = () => screen.getByRole('textbox', { name: 'Etichete' })
  const tags = () => screen.getByTestId('tags').textContent

  test('Enter, Tab and comma add a tag; Backspace on an empty input removes the last', async () => {
    const user = userEvent.setup()
    render(<Tags />)
    await user.type(input(), 'vin{Enter}')
    await user.type(input(), 'cafea,')
    await user.type(input(), 'ceai')
    await user.tab()
    expect(tags()).toBe('vin|cafea|ceai')
    await user.click(input())
    await user.keyboard('{Backspace}')
    expect(tags()).toBe('vin|cafea')
  })

  test('refuses duplicates (any case), tags over 20 characters and an 11th tag, with the messages', async () => {
    const user = userEvent.setup()
    render(<Tags initial={['a1', 'a2', 'a3', 'a4', 'a5', 'a6', 'a7', 'a8', 'a9']} />)
    await user.type(input(), 'A1{Enter}')
    expect(screen.getByText('Această etichetă există deja.')).toBeInTheDocument()
    await user.clear(input())
    await user.type(input(), `${'x'.repeat(21)}{Enter}`)
    expect(
      screen.getByText('Eticheta este prea lungă (maxim 20 de caractere).')
    ).toBeInTheDocument()
    await user.clear(input())
    await user.type(input(), 'a10{Enter}')
    await user.type(input(), 'a11{Enter}')
    expect(screen.getByText('Sunt permise cel mult 10 etichete.')).toBeInTheDocument()
    expect(tags()?.split('|')).toHaveLength(10)
    expect(input()).toHaveAttribute('aria-invalid', 'true')
  })

  test('a tag can be removed with its button', async () => {
    const user = userEvent.setup()
    render(<Tags initial={['vin', 'cafea']} />)
    await user.click(screen.getByRole('button', { name: /vin/ }))
    expect(tags()).toBe('cafea')
  })
})

const industries: Option[] = [
  { value: 1, label: 'Agricultură' },
  { value: 2, label: 'Educație' },
  { value: 3, label: 'Sănătate' },
]

describe('Select', () => {
  test('filters as you type, picks an option, and says when nothing matches', async () => {
    const user = userEvent.setup()
    const onChange = vi.fn()
    render(<Select label="Industrie" options={industries} value={null} onChange={onChange} />)
    const box = screen.getByRole('combobox', { name: 'Industrie' })
    await user.click(box)
    await user.type(box, 'edu')
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Educație'])
    await user.click(screen.getByRole('option', { name: 'Educație' }))
    expect(onChange).toHaveBeenLastCalledWith(2)

    await user.clear(box)
    await user.type(box, 'zzz')
    expect(screen.getByText('Nu au fost găsite rezultate')).toBeInTheDocument()
  })

  test('shows the chosen option, the label and the error; no list until it is reached', () => {
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

  test('its open button, named after the field, opens the list', async () => {
    const user = userEvent.setup()
    render(<Select label="Rol" options={industries} value={null} onChange={() => {}} />)
    await user.click(screen.getByRole('button', { name: /Rol/ }))
    expect(screen.getByRole('combobox', { name: 'Rol' })).toHaveAttribute('aria-expanded', 'true')
    expect(screen.getAllByRole('option')).toHaveLength(3)
  })

  test('keyboard: arrow down and Enter choose an option', async () => {
    const user = userEvent.setup()
    const onChange = vi.fn()
    render(<Select label="Industrie" options={industries} value={null} onChange={onChange} />)
    await user.click(screen.getByRole('combobox', { name: 'Industrie' }))
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}')
    expect(onChange).toHaveBeenCalledWith(expect.any(Number))
  })
})

describe('MultiSelect', () => {
  /** The select holding its value, shown in `value`. */
  function Multi({ label = 'Nișe', options = industries }: { label?: string; options?: Option[] }) {
    const [value, setValue] = useState<(string | number)[]>([])
    return (
      <>
        <MultiSelect label={label} options={options} value={value} onChange={setValue} />
        <output data-testid="value">{value.join(',')}</output>
      </>
    )
  }

  test('adds options as tags, no longer offers them, and removes them', async () => {
    const user = userEvent.setup()
    render(<Multi />)
    const box = screen.getByRole('combobox', { name: 'Nișe' })
    await user.click(box)
    await user.click(screen.getByRole('option', { name: 'Sănătate' }))
    await user.click(box)
    await user.click(screen.getByRole('option', { name: 'Agricultură' }))
    expect(screen.getByTestId('value')).toHaveTextContent('3,1')
    await user.click(box)
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Educație'])
    await user.keyboard('{Escape}')
    await user.click(screen.getByRole('button', { name: /Sănătate/ }))
    expect(screen.getByTestId('value')).toHaveTextContent('1')
  })

  test('two options of the same name show their detail, in the list and on the tags; Backspace in the empty input removes the last tag', async () => {
    const user = userEvent.setup()
    const products: Option[] = [
      { value: 7, label: 'Cană', detail: '#7 · 10 EUR' },
      { value: 9, label: 'Cană', detail: '#9 · 25,50 EUR' },
      { value: 4, label: 'Tricou', detail: '#4 · 60 EUR' },
    ]
    render(<Multi label="Produse" options={products} />)
    const box = screen.getByRole('combobox', { name: 'Produse' })
    await user.click(box)
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Cană #7 · 10 EUR',
      'Cană #9 · 25,50 EUR',
      'Tricou #4 · 60 EUR',
    ])
    await user.click(screen.getByRole('option', { name: 'Cană #9 · 25,50 EUR' }))
    await user.click(box)
    await user.click(screen.getByRole('option', { name: 'Tricou #4 · 60 EUR' }))
    expect(screen.getByTestId('value')).toHaveTextContent('9,4')
    await user.keyboard('{Escape}')
    expect(
      within(screen.getByRole('grid', { name: 'Produse' }))
        .getAllByRole('row')
        .map((row) => row.textContent)
    ).toEqual(['Cană (#9 · 25,50 EUR)×', 'Tricou (#4 · 60 EUR)×'])

    await user.click(box)
    await user.keyboard('{Backspace}')
    expect(screen.getByTestId('value')).toHaveTextContent('9')
    expect(box).toHaveFocus()
    await user.keyboard('{Backspace}')
    expect(screen.getByTestId('value')).toHaveTextContent(/^$/)
  })

  test('shows the chosen options as tags, each with its remove button', async () => {
    const user = userEvent.setup()
    const onChange = vi.fn()
    render(<MultiSelect label="Nișe" options={industries} value={[1, 3]} onChange={onChange} />)
    const tags = screen.getByRole('grid', { name: 'Nișe' })
    expect(
      within(tags)
        .getAllByRole('row')
        .map((row) => row.textContent)
    ).toEqual(['Agricultură×', 'Sănătate×'])
    await user.click(screen.getByRole('button', { name: /Elimină eticheta Sănătate/ }))
    expect(onChange).toHaveBeenCalledWith([1])
  })

  test('after a choice nothing is highlighted, so Tab only leaves the field', async () => {
    const user = userEvent.setup()
    function Multi() {
      const [value, setValue] = useState<(string | number)[]>([])
      return (
        <>
          <MultiSelect label="Nișe" options={industries} value={value} onChange={setValue} />
          <output data-testid="value">{value.join(',')}</output>
          <button type="button">După</button>
        </>
      )
    }
    render(<Multi />)
    const box = screen.getByRole('combobox', { name: 'Nișe' })
    await user.click(box)
    await user.keyboard('{ArrowDown}{Enter}')
    expect(screen.getByTestId('value').textContent?.split(',')).toHaveLength(1)
    await user.tab()
    expect(screen.getByRole('button', { name: 'După' })).toHaveFocus()
    expect(screen.getByTestId('value').textContent?.split(',')).toHaveLength(1)
  })
})

describe('DatePicker', () => {
  test('model values: yyyy-MM-dd, or yyyy-MM-dd HH:mm:ss with time', () => {
    const withTime = fromModelValue('2026-03-05 09:07:03', true)
    expect(toModelValue(withTime, true)).toBe('2026-03-05 09:07:03')
    expect(toModelValue(fromModelValue('2026-12-31', false), false)).toBe('2026-12-31')
    expect(fromModelValue('nu e o dată', true)).toBeNull()
    expect(toModelValue(null, true)).toBe('')
  })

  test('shows "Selectează data" while empty', () => {
    render(<DatePicker name="start" label="Data începerii" value={null} onChange={() => {}} />)
    expect(screen.getByText('Selectează data')).toBeInTheDocument()
  })

  test('shows the value as dd-MM-yyyy and the error; its button opens the calendar and a chosen day is sent', async () => {
    const user = userEvent.setup()
    const onChange = vi.fn()
    render(
      <DatePicker
        name="a"
        label="Data"
        value="2026-03-05"
        onChange={onChange}
        error="Data nu este validă."
      />
    )
    const group = screen.getByRole('group', { name: 'Data' })
    expect(group).toHaveTextContent('05-03-2026')
    expect(group).toHaveAccessibleDescription(/Data nu este validă\./)
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: /Deschide calendarul/ }))
    const calendar = await screen.findByRole('dialog')
    await user.click(within(calendar).getByRole('button', { name: /\b15\b/ }))
    expect(onChange).toHaveBeenLastCalledWith('2026-03-15')
  })

  test('shows dd-MM-yyyy HH:mm:ss and sends yyyy-MM-dd HH:mm:ss when a segment changes', async () => {
    const user = userEvent.setup()
    const onChange = vi.fn()
    render(
      <DatePicker
        name="start"
        label="Data începerii"
        value="2026-03-05 09:07:03"
        onChange={onChange}
        withTime
      />
    )
    const group = screen.getByRole('group', { name: 'Data începerii' })
    // Without the invisible direction marks the browser puts around the time.
    expect(group.textContent?.replace(/[\u2066-\u2069]/g, '')).toBe('05-03-2026 09:07:03')
    const day = screen
      .getAllByRole('spinbutton')
      .find((s) => s.getAttribute('aria-label')?.match(/zi|day/i))!
    await user.click(day)
    await user.keyboard('{ArrowUp}')
    expect(onChange).toHaveBeenLastCalledWith('2026-03-06 09:07:03')
  })
})

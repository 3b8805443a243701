import { useState } from 'react'
import { act, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { SEARCH_DEBOUNCE_MS, SearchSelect } from '~/components/ui/search_select'
import type { Option } from '~/components/ui/select'

const ANA: Option = { value: 7, label: 'Ana Pop', detail: 'ana@example.test' }
const ION: Option = { value: 9, label: 'Ion Ionescu' }

/** A stub of the browser's fetch answering `found` (or an answer that never comes). */
function stubFetch(found: (url: string) => Option[] | null) {
  const calls: { url: string; signal: AbortSignal }[] = []
  const stub = vi.fn((url: string, init: RequestInit) => {
    calls.push({ url, signal: init.signal! })
    const answer = found(url)
    if (answer === null) return new Promise<never>(() => {})
    return Promise.resolve({ ok: true, status: 200, json: async () => answer })
  })
  vi.stubGlobal('fetch', stub)
  return calls
}

afterEach(() => vi.unstubAllGlobals())

/** The field in a form: the value in React state, and a reset as after a submit. */
function Harness({ onChange = () => {} }: { onChange?: (value: unknown) => void }) {
  const [value, setValue] = useState<string | number | null>(null)
  return (
    <>
      <SearchSelect
        label="Contact"
        url="/contacts/options"
        value={value}
        onChange={(next) => {
          onChange(next)
          setValue(next)
        }}
      />
      <output aria-label="Valoare">{String(value)}</output>
      <button type="button" onClick={() => setValue(null)}>
        Resetează
      </button>
    </>
  )
}

const box = () => screen.getByRole('combobox', { name: 'Contact' })
const pause = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)))

describe('SearchSelect', () => {
  test('typing asks the server once, after the pause; the chosen option is the value and its label stays', async () => {
    const user = userEvent.setup()
    const calls = stubFetch(() => [ANA, ION])
    const onChange = vi.fn()
    render(<Harness onChange={onChange} />)

    await user.type(box(), 'ana')
    expect(screen.getByText('Se caută…')).toBeInTheDocument()
    await waitFor(() => expect(calls).toHaveLength(1), { timeout: 1500 })
    // One request for the whole word, not one per keystroke, whatever the machine's speed.
    await pause(SEARCH_DEBOUNCE_MS * 2)
    expect(calls.map((call) => call.url)).toEqual(['/contacts/options?q=ana'])

    await user.click(await screen.findByRole('option', { name: /^Ana Pop/ }))
    expect(onChange).toHaveBeenCalledExactlyOnceWith(7)
    expect(screen.getByRole('status', { name: 'Valoare' })).toHaveTextContent('7')
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument())
    expect(box()).toHaveValue('Ana Pop')
    // Choosing asks nothing more, and the label is still there once focus leaves.
    await user.click(screen.getByRole('status', { name: 'Valoare' }))
    await pause(SEARCH_DEBOUNCE_MS * 2)
    expect(calls).toHaveLength(1)
    expect(box()).toHaveValue('Ana Pop')
  })

  test('the previous request is aborted when typing goes on; nothing found says so', async () => {
    const user = userEvent.setup()
    const calls = stubFetch((url) => (url.endsWith('q=zz') ? null : []))
    render(<Harness />)

    await user.type(box(), 'zz')
    await waitFor(() => expect(calls).toHaveLength(1), { timeout: 1500 })
    await user.type(box(), 'q')
    await waitFor(() => expect(calls).toHaveLength(2), { timeout: 1500 })
    expect(calls[0].signal.aborted).toBe(true)
    expect(calls[1].url).toBe('/contacts/options?q=zzq')
    expect(await screen.findByText('Nu au fost găsite rezultate')).toBeInTheDocument()
  })

  test('opening the list asks for the first options; a form reset empties the field', async () => {
    const user = userEvent.setup()
    const calls = stubFetch(() => [ANA, ION])
    render(<Harness />)

    await user.click(box())
    await user.click(await screen.findByRole('option', { name: 'Ion Ionescu' }))
    expect(calls.map((call) => call.url)).toEqual(['/contacts/options?q='])
    expect(box()).toHaveValue('Ion Ionescu')

    await user.click(screen.getByRole('button', { name: 'Resetează' }))
    expect(box()).toHaveValue('')
    expect(screen.getByRole('status', { name: 'Valoare' })).toHaveTextContent('null')
  })
})

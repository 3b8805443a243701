import { useState } from 'react'
import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { SLUG_DEBOUNCE_MS, SlugInput, type SlugApi } from '~/components/communities/slug_input'
import { TextField } from '~/components/ui/text_field'

/** A stand-in for POST /communities/check-slug: "ocupat" is taken, everything else is free. */
function fakeApi(overrides: Partial<SlugApi> = {}) {
  return {
    suggest: vi.fn(async (name: string) => ({
      slug: name.toLowerCase().trim().replace(/\s+/g, '-'),
    })),
    check: vi.fn(async (slug: string) => ({
      available: slug !== 'ocupat',
      slug: slug.toLowerCase().replace(/\s+/g, '-'),
    })),
    ...overrides,
  }
}

function Harness({
  api,
  mode = 'add',
  initial = { name: '', slug: '' },
}: {
  api: SlugApi
  mode?: 'add' | 'edit'
  initial?: { name: string; slug: string }
}) {
  const [name, setName] = useState(initial.name)
  const [slug, setSlug] = useState(initial.slug)
  return (
    <>
      <TextField name="name" label="Nume" value={name} onChange={setName} />
      <SlugInput
        name={name}
        value={slug}
        onChange={setSlug}
        mode={mode}
        domain="comunitati.ro"
        api={api}
      />
    </>
  )
}

const slugBox = () => screen.getByRole('textbox', { name: /Slug/ })
const nameBox = () => screen.getByRole('textbox', { name: 'Nume' })

/** Lets `ms` pass and the answers that were waiting arrive. */
async function wait(ms: number) {
  await act(async () => {
    vi.advanceTimersByTime(ms)
  })
}

describe('SlugInput', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
  })
  afterEach(() => vi.useRealTimers())

  test('shows the domain after the slug and the placeholder; disabled until the name has 3 characters', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    render(<Harness api={fakeApi()} />)
    expect(screen.getByTestId('slug-domain')).toHaveTextContent('.comunitati.ro')
    expect(slugBox()).toHaveAttribute('placeholder', 'comunitatea-mea')
    expect(slugBox()).toBeDisabled()
    expect(screen.getByText('Scrie întâi un nume de cel puțin 3 caractere.')).toBeInTheDocument()
    await user.type(nameBox(), 'Ab')
    expect(slugBox()).toBeDisabled()
    await user.type(nameBox(), 'c')
    expect(slugBox()).toBeEnabled()
  })

  test('makes the slug from the name 500 ms after typing stops, then finds it available', async () => {
    const api = fakeApi()
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    render(<Harness api={api} />)
    await user.type(nameBox(), 'Tineri Cluj')
    await wait(SLUG_DEBOUNCE_MS - 50)
    expect(api.suggest).not.toHaveBeenCalled()
    await wait(60)
    expect(api.suggest).toHaveBeenCalledTimes(1)
    expect(api.suggest).toHaveBeenCalledWith('Tineri Cluj')
    expect(slugBox()).toHaveValue('tineri-cluj')
    expect(screen.getByTestId('slug-status')).toHaveTextContent('Se verifică slug-ul…')
    await wait(SLUG_DEBOUNCE_MS + 10)
    expect(api.check).toHaveBeenCalledWith('tineri-cluj')
    expect(screen.getByTestId('slug-status')).toHaveTextContent(
      'Slug-ul „tineri-cluj” este disponibil'
    )
    expect(slugBox()).toHaveAttribute('data-status', 'available')
  })

  test('checks a typed slug 500 ms after typing stops: checking, then unavailable or available', async () => {
    const api = fakeApi()
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    render(<Harness api={api} initial={{ name: 'Tineri', slug: '' }} />)
    await user.type(slugBox(), 'ocupat')
    expect(screen.getByTestId('slug-status')).toHaveTextContent('Se verifică slug-ul…')
    expect(slugBox()).toHaveAttribute('data-status', 'checking')
    await wait(SLUG_DEBOUNCE_MS - 50)
    expect(api.check).not.toHaveBeenCalled()
    await wait(60)
    expect(api.check).toHaveBeenCalledTimes(1)
    expect(screen.getByTestId('slug-status')).toHaveTextContent(
      'Slug-ul „ocupat” este indisponibil'
    )
    expect(slugBox()).toHaveAttribute('data-status', 'unavailable')

    await user.type(slugBox(), '-nu')
    await wait(SLUG_DEBOUNCE_MS + 10)
    expect(api.check).toHaveBeenCalledTimes(2)
    expect(screen.getByTestId('slug-status')).toHaveTextContent(
      'Slug-ul „ocupat-nu” este disponibil'
    )
  })

  test('a slug of fewer than 3 characters is unknown: "prea scurt" and no check', async () => {
    const api = fakeApi()
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    render(<Harness api={api} initial={{ name: 'Tineri', slug: '' }} />)
    await user.type(slugBox(), 'ab')
    await wait(SLUG_DEBOUNCE_MS * 2)
    expect(api.check).not.toHaveBeenCalled()
    expect(screen.getByTestId('slug-status')).toHaveTextContent(
      'Slug-ul „ab” este prea scurt (minim 3 caractere)'
    )
    expect(slugBox()).toHaveAttribute('data-status', 'unknown')
    await user.clear(slugBox())
    expect(screen.queryByTestId('slug-status')).not.toBeInTheDocument()
  })

  test('the server’s URL-safe slug replaces what was typed, without a second check', async () => {
    const api = fakeApi()
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    render(<Harness api={api} initial={{ name: 'Tineri', slug: '' }} />)
    await user.type(slugBox(), 'Cu Spatii')
    await wait(SLUG_DEBOUNCE_MS + 10)
    expect(slugBox()).toHaveValue('cu-spatii')
    expect(screen.getByTestId('slug-status')).toHaveTextContent(
      'Slug-ul „cu-spatii” este disponibil'
    )
    await wait(SLUG_DEBOUNCE_MS * 2)
    expect(api.check).toHaveBeenCalledTimes(1)
  })

  test('a failed check marks the slug unavailable', async () => {
    const api = fakeApi({ check: vi.fn(async () => Promise.reject(new Error('500'))) })
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    render(<Harness api={api} initial={{ name: 'Tineri', slug: '' }} />)
    await user.type(slugBox(), 'oriunde')
    await wait(SLUG_DEBOUNCE_MS + 10)
    expect(screen.getByTestId('slug-status')).toHaveTextContent(
      'Slug-ul „oriunde” este indisponibil'
    )
  })

  test('a slug typed by the user is not replaced when the name changes', async () => {
    const api = fakeApi()
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    render(<Harness api={api} initial={{ name: 'Tineri', slug: '' }} />)
    await user.type(slugBox(), 'al-meu')
    await user.type(nameBox(), ' din Cluj')
    await wait(SLUG_DEBOUNCE_MS * 3)
    expect(api.suggest).not.toHaveBeenCalled()
    expect(slugBox()).toHaveValue('al-meu')
  })

  test('edit mode: the slug is fixed, shown disabled, and never checked', async () => {
    const api = fakeApi()
    render(<Harness api={api} mode="edit" initial={{ name: 'Tineri', slug: 'tineri' }} />)
    expect(slugBox()).toBeDisabled()
    expect(slugBox()).toHaveValue('tineri')
    expect(screen.getByText('Slug-ul nu se mai poate schimba după creare.')).toBeInTheDocument()
    await wait(SLUG_DEBOUNCE_MS * 3)
    expect(api.check).not.toHaveBeenCalled()
    expect(api.suggest).not.toHaveBeenCalled()
  })
})

test('a server error under the slug replaces the status message', () => {
  render(
    <SlugInput
      name="Tineri"
      value="tineri"
      onChange={() => {}}
      mode="add"
      domain="comunitati.ro"
      error="Slug-ul „tineri” este indisponibil"
      api={fakeApi()}
    />
  )
  expect(slugBox()).toHaveAttribute('aria-invalid', 'true')
  expect(screen.getByText('Slug-ul „tineri” este indisponibil')).toBeInTheDocument()
  expect(screen.queryByTestId('slug-status')).not.toBeInTheDocument()
})

import { useRef, useState } from 'react'
import { screen } from '@testing-library/react'
import type { UserEvent } from '@testing-library/user-event'
import { vi } from 'vitest'
import { setAt } from '~/lib/form_errors'

/**
 * Components read the locale from Inertia's page props and navigate with
 * its router: this stands in for both, in every file of the `components`
 * project (tests/components/inertia_setup.ts).
 */
export const routerMock = {
  get: vi.fn(),
  post: vi.fn(),
  delete: vi.fn(),
  visit: vi.fn(),
  reload: vi.fn(),
  replace: vi.fn(),
  on: vi.fn(() => () => {}),
}

export const pageMock = { props: { locale: 'ro', errors: {} as Record<string, string> }, url: '/' }

/**
 * What useForm() answers in component tests: the data is real React state
 * (so typing works); the errors and the processing flag are set by the test,
 * as if a submit had come back; post() is recorded with the data sent (after the form's
 * transform(), as Inertia sends it).
 */
export const formMock = {
  errors: {} as Record<string, string>,
  processing: false,
  post: vi.fn(),
  /** When set, clearErrors() takes the cleared errors away, as Inertia's useForm does. */
  liveErrors: false,
}

function useFormMock<Data extends Record<string, any>>(initial: Data) {
  const [data, setState] = useState(initial)
  const transformer = useRef((sent: Data): unknown => sent)
  const [cleared, setCleared] = useState<string[]>([])
  const errors = formMock.liveErrors
    ? Object.fromEntries(
        Object.entries(formMock.errors).filter(([path]) => !cleared.includes(path))
      )
    : formMock.errors
  function setData(first: string | Partial<Data> | ((current: Data) => Data), value?: unknown) {
    if (typeof first === 'function') setState(first)
    else if (typeof first === 'string') setState((current) => setAt(current, first, value))
    else setState((current) => ({ ...current, ...first }))
  }
  return {
    data,
    setData,
    // The defaults only matter to reset() and isDirty, which the mock does not answer.
    setDefaults: () => {},
    errors,
    processing: formMock.processing,
    post: (url: string, options?: unknown) =>
      formMock.post(url, transformer.current(data), options),
    transform: (callback: (sent: Data) => unknown) => {
      transformer.current = callback
    },
    clearErrors: (...paths: string[]) =>
      setCleared((before) => [...before, ...(paths.length > 0 ? paths : Object.keys(errors))]),
  }
}

export const inertiaMock = {
  usePage: () => pageMock,
  useForm: useFormMock,
  router: routerMock,
  Head: () => null,
  Link: ({
    href,
    children,
    ...rest
  }: { href: string; children: React.ReactNode } & Record<string, unknown>) => (
    <a href={href} {...rest}>
      {children}
    </a>
  ),
}

/**
 * Keeps a control's value in React state, as a form does, and records every
 * change in `changes` when given:
 *   render(<Stateful initial="">{(value, onChange) => <TextField … />}</Stateful>)
 */
export function Stateful<Value>({
  initial,
  changes,
  children,
}: {
  initial: Value
  changes?: Value[]
  children: (value: Value, onChange: (next: Value) => void) => React.ReactNode
}) {
  const [value, setValue] = useState(initial)
  return (
    <>
      {children(value, (next) => {
        changes?.push(next)
        setValue(next)
      })}
    </>
  )
}

/** Opens a RowActions "⋯" menu as a user does (a click); answers the open menu. */
export async function openRowMenu(user: UserEvent, rowName: string) {
  const name = `Alte acțiuni: ${rowName}`
  await user.click(screen.getByRole('button', { name }))
  return screen.findByRole('menu', { name })
}

import { useLayoutEffect, type ReactElement } from 'react'
import { render, screen } from '@testing-library/react'
import { describe, expect, test, vi } from 'vitest'
import RowMenu from '~/components/ui/row_menu'
import DatePickerWidget from '~/components/ui/date_picker_widget'
import PageSizeListBox from '~/components/ui/page_size_listbox'
import UserMenu from '~/components/layout/user_menu'
import { SelectWidget } from '~/components/ui/select_widget'
import TagInputWidget from '~/components/ui/tag_input_widget'
import { pageMock } from './helpers'

vi.mock('@inertiajs/react', async () => (await import('./helpers')).inertiaMock)

// The popup widgets that take over from a stand-in (see useOpenRequest): the hover loaded the
// widget (closed), and the press that began on the stand-in arrives after it mounted.
const actions = [
  { label: 'Module', ariaLabel: 'Modulele comunității Alfa', href: '/communities/x?tab=modules' },
  { label: 'Șterge', ariaLabel: 'Șterge comunitatea Alfa', destructive: true, onAction: () => {} },
]
const cities = [
  { value: 'cj', label: 'Cluj-Napoca' },
  { value: 'is', label: 'Iași' },
]
const editing = { text: '', problem: null, onTextChange: () => {}, onKeyDown: () => {} }
Object.assign(pageMock.props, {
  auth: {
    user: { firstName: 'Ana', lastName: 'Pop', fullName: 'Ana Pop', avatarUrl: null },
    role: 'org-admin',
  },
})

const widgets: [string, (open: boolean) => ReactElement, () => Promise<HTMLElement>][] = [
  [
    'row menu',
    (open) => <RowMenu label="Alfa" actions={actions} defaultOpen={open} />,
    () => screen.findByRole('menuitem', { name: 'Șterge comunitatea Alfa' }),
  ],
  [
    'date picker',
    (open) => (
      <DatePickerWidget
        name="d"
        label="Data"
        value="2026-03-05"
        onChange={() => {}}
        defaultOpen={open}
      />
    ),
    () => screen.findByRole('dialog'),
  ],
  [
    'page size',
    (open) => (
      <PageSizeListBox value={10} onChange={() => {}} defaultOpen={open} autoFocus={false} />
    ),
    () => screen.findByRole('option', { name: '50' }),
  ],
  [
    'user menu',
    (open) => <UserMenu defaultOpen={open} />,
    () => screen.findByRole('menuitem', { name: /Deconectare/ }),
  ],
]

describe.each(widgets)('%s', (_name, widget, popup) => {
  test('a press on the stand-in that lands after the widget replaced it still opens it', async () => {
    const { rerender } = render(widget(false))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(screen.queryByRole('menu')).toBeNull()
    expect(screen.queryByRole('listbox')).toBeNull()
    rerender(widget(true))
    expect(await popup()).toBeTruthy()
  })
})

test('a disabled row menu never opens', () => {
  render(<RowMenu label="Alfa" actions={actions} isDisabled defaultOpen />)
  expect(screen.queryByRole('menu')).toBeNull()
})

// The text widgets: a focus that began on the stand-in just before the widget replaced it.
describe.each([
  [
    'select',
    (focus: boolean) => (
      <SelectWidget
        label="Oraș"
        options={cities}
        value={null}
        onChange={() => {}}
        autoFocus={focus}
      />
    ),
    'combobox',
  ],
  [
    'tag input',
    (focus: boolean) => (
      <TagInputWidget
        label="Etichete"
        value={[]}
        onChange={() => {}}
        editing={editing}
        autoFocus={focus}
      />
    ),
    'textbox',
  ],
] as const)('%s', (_name, widget, role) => {
  test('a focus on the stand-in that lands after the widget replaced it moves to the widget', () => {
    const { rerender } = render(widget(false))
    expect(screen.getByRole(role)).not.toHaveFocus()
    rerender(widget(true))
    expect(screen.getByRole(role)).toHaveFocus()
  })

  test('taking over with the focus, the widget has it in the commit that mounts it', () => {
    // A probe after the widget sees the page as the browser's next event would: the stand-in
    // that had the focus is gone; the widget's input must have it already, or what is typed
    // in that moment is lost.
    let focusedThen: Element | null = null
    function Probe() {
      useLayoutEffect(() => {
        focusedThen = document.activeElement
      }, [])
      return null
    }
    render(
      <>
        {widget(true)}
        <Probe />
      </>
    )
    expect(focusedThen).toBe(screen.getByRole(role))
  })
})

import '@testing-library/jest-dom/vitest'
import { createElement } from 'react'
import { cleanup } from '@testing-library/react'
import { afterEach, vi } from 'vitest'
import type { TagInputProps } from '~/components/ui/tag_input_options'
import { loadCatalog } from '~/lib/translate'

// The app loads the active locale's catalog before a page renders; tests render in both.
await Promise.all([loadCatalog('ro'), loadCatalog('en')])

afterEach(() => cleanup())

// react-aria reaches a page only through lazy chunks (dialogs, menus, selects, the address
// search); imported here once, so that the first chunk of a test file does not pay for
// transforming it (seconds in jsdom on a busy machine, past findBy's one-second wait).
await import('react-aria-components')

// Select and MultiSelect render a light stand-in until the user reaches for them, then load
// their react-aria widget (select.tsx); component tests work with the widget itself, and
// tests/components/ui/select_stand_in.test.tsx tests the stand-in and the handover.
vi.mock('~/components/ui/select', async (importOriginal) => {
  const original = await importOriginal<typeof import('~/components/ui/select')>()
  const widget = await import('~/components/ui/select_widget')
  return { ...original, Select: widget.SelectWidget, MultiSelect: widget.MultiSelectWidget }
})

// The date picker and the tag input load the same way (date_picker.tsx, tag_input.tsx);
// component tests use their widgets, tests/components/ui/picker_stand_ins.test.tsx the stand-ins.
vi.mock('~/components/ui/date_picker', async (importOriginal) => {
  const original = await importOriginal<typeof import('~/components/ui/date_picker')>()
  const widget = await import('~/components/ui/date_picker_widget')
  return { ...original, DatePicker: widget.default }
})
vi.mock('~/components/ui/tag_input', async (importOriginal) => {
  const original = await importOriginal<typeof import('~/components/ui/tag_input')>()
  const { default: Widget } = await import('~/components/ui/tag_input_widget')
  const { useTagEditing } = await import('~/components/ui/tag_input_options')
  function TagInput(props: TagInputProps) {
    return createElement(Widget, { ...props, editing: useTagEditing(props) })
  }
  return { ...original, TagInput }
})

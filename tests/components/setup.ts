import '@testing-library/jest-dom/vitest'
import { cleanup } from '@testing-library/react'
import { afterEach, vi } from 'vitest'
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

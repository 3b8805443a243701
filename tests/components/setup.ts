import '@testing-library/jest-dom/vitest'
import { cleanup } from '@testing-library/react'
import { afterEach } from 'vitest'
import { loadCatalog } from '~/lib/translate'

// The app loads the active locale's catalog before a page renders; tests render in both.
await Promise.all([loadCatalog('ro'), loadCatalog('en')])

afterEach(() => cleanup())

// react-aria imported once here: a dialog's lazy chunk (the kit's Modal) otherwise transforms it
// on its first use in a test file, seconds in jsdom on a busy machine, past findBy's one second.
await import('react-aria-components')

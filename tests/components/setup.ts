import '@testing-library/jest-dom/vitest'
import { cleanup } from '@testing-library/react'
import { afterEach } from 'vitest'
import { loadCatalog } from '~/lib/translate'

// The app loads the active locale's catalog before a page renders; tests render in both.
await Promise.all([loadCatalog('ro'), loadCatalog('en')])

afterEach(() => cleanup())

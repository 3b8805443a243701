import { afterEach, vi } from 'vitest'
import { formMock, pageMock } from './ui/helpers'

// Every file of the `components` project renders with one stand-in for Inertia (./ui/helpers):
// its files share a module graph (isolate: false), so a component loaded by one file keeps the
// Inertia it was loaded with for the next.
vi.mock('@inertiajs/react', async () => {
  const { inertiaMock } = await import('./ui/helpers')
  return inertiaMock
})

// What a test set on the page or the form does not reach the next test.
afterEach(() => {
  pageMock.url = '/'
  pageMock.props = { locale: 'ro', errors: {} }
  Object.assign(formMock, { errors: {}, processing: false, liveErrors: false })
})

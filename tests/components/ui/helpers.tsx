import { vi } from 'vitest'

/**
 * Components read the locale from Inertia's page props and navigate with
 * its router: this stands in for both. Use with
 *   vi.mock('@inertiajs/react', () => inertiaMock)
 */
export const routerMock = {
  get: vi.fn(),
  post: vi.fn(),
  delete: vi.fn(),
  visit: vi.fn(),
  on: vi.fn(() => () => {}),
}

export const pageMock = { props: { locale: 'ro', errors: {} as Record<string, string> }, url: '/' }

export const inertiaMock = {
  usePage: () => pageMock,
  router: routerMock,
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

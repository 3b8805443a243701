import { describe, expect, test } from 'vitest'
import { buildNavigation, isActive } from '~/lib/navigation'

const hrefs = (sections: ReturnType<typeof buildNavigation>) =>
  sections.flatMap((section) =>
    section.items.flatMap((item) => [item.href, ...(item.children ?? []).map((c) => c.href)])
  )

describe('buildNavigation', () => {
  test('super-admin: Meniu, Management and Mobile App as in the spec', () => {
    const sections = buildNavigation('super-admin', [])
    expect(sections.map((s) => s.title)).toEqual(['nav.menu', 'nav.management', 'nav.mobile_app'])
    expect(hrefs(sections)).toEqual([
      '/',
      '/users',
      '/users/invite',
      '/organizations',
      '/organizations/create',
      '/mobile-app/settings',
      '/mobile-app/styling',
    ])
  })

  test('super-admin sees the mailbox only when it is in use', () => {
    expect(hrefs(buildNavigation('super-admin', [], { mailbox: true }))).toContain('/mailbox')
    expect(hrefs(buildNavigation('super-admin', [], { mailbox: false }))).not.toContain('/mailbox')
  })

  test('org-admin with events-module gets the community and events entries', () => {
    const links = hrefs(buildNavigation('org-admin', ['events-module']))
    expect(links).toEqual([
      '/',
      '/contacts',
      '/lists',
      '/companies',
      '/communities',
      '/settings',
      '/users',
      '/users/invite',
      '/community/settings',
      '/community/styles',
      '/events',
      '/events/create',
      '/segments',
      '/segments/create',
      '/feeds',
      '/feeds/create',
      '/quizzes',
      '/quizzes/create',
      '/products',
      '/products/create',
    ])
  })

  test('org-admin without events-module gets neither events nor community entries', () => {
    const links = hrefs(buildNavigation('org-admin', ['feeds-module']))
    for (const gated of ['/community/settings', '/community/styles', '/events', '/events/create']) {
      expect(links).not.toContain(gated)
    }
    expect(links).toContain('/products')
  })

  test('any other role gets an empty menu', () => {
    expect(buildNavigation(null, ['events-module'])).toEqual([])
    expect(buildNavigation('member', [])).toEqual([])
  })
})

describe('isActive', () => {
  test('home is active only on /', () => {
    expect(isActive('/', '/')).toBe(true)
    expect(isActive('/', '/users')).toBe(false)
  })

  test('a section is active on its sub-pages but not on look-alike paths', () => {
    expect(isActive('/users', '/users/invite')).toBe(true)
    expect(isActive('/users', '/users?page=2')).toBe(true)
    expect(isActive('/users', '/usersx')).toBe(false)
  })
})

describe('development tools', () => {
  test('super-admins get the UI kit link only when the server offers it', () => {
    const withKit = buildNavigation('super-admin', [], { kit: true })
    expect(withKit[0].items.map((item) => item.href)).toContain('/kit')
    expect(buildNavigation('super-admin', [])[0].items.map((item) => item.href)).not.toContain(
      '/kit'
    )
  })
})

describe('communities', () => {
  test('org-admins get their organization’s communities whatever the modules', () => {
    for (const modules of [['events-module'], []]) {
      const menu = buildNavigation('org-admin', modules)[0]
      expect(menu.items.find((item) => item.href === '/communities')).toEqual({
        href: '/communities',
        label: 'nav.communities',
        icon: 'community',
      })
    }
    expect(hrefs(buildNavigation('super-admin', []))).not.toContain('/communities')
  })

  test('the communities link is not active on the community settings pages', () => {
    expect(isActive('/communities', '/community/settings')).toBe(false)
    expect(isActive('/communities', '/communities?page=2')).toBe(true)
  })
})

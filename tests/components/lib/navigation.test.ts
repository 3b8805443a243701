import { describe, expect, test } from 'vitest'
import { activeHref, buildNavigation, isActive, sectionOf } from '~/lib/navigation'

const hrefs = (sections: ReturnType<typeof buildNavigation>) =>
  sections.flatMap((section) =>
    section.items.flatMap((item) => [item.href, ...(item.children ?? []).map((c) => c.href)])
  )

describe('buildNavigation', () => {
  test('super-admin: Meniu, Management and Mobile App as in the spec', () => {
    const sections = buildNavigation('super-admin', [])
    expect(sections.map((s) => s.title)).toEqual([
      'nav.menu',
      'nav.management',
      'nav.sales',
      'nav.mobile_app',
    ])
    expect(hrefs(sections)).toEqual([
      '/',
      '/users',
      '/users/invite',
      // The audit trail's log (docs/security.md, "Audit trail").
      '/audit',
      '/organizations',
      '/organizations/create',
      '/administrare/bids',
      '/administrare/invoices',
      '/mobile-app/settings',
      '/mobile-app/styling',
      // The members lookup (docs/members.md): a member's sessions ended by the super-admin.
      '/mobile-app/members',
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
      '/quests',
      '/quests/create',
      '/products',
      '/products/create',
      '/lots',
      '/administrare/bids',
      '/administrare/invoices',
      // The audit trail's log and the GDPR requests, in a closed group of their own
      // (docs/security.md).
      '/audit',
      '/gdpr/requests',
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

describe('activeHref', () => {
  test('one entry is highlighted: the most specific one', () => {
    const superAdmin = buildNavigation('super-admin', [], { mailbox: true })
    expect(activeHref(superAdmin, '/users/invite')).toBe('/users/invite')
    expect(activeHref(superAdmin, '/users?page=2')).toBe('/users')
    expect(activeHref(superAdmin, '/organizations/create')).toBe('/organizations/create')
    expect(activeHref(superAdmin, '/organizations/abc/profile')).toBe('/organizations')
    expect(activeHref(superAdmin, '/')).toBe('/')
    const orgAdmin = buildNavigation('org-admin', ['events-module'])
    expect(activeHref(orgAdmin, '/users/invite')).toBe('/users/invite')
    expect(activeHref(orgAdmin, '/events/create')).toBe('/events/create')
    expect(activeHref(orgAdmin, '/my-account')).toBeNull()
  })
})

describe('development tools', () => {
  test('the UI kit page is not in any menu', () => {
    for (const role of ['super-admin', 'org-admin']) {
      const menuHrefs = buildNavigation(role, ['events-module'], { mailbox: true }).flatMap((s) =>
        s.items.map((item) => item.href)
      )
      expect(menuHrefs).not.toContain('/kit')
    }
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

describe('menu groups', () => {
  test('the org-admin’s long groups start closed; the super-admin’s short ones open', () => {
    const closed = (sections: ReturnType<typeof buildNavigation>) =>
      sections.filter((section) => section.closed).map((section) => section.title)
    expect(closed(buildNavigation('org-admin', ['events-module']))).toEqual([
      'nav.community',
      'nav.content',
      'nav.sales',
      'nav.security',
    ])
    expect(closed(buildNavigation('super-admin', []))).toEqual([])
  })

  test('the current page’s group is found through nested entries too', () => {
    const sections = buildNavigation('org-admin', ['events-module'])
    expect(sectionOf(sections, '/products')).toBe('nav.content')
    expect(sectionOf(sections, '/users/invite')).toBe('nav.menu')
    expect(sectionOf(sections, null)).toBeNull()
  })
})

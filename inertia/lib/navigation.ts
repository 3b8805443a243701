import { urlFor } from '~/client'

/**
 * The sidebar: super-admin menu (platform.md §2), org-admin menu
 * (tenant.md §2, events and community entries only with events-module),
 * and an empty menu for any other role.
 */
export interface NavItem {
  href: string
  label: string
  icon: IconName
  children?: NavItem[]
}

export interface NavSection {
  title: string
  items: NavItem[]
  /** Starts closed unless it holds the current page (the org-admin's long menu fits a laptop). */
  closed?: boolean
}

export type IconName =
  | 'home'
  | 'users'
  | 'invite'
  | 'building'
  | 'plus'
  | 'phone'
  | 'palette'
  | 'mail'
  | 'contacts'
  | 'list'
  | 'briefcase'
  | 'settings'
  | 'calendar'
  | 'segments'
  | 'feed'
  | 'quiz'
  | 'quest'
  | 'product'
  | 'car'
  | 'community'
  | 'bid'
  | 'invoice'

export const EVENTS_MODULE = 'events-module'

/** Bids and invoices (/administrare): both roles, each their own rows (docs/auction.md). */
const salesSection = (closed: boolean): NavSection => ({
  title: 'nav.sales',
  closed,
  items: [
    { href: urlFor('admin.bids.index'), label: 'nav.bids', icon: 'bid' },
    { href: urlFor('admin.invoices.index'), label: 'nav.invoices', icon: 'invoice' },
  ],
})

export function buildNavigation(
  role: string | null,
  modules: string[],
  options: { mailbox?: boolean } = {}
): NavSection[] {
  if (role === 'super-admin') {
    return [
      {
        title: 'nav.menu',
        items: [
          { href: urlFor('dashboard'), label: 'nav.dashboard', icon: 'home' },
          { href: urlFor('users.index'), label: 'nav.users', icon: 'users' },
          { href: urlFor('users.invite'), label: 'nav.users_invite', icon: 'invite' },
          ...(options.mailbox
            ? [{ href: urlFor('mailbox.index'), label: 'nav.mailbox', icon: 'mail' as const }]
            : []),
          { href: urlFor('audit.index'), label: 'nav.audit', icon: 'list' },
        ],
      },
      {
        title: 'nav.management',
        items: [
          { href: urlFor('organizations.index'), label: 'nav.organizations', icon: 'building' },
          { href: urlFor('organizations.create'), label: 'nav.organizations_create', icon: 'plus' },
        ],
      },
      salesSection(false),
      {
        title: 'nav.mobile_app',
        items: [
          { href: urlFor('mobile_app.settings'), label: 'nav.mobile_settings', icon: 'phone' },
          { href: urlFor('mobile_app.styling'), label: 'nav.mobile_styling', icon: 'palette' },
          { href: urlFor('member_accounts.index'), label: 'nav.mobile_members', icon: 'users' },
        ],
      },
    ]
  }

  if (role === 'org-admin') {
    const events = modules.includes(EVENTS_MODULE)
    return [
      {
        title: 'nav.menu',
        items: [
          { href: urlFor('dashboard'), label: 'nav.dashboard', icon: 'home' },
          { href: urlFor('contacts.index'), label: 'nav.contacts', icon: 'contacts' },
          { href: urlFor('contact_lists.index'), label: 'nav.lists', icon: 'list' },
          { href: urlFor('companies.index'), label: 'nav.companies', icon: 'briefcase' },
          { href: urlFor('communities.index'), label: 'nav.communities', icon: 'community' },
          {
            href: urlFor('settings.index'),
            label: 'nav.settings',
            icon: 'settings',
            children: [
              { href: urlFor('users.index'), label: 'nav.users', icon: 'users' },
              { href: urlFor('users.invite'), label: 'nav.users_invite', icon: 'invite' },
            ],
          },
        ],
      },
      ...(events
        ? [
            {
              title: 'nav.community',
              closed: true,
              items: [
                {
                  href: urlFor('community.settings'),
                  label: 'nav.community_settings',
                  icon: 'community' as const,
                },
                {
                  href: urlFor('community.styles'),
                  label: 'nav.community_styles',
                  icon: 'palette' as const,
                },
                { href: urlFor('events.index'), label: 'nav.events', icon: 'calendar' as const },
                {
                  href: urlFor('events.create'),
                  label: 'nav.events_create',
                  icon: 'plus' as const,
                },
              ],
            },
          ]
        : []),
      {
        title: 'nav.content',
        closed: true,
        items: [
          { href: urlFor('segments.index'), label: 'nav.segments', icon: 'segments' },
          { href: urlFor('segments.create'), label: 'nav.segments_create', icon: 'plus' },
          { href: urlFor('feeds.index'), label: 'nav.feeds', icon: 'feed' },
          { href: urlFor('feeds.create'), label: 'nav.feeds_create', icon: 'plus' },
          { href: urlFor('quizzes.index'), label: 'nav.quizzes', icon: 'quiz' },
          { href: urlFor('quizzes.create'), label: 'nav.quizzes_create', icon: 'plus' },
          { href: urlFor('quests.index'), label: 'nav.quests', icon: 'quest' },
          { href: urlFor('quests.create'), label: 'nav.quests_create', icon: 'plus' },
          { href: urlFor('products.index'), label: 'nav.products', icon: 'product' },
          { href: urlFor('products.create'), label: 'nav.products_create', icon: 'plus' },
          { href: urlFor('lots.index'), label: 'nav.lots', icon: 'car' },
        ],
      },
      salesSection(true),
      // Last and closed: the long menu keeps "Produse" in view on a laptop's screen (sidebar.spec.ts).
      // The organization's data protection: who did what, and the GDPR requests.
      {
        title: 'nav.security',
        closed: true,
        items: [
          { href: urlFor('audit.index'), label: 'nav.audit', icon: 'list' },
          { href: urlFor('gdpr.requests.index'), label: 'nav.gdpr_requests', icon: 'list' },
        ],
      },
    ]
  }

  return []
}

/** Whether `href` is the current page or one of its parents ('/' only exactly). */
export function isActive(href: string, url: string) {
  const path = url.split('?')[0]
  if (href === '/') return path === '/'
  return path === href || path.startsWith(href + '/')
}

/**
 * The one menu entry to highlight for `url`: the most specific entry that is
 * the page or one of its parents (on /users/invite, "Invită utilizator", not
 * "Utilizatori" as well).
 */
export function activeHref(sections: NavSection[], url: string): string | null {
  const hrefs = sections.flatMap((section) =>
    section.items.flatMap((item) => [item.href, ...(item.children ?? []).map((c) => c.href)])
  )
  return hrefs.filter((href) => isActive(href, url)).sort((a, b) => b.length - a.length)[0] ?? null
}

/** The title of the group holding the entry `href` (the current page's group), if any. */
export function sectionOf(sections: NavSection[], href: string | null): string | null {
  const holds = (item: NavItem): boolean => item.href === href || (item.children ?? []).some(holds)
  return sections.find((section) => section.items.some(holds))?.title ?? null
}

import { Link } from '@inertiajs/react'
import { PageHeader } from '~/components/layout/page_header'
import { useT } from '~/lib/i18n'
import { urlFor } from '~/client'

export type OrganizationTab =
  'profile' | 'settings' | 'branding' | 'users' | 'modules' | 'communities'

export const ORGANIZATION_TABS: OrganizationTab[] = [
  'profile',
  'settings',
  'branding',
  'users',
  'modules',
  'communities',
]

/** The URL of one tab of an organization (profile is the organization's own URL). */
export function organizationTabHref(uid: string, tab: OrganizationTab) {
  return urlFor(tab === 'profile' ? 'organizations.show' : `organizations.${tab}`, { uid })
}

/**
 * The frame of every /organizations/{uid}/… page: breadcrumbs Organizații / {name},
 * the name with a subtitle, and the tabs — each its own URL, the current one
 * marked with aria-current="page".
 */
export function OrganizationLayout({
  organization,
  active,
  children,
}: {
  organization: { uid: string; name: string }
  active: OrganizationTab
  children: React.ReactNode
}) {
  const t = useT()
  return (
    <>
      <PageHeader
        title={`${organization.name} · ${t(`organizations.tabs.${active}`)}`}
        heading={organization.name}
        breadcrumbs={[
          { label: t('organizations.title'), href: urlFor('organizations.index') },
          { label: organization.name },
        ]}
      />
      <p className="-mt-4 mb-4 text-sm text-gray-500 dark:text-gray-400">
        {t(
          active === 'communities' || active === 'modules'
            ? 'organizations.subtitle_communities'
            : 'organizations.subtitle_configuration'
        )}
      </p>
      <nav
        aria-label={t('organizations.tabs.label')}
        className="mb-6 overflow-x-auto border-b border-gray-200 dark:border-gray-700"
      >
        <ul className="flex gap-1 whitespace-nowrap">
          {ORGANIZATION_TABS.map((tab) => {
            const current = tab === active
            return (
              <li key={tab}>
                <Link
                  href={organizationTabHref(organization.uid, tab)}
                  aria-current={current ? 'page' : undefined}
                  className={`-mb-px inline-block rounded-t-lg border-b-2 px-4 py-2 text-sm font-medium outline-none focus-visible:ring-2 focus-visible:ring-brand-500 ${
                    current
                      ? 'border-brand-600 text-brand-600 dark:border-brand-500 dark:text-brand-500'
                      : 'border-transparent text-gray-600 hover:border-gray-300 hover:text-gray-800 dark:text-gray-300 dark:hover:text-white'
                  }`}
                >
                  {t(`organizations.tabs.${tab}`)}
                </Link>
              </li>
            )
          })}
        </ul>
      </nav>
      {children}
    </>
  )
}

import { PageHeader } from '~/components/ui/page_header'
import { PageTabs } from '~/components/ui/page_tabs'
import { useT } from '~/lib/i18n'
import { urlFor } from '~/client'

export type OrganizationTab =
  'profile' | 'settings' | 'branding' | 'efactura' | 'users' | 'modules' | 'communities'

export const ORGANIZATION_TABS: OrganizationTab[] = [
  'profile',
  'settings',
  'branding',
  'efactura',
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
 * the name with a subtitle, and the kit's page tabs — each its own URL, the
 * current one marked with aria-current="page".
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
        description={t(
          active === 'communities' || active === 'modules'
            ? 'organizations.subtitle_communities'
            : 'organizations.subtitle_configuration'
        )}
      />
      <PageTabs
        label={t('organizations.tabs.label')}
        selected={active}
        tabs={ORGANIZATION_TABS.map((tab) => ({
          id: tab,
          label: t(`organizations.tabs.${tab}`),
          href: organizationTabHref(organization.uid, tab),
        }))}
      >
        {children}
      </PageTabs>
    </>
  )
}

import type { Data } from '@generated/data'
import { Link } from '@inertiajs/react'
import { Tabs } from '~/components/ui/tabs'
import { PageHeader } from '~/components/ui/page_header'
import { ModuleSwitches, type ModuleOption } from '~/components/communities/module_switches'
import { LinkButton } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import { UsersTable, type UsersTableRow } from '~/components/users/users_table'
import { useT } from '~/lib/i18n'
import { urlFor } from '~/client'

type ShowTab = 'profile' | 'modules' | 'users'

type ShownCommunity = Data.Communities.Community.Variants['toPage']

function Detail({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-1 py-3 sm:grid-cols-3 sm:gap-4">
      <dt className="text-sm font-medium text-gray-500 dark:text-gray-400">{label}</dt>
      <dd className="text-sm text-gray-900 sm:col-span-2 dark:text-gray-100">{children}</dd>
    </div>
  )
}

function Profile({ community }: { community: ShownCommunity }) {
  const t = useT()
  return (
    <Card>
      <dl className="divide-y divide-gray-100 dark:divide-gray-700">
        <Detail label={t('communities.fields.name')}>{community.name}</Detail>
        <Detail label={t('communities.fields.slug')}>{community.slug}</Detail>
        <Detail label={t('communities.fields.description')}>
          <span className="whitespace-pre-line">
            {community.description || t('communities.show.no_description')}
          </span>
        </Detail>
        <Detail label={t('communities.show.url')}>
          {community.url ? (
            <a
              href={community.url}
              target="_blank"
              rel="noopener noreferrer"
              className="text-brand-600 hover:underline dark:text-brand-400"
            >
              {community.url}
            </a>
          ) : (
            t('communities.show.no_url')
          )}
        </Detail>
        <Detail label={t('communities.show.organization')}>
          <Link
            href={urlFor('organizations.show', { uid: community.organization.uid })}
            className="text-brand-600 hover:underline dark:text-brand-400"
          >
            {community.organization.name}
          </Link>
        </Detail>
        <Detail label={t('communities.fields.impact_areas')}>
          {community.impactAreas.length === 0 ? (
            t('communities.show.no_impact_areas')
          ) : (
            <ul className="space-y-1">
              {community.impactAreas.map((area) => (
                <li key={area.id}>
                  <span className="font-medium">{area.name}</span>
                  {area.children.length > 0 && (
                    <span className="text-gray-500 dark:text-gray-400">
                      {' '}
                      — {area.children.join(', ')}
                    </span>
                  )}
                </li>
              ))}
            </ul>
          )}
        </Detail>
      </dl>
    </Card>
  )
}

/** /communities/{uid} (super-admins): tabs profile, modules and users; `?tab=` opens one. */
export default function CommunityShow({
  tab,
  community,
  modules,
  users,
}: {
  tab: ShowTab
  community: ShownCommunity
  modules: ModuleOption[]
  users: UsersTableRow[]
}) {
  const t = useT()
  return (
    <>
      <PageHeader
        title={community.name}
        breadcrumbs={[
          { label: t('organizations.title'), href: urlFor('organizations.index') },
          {
            label: community.organization.name,
            href: urlFor('organizations.communities', { uid: community.organization.uid }),
          },
          { label: community.name },
        ]}
        actions={
          <div className="flex flex-wrap gap-2">
            <LinkButton
              href={urlFor('communities.configuration', { uid: community.uid })}
              variant="secondary"
            >
              {t('communities.show.configuration')}
            </LinkButton>
            <LinkButton href={urlFor('communities.edit', { uid: community.uid })}>
              {t('communities.show.edit_page')}
            </LinkButton>
          </div>
        }
      />
      <Tabs
        label={t('communities.show.tabs_label')}
        selected={tab}
        tabs={[
          {
            id: 'profile',
            label: t('communities.show.profile'),
            content: <Profile community={community} />,
          },
          {
            id: 'modules',
            label: t('communities.show.modules'),
            content: (
              <Card className="max-w-2xl">
                <ModuleSwitches community={community} modules={modules} />
              </Card>
            ),
          },
          {
            id: 'users',
            label: t('communities.show.users'),
            content: (
              <UsersTable
                users={users}
                label={t('communities.show.users_label', { name: community.organization.name })}
              />
            ),
          },
        ]}
      />
    </>
  )
}

import { PageHeader } from '~/components/ui/page_header'
import { CommunitySettingsScreen } from '~/components/communities/settings_screen'
import type { SettingsPageProps } from '~/components/communities/settings_types'
import { useT } from '~/lib/i18n'
import { urlFor } from '~/client'

/** /communities/{uid}/configuration (super-admins): profile, links and other info. */
export default function CommunityConfiguration(props: SettingsPageProps) {
  const t = useT()
  const { community, organization } = props
  return (
    <>
      <PageHeader
        title={t('community_settings.configuration.title')}
        heading={community.name}
        breadcrumbs={[
          { label: t('organizations.title'), href: urlFor('organizations.index') },
          {
            label: organization.name,
            href: urlFor('organizations.communities', { uid: organization.uid }),
          },
          { label: community.name, href: urlFor('communities.show', { uid: community.uid }) },
          { label: t('community_settings.configuration.title') },
        ]}
      />
      <CommunitySettingsScreen
        {...props}
        targets={{
          profile: urlFor('communities.configuration.profile', { uid: community.uid }),
          links: urlFor('communities.configuration.links', { uid: community.uid }),
          otherInfo: urlFor('communities.configuration.other_info', { uid: community.uid }),
        }}
      />
    </>
  )
}

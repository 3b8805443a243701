import { PageHeader } from '~/components/ui/page_header'
import { CommunitySettingsScreen } from '~/components/communities/settings_screen'
import type { SettingsPageProps } from '~/components/communities/settings_types'
import { useT } from '~/lib/i18n'
import { urlFor } from '~/client'

/** /community/settings (org-admins with the events module): their current community. */
export default function CommunitySettings(props: SettingsPageProps) {
  const t = useT()
  return (
    <>
      <PageHeader title={t('community_settings.settings.title')} heading={props.community.name} />
      <CommunitySettingsScreen
        {...props}
        targets={{
          profile: urlFor('community.settings.profile'),
          links: urlFor('community.settings.links'),
          otherInfo: urlFor('community.settings.other_info'),
        }}
      />
    </>
  )
}

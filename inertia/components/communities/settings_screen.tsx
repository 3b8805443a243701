import { CommunityProfileForm } from '~/components/communities/community_profile_form'
import { LinksForm } from '~/components/communities/links_form'
import { OtherInfoForm } from '~/components/communities/other_info_form'
import { Tabs } from '~/components/ui/tabs'
import type { SettingsPageProps } from '~/components/communities/settings_types'
import { useErrorToasts } from '~/components/organizations/error_toasts'
import { useT } from '~/lib/i18n'

/**
 * The tabs profile, links and other_info of a community: the super-admin's
 * configuration and the org-admin's settings show the same screen, posting
 * to `{baseUrl}/profile`, `/links` and `/other-info`.
 */
export function CommunitySettingsScreen({
  community,
  organization,
  options,
  baseUrl: base,
}: SettingsPageProps) {
  const t = useT()
  useErrorToasts()
  return (
    <Tabs
      keepMounted
      label={t('community_settings.configuration.tabs_label')}
      tabs={[
        {
          id: 'profile',
          label: t('community_settings.configuration.tabs.profile'),
          content: (
            <CommunityProfileForm
              community={community}
              organization={organization}
              url={`${base}/profile`}
            />
          ),
        },
        {
          id: 'links',
          label: t('community_settings.configuration.tabs.links'),
          content: <LinksForm links={community.links} url={`${base}/links`} />,
        },
        {
          id: 'other_info',
          label: t('community_settings.configuration.tabs.other_info'),
          content: (
            <OtherInfoForm community={community} options={options} url={`${base}/other-info`} />
          ),
        },
      ]}
    />
  )
}

import { CommunityProfileForm } from '~/components/communities/community_profile_form'
import { LinksForm } from '~/components/communities/links_form'
import { OtherInfoForm } from '~/components/communities/other_info_form'
import { Tabs } from '~/components/ui/tabs'
import type { SettingsPageProps } from '~/components/communities/settings_types'
import { useErrorSummaryToast } from '~/components/forms/error_summary_toast'
import { useT } from '~/lib/i18n'

/** Where each of the three forms posts, built by the page from its own route names. */
export type SettingsTargets = { profile: string; links: string; otherInfo: string }

/**
 * The tabs profile, links and other_info of a community: the super-admin's
 * configuration and the org-admin's settings show the same screen, each form
 * posting to the target its page gives.
 */
export function CommunitySettingsScreen({
  community,
  organization,
  options,
  targets,
}: SettingsPageProps & { targets: SettingsTargets }) {
  const t = useT()
  useErrorSummaryToast()
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
              url={targets.profile}
            />
          ),
        },
        {
          id: 'links',
          label: t('community_settings.configuration.tabs.links'),
          content: <LinksForm links={community.links} url={targets.links} />,
        },
        {
          id: 'other_info',
          label: t('community_settings.configuration.tabs.other_info'),
          content: (
            <OtherInfoForm community={community} options={options} url={targets.otherInfo} />
          ),
        },
      ]}
    />
  )
}

import type { Data } from '@generated/data'
import { useForm } from '@inertiajs/react'
import { PageHeader } from '~/components/ui/page_header'
import { CommunityBrandingForm } from '~/components/communities/branding_form'
import { Tabs } from '~/components/ui/tabs'
import { FormCard } from '~/components/forms/form_card'
import { useErrorSummaryToast } from '~/components/forms/error_summary_toast'
import { Card } from '~/components/ui/card'
import { LogoAndCover } from '~/components/forms/logo_and_cover'
import { TextArea } from '~/components/ui/text_area'
import { bindField } from '~/lib/form_errors'
import { useT } from '~/lib/i18n'
import { urlFor } from '~/client'

export const INTRO_MAX = 1500

type StyledCommunity = Data.Communities.Community.Variants['toStyles']

function IntroForm({ intro }: { intro: string }) {
  const t = useT()
  const form = useForm({ intro })
  return (
    <FormCard
      form={form}
      url={urlFor('community.styles.intro')}
      title={t('community_settings.styles.tabs.intro')}
    >
      <TextArea
        {...bindField(form, 'intro')}
        label={t('community_settings.styles.intro')}
        maxLength={INTRO_MAX}
        rows={8}
        className="sm:col-span-2"
      />
    </FormCard>
  )
}

/** /community/styles (org-admins with the events module): colours, logo, cover and intro. */
export default function CommunityStyles({ community }: { community: StyledCommunity }) {
  const t = useT()
  useErrorSummaryToast()
  return (
    <>
      <PageHeader title={t('community_settings.styles.title')} heading={community.name} />
      <Tabs
        keepMounted
        label={t('community_settings.styles.tabs_label')}
        tabs={[
          {
            id: 'branding',
            label: t('community_settings.styles.tabs.branding'),
            content: (
              <div className="space-y-6">
                <CommunityBrandingForm
                  branding={community.branding}
                  url={urlFor('community.styles.branding')}
                />
                <Card className="max-w-4xl">
                  <LogoAndCover
                    owner={community}
                    routes="community.image"
                    labels={{
                      logo: t('community_settings.styles.logo'),
                      cover: t('community_settings.styles.cover'),
                    }}
                    description={t('community_settings.styles.image_hint')}
                  />
                </Card>
              </div>
            ),
          },
          {
            id: 'intro',
            label: t('community_settings.styles.tabs.intro'),
            content: <IntroForm intro={community.intro} />,
          },
        ]}
      />
    </>
  )
}

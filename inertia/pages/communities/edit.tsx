import type { Data } from '@generated/data'
import { useForm, usePage } from '@inertiajs/react'
import { PageHeader } from '~/components/ui/page_header'
import { CommunityBrandingForm } from '~/components/communities/branding_form'
import { CommunityTextFields } from '~/components/communities/community_text_fields'
import { ContactForm } from '~/components/communities/contact_form'
import { LinksForm } from '~/components/communities/links_form'
import { Tabs } from '~/components/ui/tabs'
import { FormCard } from '~/components/forms/form_card'
import { useErrorSummaryToast } from '~/components/forms/error_summary_toast'
import { useT } from '~/lib/i18n'
import type { SharedProps } from '~/types'
import { urlFor } from '~/client'

type EditedCommunity = Data.Communities.Community.Variants['toEditForm']

/** Tab Comunitate: name and description. */
function DetailsForm({ community, url }: { community: EditedCommunity; url: string }) {
  const t = useT()
  const form = useForm({
    section: 'community',
    name: community.name,
    description: community.description,
  })
  return (
    <FormCard form={form} url={url} title={t('community_settings.edit.tabs.community')}>
      <CommunityTextFields form={form} />
    </FormCard>
  )
}

/**
 * /communities/{uid}/edit (super-admins, org-admins of the organization):
 * tabs Comunitate, Branding, Contact and Link-uri, each saved on its own.
 */
export default function CommunityEdit({
  community,
  geocoder,
}: {
  community: EditedCommunity
  geocoder: boolean
}) {
  const t = useT()
  const { props } = usePage<SharedProps>()
  useErrorSummaryToast()
  const url = urlFor('communities.edit.update', { uid: community.uid })
  const listUrl =
    props.auth.role === 'super-admin'
      ? urlFor('organizations.communities', { uid: community.organization.uid })
      : urlFor('communities.index')

  return (
    <>
      <PageHeader
        title={t('community_settings.edit.title')}
        heading={community.name}
        breadcrumbs={[
          { label: t('community_settings.list'), href: listUrl },
          { label: t('community_settings.edit.title') },
        ]}
      />
      <Tabs
        keepMounted
        label={t('community_settings.edit.tabs_label')}
        tabs={[
          {
            id: 'community',
            label: t('community_settings.edit.tabs.community'),
            content: <DetailsForm community={community} url={url} />,
          },
          {
            id: 'branding',
            label: t('community_settings.edit.tabs.branding'),
            content: (
              <CommunityBrandingForm branding={community.branding} url={url} section="branding" />
            ),
          },
          {
            id: 'contact',
            label: t('community_settings.edit.tabs.contact'),
            content: (
              <ContactForm
                address={community.address}
                latitude={community.latitude}
                longitude={community.longitude}
                geocoder={geocoder}
                url={urlFor('communities.edit.contact', { uid: community.uid })}
              />
            ),
          },
          {
            id: 'links',
            label: t('community_settings.edit.tabs.links'),
            content: <LinksForm links={community.links} url={url} section="links" />,
          },
        ]}
      />
    </>
  )
}

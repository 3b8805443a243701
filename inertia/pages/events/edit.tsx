import type { Data } from '@generated/data'
import { lazy, Suspense } from 'react'
import type { CommunityBrandingFormProps } from '~/components/communities/branding_form'
import { LinksForm } from '~/components/communities/links_form'
import { ContactTab } from '~/components/events/contact_tab'
import {
  EventForm,
  type EventFormOptions,
  type EventFormValues,
} from '~/components/events/event_form'
import { PartnersTab } from '~/components/events/partners_tab'
import type { AttendeesTabProps } from '~/components/events/attendees_tab'
import { SalesInfoTab } from '~/components/events/sales_info_tab'
import { useErrorSummaryToast } from '~/components/forms/error_summary_toast'
import { Card } from '~/components/ui/card'
import { PageHeader } from '~/components/ui/page_header'
import type { Option } from '~/components/ui/select'
import { Spinner } from '~/components/ui/spinner'
import { Tabs } from '~/components/ui/tabs'
import { useT } from '~/lib/i18n'
import { urlFor } from '~/client'
import type { AuditRow } from '@shared/audit'

type Props = {
  event: Data.Events.Event.Variants['toEditor']
  eventForm: EventFormValues
  options: EventFormOptions & { suitable_for: Option[] }
  companies: Option[]
  partnerIds: number[]
  sponsorIds: number[]
  geocoder: boolean
  attendees: Omit<AttendeesTabProps, 'uid'>
  /** The event's audit trail ("Istoric"). */
  timeline?: AuditRow[]
}

/**
 * /events/{uid}, "Editează eveniment": eight tabs (Event, Branding, Contact, Sales Info, Links,
 * Partners and Sponsors, Participanți, Istoric), the forms each saved on their own; the open tab is in the URL (`?tab=`), so a
 * reload stays on it. A failed save (or image upload) shows its errors under the fields and
 * one "Formularul are N erori" toast, as every form. Keyed by the event: a duplicate opens with
 * its own forms.
 */
export default function EventEdit(props: Props) {
  return <EventEditor key={props.event.uid} {...props} />
}

function EventEditor({
  event,
  eventForm,
  options,
  companies,
  partnerIds,
  sponsorIds,
  geocoder,
  attendees,
  timeline,
}: Props) {
  const t = useT()
  useErrorSummaryToast()
  const uid = event.uid
  return (
    <>
      <PageHeader
        title={t('events.editor.title')}
        heading={event.name}
        breadcrumbs={[
          { label: t('events.title'), href: urlFor('events.index') },
          { label: t('events.editor.title') },
        ]}
      />
      <Tabs
        keepMounted
        label={t('events.editor.tabs_label')}
        tabs={[
          {
            id: 'event',
            label: t('events.editor.tabs.event'),
            content: (
              <Card className="max-w-4xl">
                <EventForm
                  mode="edit"
                  action={urlFor('events.update', { uid })}
                  initial={eventForm}
                  options={options}
                />
              </Card>
            ),
          },
          {
            id: 'branding',
            label: t('events.editor.tabs.branding'),
            content: (
              <BrandingPanel
                branding={event.branding}
                url={urlFor('events.edit.branding', { uid })}
                gradients={false}
              />
            ),
            mountWhenOpened: true,
          },
          {
            id: 'contact',
            label: t('events.editor.tabs.contact'),
            content: <ContactTab uid={uid} contact={event.contact} geocoder={geocoder} />,
          },
          {
            id: 'sales',
            label: t('events.editor.tabs.sales'),
            content: (
              <SalesInfoTab
                uid={uid}
                salesInfo={event.salesInfo}
                heroImageUrl={event.heroImageUrl}
                trustElImageUrl={event.trustElImageUrl}
                suitableFor={options.suitable_for}
              />
            ),
          },
          {
            id: 'links',
            label: t('events.editor.tabs.links'),
            content: <LinksForm links={event.links} url={urlFor('events.edit.links', { uid })} />,
          },
          {
            id: 'partners',
            label: t('events.editor.tabs.partners'),
            content: (
              <PartnersTab
                uid={uid}
                partnerIds={partnerIds}
                sponsorIds={sponsorIds}
                companies={companies}
              />
            ),
          },
          {
            id: 'attendees',
            label: t('events.editor.tabs.attendees'),
            content: <AttendeesPanel uid={uid} {...attendees} />,
            mountWhenOpened: true,
          },
          ...(timeline
            ? [
                {
                  id: 'history',
                  label: t('events.editor.tabs.history'),
                  content: <HistoryPanel entries={timeline} />,
                  mountWhenOpened: true,
                },
              ]
            : []),
        ]}
      />
    </>
  )
}

const AttendeesTab = lazy(() =>
  import('~/components/events/attendees_tab').then((module) => ({ default: module.AttendeesTab }))
)

/** The Participanți tab: loaded when first opened (it has no form to keep while hidden). */
function AttendeesPanel(props: AttendeesTabProps) {
  return (
    <Suspense fallback={<Spinner />}>
      <AttendeesTab {...props} />
    </Suspense>
  )
}

/**
 * The Branding and Istoric tabs load when first opened, as Participanți does: the page's first
 * load stays under bench:pages' budget (docs/performance.md). Once opened a tab stays mounted,
 * so what was typed in its form is kept while another tab is shown.
 */
const CommunityBrandingForm = lazy(() =>
  import('~/components/communities/branding_form').then((module) => ({
    default: module.CommunityBrandingForm,
  }))
)
const AuditTimeline = lazy(() =>
  import('~/components/audit/audit_timeline').then((module) => ({
    default: module.AuditTimeline,
  }))
)

function BrandingPanel(props: CommunityBrandingFormProps) {
  return (
    <Suspense fallback={<Spinner />}>
      <CommunityBrandingForm {...props} />
    </Suspense>
  )
}

function HistoryPanel({ entries }: { entries: AuditRow[] }) {
  return (
    <Suspense fallback={<Spinner />}>
      <AuditTimeline entries={entries} />
    </Suspense>
  )
}

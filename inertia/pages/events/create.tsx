import { EventForm, type EventFormOptions } from '~/components/events/event_form'
import { useErrorSummaryToast } from '~/components/forms/error_summary_toast'
import { Card } from '~/components/ui/card'
import { PageHeader } from '~/components/ui/page_header'
import { useT } from '~/lib/i18n'
import { urlFor } from '~/client'

/** /events/create, "Pagina evenimente": the Event tab's fields and the event contact. */
export default function EventCreate({ options }: { options: EventFormOptions }) {
  const t = useT()
  useErrorSummaryToast()
  return (
    <>
      <PageHeader
        title={t('events.create_title')}
        heading={t('events.create_heading')}
        breadcrumbs={[
          { label: t('events.title'), href: urlFor('events.index') },
          { label: t('events.create_heading') },
        ]}
      />
      <Card className="max-w-5xl">
        <EventForm mode="create" action={urlFor('events.store')} initial={null} options={options} />
      </Card>
    </>
  )
}

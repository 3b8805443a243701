import { useState } from 'react'
import { Link, useForm } from '@inertiajs/react'
import { ServerForm } from '~/components/forms/server_form'
import { closeOnSuccess, ModalActions } from '~/components/forms/modal_actions'
import { Button } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import { DatePicker } from '~/components/ui/date_picker'
import { Modal } from '~/components/ui/modal'
import { PageHeader } from '~/components/ui/page_header'
import { PlainTable } from '~/components/ui/plain_table'
import { SearchSelect } from '~/components/ui/search_select'
import { Select } from '~/components/ui/select'
import { TextArea } from '~/components/ui/text_area'
import { TextField } from '~/components/ui/text_field'
import { formatDate, formatDateTime } from '~/lib/format'
import { bindField } from '~/lib/form_errors'
import { useT } from '~/lib/i18n'
import { urlFor } from '~/client'

export type GdprRequestRow = {
  uid: string
  kind: string
  requesterName: string
  requesterEmail: string | null
  receivedOn: string
  dueOn: string
  doneAt: string | null
  doneBy: string | null
  note: string
  state: 'open' | 'due_soon' | 'overdue' | 'done'
  contact: { uid: string | null; name: string; erased: boolean } | null
}

const KINDS = ['access', 'erasure', 'rectification', 'objection'] as const

const STATE_CLASSES = {
  open: 'bg-blue-100 text-blue-800 dark:bg-blue-900 dark:text-blue-100',
  due_soon: 'bg-amber-100 text-amber-800 dark:bg-amber-900 dark:text-amber-100',
  overdue: 'bg-red-100 text-red-800 dark:bg-red-900 dark:text-red-100',
  done: 'bg-green-100 text-green-800 dark:bg-green-900 dark:text-green-100',
} as const

/**
 * /gdpr/requests: the organization's register of GDPR requests (docs/security.md, "GDPR requests
 * and consent"): open ones first by due day, then the answered ones; a request added, one marked
 * done with a note.
 */
export default function GdprRequests({
  requests,
  today,
}: {
  requests: GdprRequestRow[]
  today: string
}) {
  const t = useT()
  const [adding, setAdding] = useState(false)
  const [closing, setClosing] = useState<GdprRequestRow | null>(null)
  return (
    <>
      <PageHeader
        title={t('gdpr.requests.title')}
        description={t('gdpr.requests.description')}
        count={requests.length}
        actions={<Button onPress={() => setAdding(true)}>{t('gdpr.requests.add')}</Button>}
      />
      <Card>
        <PlainTable
          label={t('gdpr.requests.title')}
          rows={requests}
          rowKey={(row) => row.uid}
          emptyText={t('gdpr.requests.empty')}
          columns={[
            {
              key: 'requester',
              label: t('gdpr.requests.requester_name'),
              isRowHeader: true,
              cell: (row) => (
                <span>
                  {row.requesterName}
                  {row.requesterEmail && (
                    <span className="block text-xs text-gray-500">{row.requesterEmail}</span>
                  )}
                </span>
              ),
            },
            {
              key: 'kind',
              label: t('gdpr.requests.kind'),
              cell: (row) => t(`gdpr.requests.kinds.${row.kind}`),
            },
            {
              key: 'contact',
              label: t('gdpr.requests.contact'),
              cell: (row) =>
                row.contact ? (
                  row.contact.uid ? (
                    <Link
                      className="underline"
                      href={urlFor('contacts.show', { uid: row.contact.uid })}
                    >
                      {row.contact.erased ? t('gdpr.erase.erased_name') : row.contact.name}
                    </Link>
                  ) : (
                    row.contact.name
                  )
                ) : (
                  '—'
                ),
            },
            {
              key: 'received',
              label: t('gdpr.requests.received_on'),
              cell: (row) => formatDate(row.receivedOn),
            },
            {
              key: 'due',
              label: t('gdpr.requests.due_on'),
              cell: (row) => formatDate(row.dueOn),
            },
            {
              key: 'state',
              label: t('gdpr.requests.state'),
              cell: (row) => (
                <span
                  className={`inline-block rounded-full px-2 py-0.5 text-xs font-medium ${STATE_CLASSES[row.state]}`}
                >
                  {t(`gdpr.requests.states.${row.state}`)}
                </span>
              ),
            },
            {
              key: 'done',
              label: t('gdpr.requests.done_at'),
              cell: (row) =>
                row.doneAt
                  ? `${formatDateTime(row.doneAt)}${row.doneBy ? ` · ${row.doneBy}` : ''}`
                  : '—',
            },
            {
              key: 'note',
              label: t('gdpr.requests.note'),
              cell: (row) => <span className="whitespace-pre-line">{row.note || '—'}</span>,
            },
            {
              key: 'actions',
              label: '',
              cell: (row) =>
                row.doneAt ? null : (
                  <Button variant="secondary" onPress={() => setClosing(row)}>
                    {t('gdpr.requests.mark_done')}
                  </Button>
                ),
            },
          ]}
        />
      </Card>
      <Modal
        title={t('gdpr.requests.add')}
        isOpen={adding}
        onOpenChange={setAdding}
        isDismissable={false}
        size="md"
      >
        {(close) => <AddForm today={today} close={close} />}
      </Modal>
      <Modal
        title={t('gdpr.requests.mark_done_title', { name: closing?.requesterName ?? '' })}
        isOpen={closing !== null}
        onOpenChange={(open) => !open && setClosing(null)}
        isDismissable={false}
        size="md"
      >
        {(close) => closing && <DoneForm request={closing} close={close} />}
      </Modal>
    </>
  )
}

function AddForm({ today, close }: { today: string; close: () => void }) {
  const t = useT()
  const form = useForm({
    kind: '',
    requester_name: '',
    requester_email: '',
    received_on: today,
    contact_id: null as number | null,
    note: '',
  })
  const errors = form.errors as Record<string, string | undefined>
  return (
    <ServerForm
      className="grid gap-4"
      onSubmit={() => form.post(urlFor('gdpr.requests.store'), closeOnSuccess(form, close))}
    >
      <Select
        name="kind"
        label={t('gdpr.requests.kind')}
        isRequired
        options={KINDS.map((kind) => ({ value: kind, label: t(`gdpr.requests.kinds.${kind}`) }))}
        value={form.data.kind || null}
        onChange={(value) => form.setData('kind', String(value ?? ''))}
        error={errors.kind}
      />
      <TextField
        {...bindField(form, 'requester_name')}
        label={t('gdpr.requests.requester_name')}
        autoComplete="off"
        isRequired
      />
      <TextField
        {...bindField(form, 'requester_email')}
        type="email"
        label={t('gdpr.requests.requester_email')}
        autoComplete="off"
      />
      <DatePicker
        name="received_on"
        label={t('gdpr.requests.received_on')}
        value={form.data.received_on}
        onChange={(value) => form.setData('received_on', value)}
        error={errors.received_on}
        isRequired
      />
      <SearchSelect
        name="contact_id"
        label={t('gdpr.requests.contact')}
        description={t('gdpr.requests.contact_help')}
        url={urlFor('contacts.options')}
        value={form.data.contact_id}
        onChange={(value) => form.setData('contact_id', value === null ? null : Number(value))}
        error={errors.contact_id}
      />
      <TextArea {...bindField(form, 'note')} label={t('gdpr.requests.note')} />
      <ModalActions close={close} processing={form.processing} />
    </ServerForm>
  )
}

function DoneForm({ request, close }: { request: GdprRequestRow; close: () => void }) {
  const t = useT()
  const form = useForm({ note: request.note })
  return (
    <ServerForm
      className="grid gap-4"
      onSubmit={() =>
        form.post(urlFor('gdpr.requests.done', { uid: request.uid }), closeOnSuccess(form, close))
      }
    >
      <TextArea {...bindField(form, 'note')} label={t('gdpr.requests.note')} />
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onPress={close}>
          {t('ui.confirm.dismiss')}
        </Button>
        <Button type="submit" processing={form.processing}>
          {t('gdpr.requests.mark_done')}
        </Button>
      </div>
    </ServerForm>
  )
}

import { useState } from 'react'
import { useForm } from '@inertiajs/react'
import { ServerForm } from '~/components/forms/server_form'
import { closeOnSuccess, ModalActions } from '~/components/forms/modal_actions'
import { Button } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import { Modal } from '~/components/ui/modal'
import { PlainTable } from '~/components/ui/plain_table'
import { Select } from '~/components/ui/select'
import { TextField } from '~/components/ui/text_field'
import { formatDateTime } from '~/lib/format'
import { bindField } from '~/lib/form_errors'
import { useT } from '~/lib/i18n'
import { urlFor } from '~/client'

export type ConsentRow = {
  id: number
  given: boolean
  basis: string
  source: string
  textVersion: string
  at: string
}

/**
 * The contact page's marketing consent: the state (the latest row), its history, and
 * "Înregistrează acordul" (a new row: given or withdrawn, basis, source, text version).
 */
export function ConsentPanel({
  contactUid,
  consents,
  canRecord,
}: {
  contactUid: string
  consents: ConsentRow[]
  canRecord: boolean
}) {
  const t = useT()
  const [open, setOpen] = useState(false)
  const latest = consents[0]
  return (
    <Card className="space-y-4">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h2 className="text-lg font-semibold text-gray-900 dark:text-white">
            {t('gdpr.consent.title')}
          </h2>
          <p className="mt-1 text-sm text-gray-700 dark:text-gray-200" data-testid="consent-state">
            {latest
              ? `${t(latest.given ? 'gdpr.consent.given_state' : 'gdpr.consent.withdrawn_state')} · ${t(`gdpr.consent.bases.${latest.basis}`)} · ${t(`gdpr.consent.sources.${latest.source}`)} · ${latest.textVersion} · ${formatDateTime(latest.at)}`
              : t('gdpr.consent.none')}
          </p>
        </div>
        {canRecord && (
          <Button variant="secondary" onPress={() => setOpen(true)}>
            {t('gdpr.consent.record')}
          </Button>
        )}
      </div>
      {consents.length > 0 && (
        <PlainTable
          label={t('gdpr.consent.title')}
          rows={consents}
          rowKey={(row) => String(row.id)}
          emptyText={t('gdpr.consent.none')}
          columns={[
            {
              key: 'at',
              label: t('gdpr.consent.at'),
              isRowHeader: true,
              cell: (row) => formatDateTime(row.at),
            },
            {
              key: 'given',
              label: t('gdpr.consent.given'),
              cell: (row) => t(row.given ? 'gdpr.consent.given_yes' : 'gdpr.consent.given_no'),
            },
            {
              key: 'basis',
              label: t('gdpr.consent.basis'),
              cell: (row) => t(`gdpr.consent.bases.${row.basis}`),
            },
            {
              key: 'source',
              label: t('gdpr.consent.source'),
              cell: (row) => t(`gdpr.consent.sources.${row.source}`),
            },
            {
              key: 'version',
              label: t('gdpr.consent.text_version'),
              cell: (row) => row.textVersion,
            },
          ]}
        />
      )}
      <Modal
        title={t('gdpr.consent.record')}
        isOpen={open}
        onOpenChange={setOpen}
        isDismissable={false}
        size="md"
      >
        {(close) => <ConsentForm contactUid={contactUid} close={close} />}
      </Modal>
    </Card>
  )
}

function ConsentForm({ contactUid, close }: { contactUid: string; close: () => void }) {
  const t = useT()
  const form = useForm({ given: 'true', basis: 'consent', source: 'form', text_version: '' })
  const errors = form.errors as Record<string, string | undefined>
  form.transform((data) => ({ ...data, given: data.given === 'true' }))
  return (
    <ServerForm
      className="grid gap-4"
      onSubmit={() =>
        form.post(urlFor('gdpr.contacts.consent', { uid: contactUid }), closeOnSuccess(form, close))
      }
    >
      <Select
        name="given"
        label={t('gdpr.consent.given')}
        isRequired
        options={[
          { value: 'true', label: t('gdpr.consent.given_yes') },
          { value: 'false', label: t('gdpr.consent.given_no') },
        ]}
        value={form.data.given}
        onChange={(value) => form.setData('given', String(value ?? ''))}
        error={errors.given}
      />
      <Select
        name="basis"
        label={t('gdpr.consent.basis')}
        isRequired
        options={['consent', 'legitimate_interest'].map((value) => ({
          value,
          label: t(`gdpr.consent.bases.${value}`),
        }))}
        value={form.data.basis}
        onChange={(value) => form.setData('basis', String(value ?? ''))}
        error={errors.basis}
      />
      <Select
        name="source"
        label={t('gdpr.consent.source')}
        isRequired
        options={['form', 'registration'].map((value) => ({
          value,
          label: t(`gdpr.consent.sources.${value}`),
        }))}
        value={form.data.source}
        onChange={(value) => form.setData('source', String(value ?? ''))}
        error={errors.source}
      />
      <TextField
        {...bindField(form, 'text_version')}
        label={t('gdpr.consent.text_version')}
        autoComplete="off"
        isRequired
      />
      <ModalActions close={close} processing={form.processing} />
    </ServerForm>
  )
}

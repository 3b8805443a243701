import type { Data } from '@generated/data'
import { Link } from '@inertiajs/react'
import { PageHeader } from '~/components/ui/page_header'
import { DataTable, type ListMeta, type ListViewState } from '~/components/ui/data_table'
import { useT } from '~/lib/i18n'
import { formatDateTime } from '~/lib/format'
import { urlFor } from '~/client'

type Row = Data.Mailbox.MailboxMessage.Variants['toRow']

export default function MailboxIndex({
  messages,
  meta,
  state,
}: {
  messages: Row[]
  meta: ListMeta
  state: ListViewState
}) {
  const t = useT()
  return (
    <>
      <PageHeader title={t('mailbox.title')} description={t('mailbox.intro')} className="mb-4" />
      <DataTable
        label={t('mailbox.title')}
        rows={messages}
        meta={meta}
        state={state}
        rowKey={(row) => row.id}
        emptyText={t('mailbox.empty')}
        columns={[
          { key: 'id', label: '#', sortable: true },
          // The recipient names the row ("the e-mail to ana@…").
          {
            key: 'to',
            label: t('mailbox.to'),
            sortable: true,
            isRowHeader: true,
            phoneDetail: (row) => [row.subject],
          },
          {
            key: 'subject',
            label: t('mailbox.subject'),
            sortable: true,
            render: (row) => (
              <Link
                href={urlFor('mailbox.show', { id: row.id })}
                className="text-brand-600 hover:underline dark:text-brand-400"
              >
                {row.subject}
              </Link>
            ),
          },
          {
            key: 'created_at',
            label: t('mailbox.date'),
            sortable: true,
            render: (row) => (
              <span className="whitespace-nowrap">{formatDateTime(row.createdAt)}</span>
            ),
          },
        ]}
      />
    </>
  )
}

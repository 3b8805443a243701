import { useState } from 'react'
import { router, useForm } from '@inertiajs/react'
import { fullName, type ContactRow } from '~/components/contacts/contacts_table'
import { SegmentWayLabel } from '~/components/contact_members/segment_way'
import type { SegmentWay } from '~/components/contact_members/types'
import { ServerForm } from '~/components/forms/server_form'
import { Button } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import { ConfirmDialog } from '~/components/ui/confirm_dialog'
import { DataTable, type ListMeta, type ListViewState } from '~/components/ui/data_table'
import { ExportLinks, type ExportFormat } from '~/components/ui/export_links'
import { PageHeader } from '~/components/ui/page_header'
import { RowActions } from '~/components/ui/row_actions'
import { SearchSelect } from '~/components/ui/search_select'
import type { SegmentRow } from '~/pages/segments/index'
import { useT } from '~/lib/i18n'
import { urlFor } from '~/client'

type Row = ContactRow & { ways: SegmentWay[] }

/**
 * /segments/{uid}/contacts: the segment's contacts (count, paged list with how each came in,
 * CSV and XLSX), a contact added by hand, and those added by hand removed (a quiz's contacts
 * leave with the member's answers).
 */
export default function SegmentContacts({
  segment,
  total,
  contacts,
  meta,
  state,
}: {
  segment: SegmentRow
  total: number
  contacts: Row[]
  meta: ListMeta
  state: ListViewState
}) {
  const t = useT()
  const add = useForm<{ segment_contact_id: number | null }>({ segment_contact_id: null })
  const [toRemove, setToRemove] = useState<Row | null>(null)
  const [processing, setProcessing] = useState(false)
  const exportUrl = (format: ExportFormat) =>
    urlFor(
      'segment_contacts.export',
      { uid: segment.uid, format },
      { qs: state.search ? { search: state.search } : {} }
    )

  function remove(row: Row) {
    router.delete(urlFor('segment_contacts.destroy', { uid: segment.uid, contact_uid: row.uid }), {
      preserveScroll: true,
      onStart: () => setProcessing(true),
      onFinish: () => {
        setProcessing(false)
        setToRemove(null)
      },
    })
  }

  const heading = `${segment.name} (${segment.code})`
  return (
    <>
      <PageHeader
        title={t('segment_contacts.title')}
        heading={heading}
        count={total}
        countLabel={t('segment_contacts.count', { count: total })}
        breadcrumbs={[
          { label: t('segments.title'), href: urlFor('segments.index') },
          { label: heading, href: urlFor('segments.show', { uid: segment.uid }) },
          { label: t('segment_contacts.title') },
        ]}
      />
      <div className="space-y-6">
        <Card>
          <ServerForm
            className="flex flex-col gap-3 sm:flex-row sm:items-end"
            onSubmit={() =>
              add.post(urlFor('segment_contacts.store', { uid: segment.uid }), {
                preserveScroll: true,
                onSuccess: () => add.reset(),
              })
            }
          >
            <div className="grow">
              <SearchSelect
                name="segment_contact_id"
                label={t('segment_contacts.add_label')}
                description={t('segment_contacts.add_hint')}
                url={urlFor('contacts.options')}
                value={add.data.segment_contact_id}
                onChange={(value) => {
                  add.setData('segment_contact_id', value === null ? null : Number(value))
                  add.clearErrors('segment_contact_id')
                }}
                error={add.errors.segment_contact_id}
                isRequired
              />
            </div>
            <Button type="submit" processing={add.processing}>
              {t('segment_contacts.add')}
            </Button>
          </ServerForm>
          <p className="mt-3 text-sm text-gray-600 dark:text-gray-300">
            {t('segment_contacts.quiz_hint')}
          </p>
        </Card>

        <DataTable
          label={t('segment_contacts.table_label', { code: segment.code })}
          rows={contacts}
          meta={meta}
          state={state}
          emptyText={t('segment_contacts.empty')}
          toolbar={<ExportLinks href={exportUrl} freshConfirmation />}
          columns={[
            {
              key: 'last_name',
              label: t('segment_contacts.columns.name'),
              sortable: true,
              isRowHeader: true,
              render: (row) => fullName(row),
              phoneDetail: (row) => [row.email],
            },
            {
              key: 'email',
              label: t('segment_contacts.columns.email'),
              sortable: true,
              render: (row) => row.email ?? '',
            },
            {
              key: 'phone_number',
              label: t('segment_contacts.columns.phone'),
              render: (row) => row.phoneNumber ?? '',
            },
            {
              key: 'how',
              label: t('segment_contacts.columns.how'),
              render: (row) => (
                <ul className="space-y-0.5">
                  {row.ways.map((way) => (
                    <li key={`${way.source}-${way.quiz?.uid ?? ''}`}>
                      <SegmentWayLabel way={way} withDate />
                    </li>
                  ))}
                </ul>
              ),
            },
            {
              key: 'actions',
              label: t('segment_contacts.columns.actions'),
              render: (row) => (
                <RowActions
                  name={fullName(row)}
                  main={{
                    label: t('contacts.open'),
                    ariaLabel: t('contacts.open_label', { name: fullName(row) }),
                    href: urlFor('contacts.show', { uid: row.uid }),
                  }}
                  more={[
                    row.ways.some((way) => way.source === 'manual') && {
                      label: t('segment_contacts.remove'),
                      ariaLabel: t('segment_contacts.remove_one', { name: fullName(row) }),
                      destructive: true,
                      onAction: () => setToRemove(row),
                    },
                  ]}
                />
              ),
            },
          ]}
        />
      </div>
      <ConfirmDialog
        isOpen={toRemove !== null}
        onOpenChange={(open) => !open && setToRemove(null)}
        processing={processing}
        confirmLabel={t('segment_contacts.remove')}
        message={
          toRemove &&
          t('segment_contacts.remove_confirm', { name: fullName(toRemove), code: segment.code })
        }
        onConfirm={() => toRemove && remove(toRemove)}
      />
    </>
  )
}

import { useState } from 'react'
import { router } from '@inertiajs/react'
import { PageHeader } from '~/components/ui/page_header'
import { LinkButton } from '~/components/ui/button'
import { pinnedCell, tableFrame } from '~/components/ui/table_layout'
import { RowActions } from '~/components/ui/row_actions'
import { ConfirmDialog } from '~/components/ui/confirm_dialog'
import { formatDateTime } from '~/lib/format'
import { useT } from '~/lib/i18n'
import type { ImportRow } from '@shared/contact_import'
import { urlFor } from '~/client'

/** /contacts/imports: the community's import history, each with its skipped rows and undo. */
export default function ContactImports({ imports }: { imports: ImportRow[] }) {
  const t = useT()
  const [target, setTarget] = useState<ImportRow | null>(null)
  const [processing, setProcessing] = useState(false)
  return (
    <>
      <PageHeader
        title={t('contact_imports.history_title')}
        actions={
          <LinkButton href={urlFor('contact_imports.importer')}>
            {t('contact_imports.new_import')}
          </LinkButton>
        }
      />
      {imports.length === 0 ? (
        <p className="text-sm text-gray-600 dark:text-gray-300">
          {t('contact_imports.history.empty')}
        </p>
      ) : (
        <div
          className={`${tableFrame} rounded-xl border border-gray-200 bg-white shadow-sm dark:border-gray-700 dark:bg-gray-800`}
        >
          <table
            aria-label={t('contact_imports.history.table_label')}
            className="w-full text-left text-sm"
          >
            <thead>
              <tr className="border-b border-gray-200 dark:border-gray-700">
                {(['file', 'user', 'date', 'status', 'counts', 'actions'] as const).map((key) => (
                  <th
                    key={key}
                    className={`whitespace-nowrap px-2 py-2 font-medium ${key === 'actions' ? pinnedCell : ''}`}
                  >
                    {t(`contact_imports.history.${key}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {imports.map((row) => (
                <tr key={row.uid} className="border-b border-gray-100 dark:border-gray-800">
                  <td className="px-2 py-2">{row.fileName}</td>
                  <td className="px-2 py-2">{row.user ?? '—'}</td>
                  <td className="px-2 py-2">{formatDateTime(row.createdAt)}</td>
                  <td className="px-2 py-2">
                    {t(`contact_imports.history.statuses.${row.status}`)}
                  </td>
                  <td className="px-2 py-2">
                    {row.created} / {row.updated} / {row.skipped}
                  </td>
                  <td className={`px-2 py-2 ${pinnedCell}`}>
                    <RowActions
                      name={row.fileName}
                      main={
                        row.skipped > 0 && {
                          label: t('contact_imports.report.download'),
                          href: urlFor('contact_imports.skipped', { uid: row.uid }),
                          download: true,
                        }
                      }
                      more={[
                        row.status === 'done' && {
                          label: t('contact_imports.history.undo'),
                          destructive: true,
                          onAction: () => setTarget(row),
                        },
                      ]}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <ConfirmDialog
        isOpen={target !== null}
        onOpenChange={(open) => !open && setTarget(null)}
        processing={processing}
        confirmLabel={t('contact_imports.history.undo')}
        message={
          target &&
          [
            t('contact_imports.history.undo_confirm', {
              file: target.fileName,
              created: target.created,
            }),
            target.newList &&
              t('contact_imports.history.undo_confirm_list', { title: target.newList }),
          ]
            .filter(Boolean)
            .join(' ')
        }
        onConfirm={() => {
          if (!target) return
          router.post(urlFor('contact_imports.undo', { uid: target.uid }), undefined, {
            preserveScroll: true,
            onStart: () => setProcessing(true),
            onFinish: () => {
              setProcessing(false)
              setTarget(null)
            },
          })
        }}
      />
    </>
  )
}

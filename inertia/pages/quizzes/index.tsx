import type { Data } from '@generated/data'
import { Link } from '@inertiajs/react'
import { PageHeader } from '~/components/ui/page_header'
import { buttonClasses } from '~/components/ui/button'
import { SoftDeleteTable } from '~/components/ui/soft_delete_table'
import type { SoftDeleteState } from '~/components/ui/state_filter'
import type { ListMeta, ListViewState } from '~/components/ui/data_table'
import { useT } from '~/lib/i18n'
import { urlFor } from '~/client'

/** A quiz as the table shows it (app/transformers/quizzes/quiz_transformer.ts). */
export type QuizRow = Data.Quizzes.Quiz.Variants['toRow']

/** /quizzes, "Pagina Quiz-uri": search, sort, active / deleted / all, soft delete and restore. */
export default function QuizzesIndex({
  quizzes,
  meta,
  state,
}: {
  quizzes: QuizRow[]
  meta: ListMeta
  state: ListViewState & { quizState: SoftDeleteState }
}) {
  const t = useT()
  return (
    <>
      <PageHeader
        title={t('quizzes.title')}
        actions={
          <Link href={urlFor('quizzes.create')} className={buttonClasses('primary')}>
            {t('quizzes.add')}
          </Link>
        }
      />
      <SoftDeleteTable
        rows={quizzes}
        meta={meta}
        state={state}
        rowState={state.quizState}
        nameOf={(row) => row.name}
        urls={{
          index: urlFor('quizzes.index'),
          show: (row) => urlFor('quizzes.show', { uid: row.uid }),
          softDelete: (row) => urlFor('quizzes.soft_delete', { uid: row.uid }),
          restore: (row) => urlFor('quizzes.restore', { uid: row.uid }),
        }}
        labels={{
          table: t('quizzes.table_label'),
          empty: t('quizzes.empty'),
          filter: t('quizzes.filter_label'),
          filters: {
            active: t('quizzes.filter.active'),
            deleted: t('quizzes.filter.deleted'),
            all: t('quizzes.filter.all'),
          },
          columns: {
            id: t('quizzes.columns.id'),
            name: t('quizzes.columns.name'),
            created_by: t('quizzes.columns.created_by'),
            created_at: t('quizzes.columns.created_at'),
            actions: t('quizzes.columns.actions'),
          },
          deletedBadge: t('quizzes.deleted_badge'),
          restoreLabel: t('quizzes.restore_label'),
          open: (name) => t('quizzes.open', { name }),
          edit: (name) => t('quizzes.edit', { name }),
          delete: (name) => t('quizzes.delete', { name }),
          restore: (name) => t('quizzes.restore', { name }),
          deleteConfirm: (name) => t('quizzes.delete_confirm', { name }),
        }}
      />
    </>
  )
}

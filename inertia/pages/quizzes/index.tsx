import type { Data } from '@generated/data'
import { Link } from '@inertiajs/react'
import { PageHeader } from '~/components/ui/page_header'
import { buttonClasses } from '~/components/ui/button'
import { SoftDeleteTable } from '~/components/quizzes/soft_delete_table'
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
        catalog="quizzes"
      />
    </>
  )
}

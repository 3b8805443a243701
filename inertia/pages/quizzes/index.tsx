import type { Data } from '@generated/data'
import { authoredColumns, SoftDeleteListPage } from '~/components/ui/soft_delete_table'
import type { SoftDeleteState } from '~/components/ui/state_filter'
import type { ListMeta, ListViewState } from '~/components/ui/data_table'
import { useT } from '~/lib/i18n'

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
    <SoftDeleteListPage
      catalog="quizzes"
      title={t('quizzes.title')}
      addLabel={t('quizzes.add')}
      rows={quizzes}
      meta={meta}
      state={state}
      rowState={state.quizState}
      nameOf={(row) => row.name}
      {...authoredColumns<QuizRow>(t, 'quizzes')}
    />
  )
}

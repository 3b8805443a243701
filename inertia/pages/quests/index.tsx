import type { Data } from '@generated/data'
import { Link } from '@inertiajs/react'
import { PageHeader } from '~/components/ui/page_header'
import { buttonClasses } from '~/components/ui/button'
import { SoftDeleteTable } from '~/components/quizzes/soft_delete_table'
import type { SoftDeleteState } from '~/components/ui/state_filter'
import type { ListMeta, ListViewState } from '~/components/ui/data_table'
import { useT } from '~/lib/i18n'
import { urlFor } from '~/client'

/** A quest as the table shows it (app/transformers/quests/quest_transformer.ts). */
export type QuestRow = Data.Quests.Quest.Variants['toRow']

/** /quests: search, sort, active / deleted / all, soft delete and restore. */
export default function QuestsIndex({
  quests,
  meta,
  state,
}: {
  quests: QuestRow[]
  meta: ListMeta
  state: ListViewState & { questState: SoftDeleteState }
}) {
  const t = useT()
  return (
    <>
      <PageHeader
        title={t('quests.title')}
        actions={
          <Link href={urlFor('quests.create')} className={buttonClasses('primary')}>
            {t('quests.add')}
          </Link>
        }
      />
      <SoftDeleteTable
        rows={quests}
        meta={meta}
        state={state}
        rowState={state.questState}
        nameOf={(row) => row.title}
        nameKey="title"
        urls={{
          index: urlFor('quests.index'),
          show: (row) => urlFor('quests.show', { uid: row.uid }),
          softDelete: (row) => urlFor('quests.soft_delete', { uid: row.uid }),
          restore: (row) => urlFor('quests.restore', { uid: row.uid }),
        }}
        catalog="quests"
      />
    </>
  )
}

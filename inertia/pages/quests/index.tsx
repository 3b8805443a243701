import type { Data } from '@generated/data'
import { authoredColumns, SoftDeleteListPage } from '~/components/ui/soft_delete_table'
import type { SoftDeleteState } from '~/components/ui/state_filter'
import type { ListMeta, ListViewState } from '~/components/ui/data_table'
import { useT } from '~/lib/i18n'

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
    <SoftDeleteListPage
      catalog="quests"
      title={t('quests.title')}
      addLabel={t('quests.add')}
      rows={quests}
      meta={meta}
      state={state}
      rowState={state.questState}
      nameOf={(row) => row.title}
      nameKey="title"
      {...authoredColumns<QuestRow>(t, 'quests')}
    />
  )
}

import type { Data } from '@generated/data'
import { Link } from '@inertiajs/react'
import { PageHeader } from '~/components/ui/page_header'
import { buttonClasses } from '~/components/ui/button'
import { SoftDeleteTable } from '~/components/ui/soft_delete_table'
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
        labels={{
          table: t('quests.table_label'),
          empty: t('quests.empty'),
          filter: t('quests.filter_label'),
          filters: {
            active: t('quests.filter.active'),
            deleted: t('quests.filter.deleted'),
            all: t('quests.filter.all'),
          },
          columns: {
            id: t('quests.columns.id'),
            name: t('quests.columns.title'),
            created_by: t('quests.columns.created_by'),
            created_at: t('quests.columns.created_at'),
            actions: t('quests.columns.actions'),
          },
          deletedBadge: t('quests.deleted_badge'),
          restoreLabel: t('quests.restore_label'),
          open: (name) => t('quests.open', { name }),
          edit: (name) => t('quests.edit', { name }),
          delete: (name) => t('quests.delete', { name }),
          restore: (name) => t('quests.restore', { name }),
          deleteConfirm: (name) => t('quests.delete_confirm', { name }),
        }}
      />
    </>
  )
}

import type { Data } from '@generated/data'
import { RowActions } from '~/components/ui/row_actions'
import { EmptyListText, SearchBox } from '~/components/ui/list_controls'
import type { ListMeta } from '~/components/ui/data_table'
import { Pagination } from '~/components/ui/pagination'
import { useT } from '~/lib/i18n'
import { truncate } from '~/lib/text'
import { useListState } from '~/lib/use_list_state'
import { urlFor } from '~/client'

/** The description preview on a card (spec §9: 100 characters, then "…"). */
export const CARD_DESCRIPTION_MAX = 100

export type CommunityCard = Data.Communities.Community.Variants['toCard']

/**
 * Communities as cards (name, the start of the description, an "Editează"
 * link), with a search (once typing pauses) and previous/next pages.
 * The page and the search live in the query string of `path`.
 */
export function CommunityCards({
  path,
  communities,
  meta,
  search,
}: {
  path: string
  communities: CommunityCard[]
  meta: ListMeta
  search: string
}) {
  const t = useT()
  const list = useListState({ path, state: { search, page: meta.currentPage } })

  return (
    <div className="space-y-4">
      <SearchBox
        value={list.search}
        onChange={list.typeSearch}
        onClear={list.clearSearch}
        label={t('communities.index.search')}
        placeholder={t('communities.index.search_placeholder')}
        className="flex max-w-sm flex-col gap-1"
      />

      {communities.length === 0 ? (
        <p className="rounded-xl border border-gray-200 bg-white p-6 text-center text-gray-500 dark:border-gray-700 dark:bg-gray-800 dark:text-gray-400">
          <EmptyListText search={search} empty={t('communities.index.empty')} />
        </p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {communities.map((community) => (
            <li
              key={community.uid}
              aria-label={community.name}
              className="flex flex-col gap-3 rounded-xl border border-gray-200 bg-white p-5 shadow-sm dark:border-gray-700 dark:bg-gray-800"
            >
              <h2 className="text-lg font-semibold text-gray-900 dark:text-white">
                {community.name}
              </h2>
              <p className="flex-1 text-sm text-gray-600 dark:text-gray-300">
                {truncate(community.description, CARD_DESCRIPTION_MAX)}
              </p>
              <RowActions
                name={community.name}
                main={{
                  label: t('communities.index.edit'),
                  ariaLabel: t('communities.index.edit_label', { name: community.name }),
                  href: urlFor('communities.edit', { uid: community.uid }),
                }}
              />
            </li>
          ))}
        </ul>
      )}

      <Pagination page={meta.currentPage} lastPage={meta.lastPage} onChange={list.goToPage} />
    </div>
  )
}

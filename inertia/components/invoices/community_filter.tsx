import { router } from '@inertiajs/react'
import { Select, type Option } from '~/components/ui/select'
import type { ListViewState } from '~/components/ui/data_table'
import { useT } from '~/lib/i18n'

/**
 * The super-admin's community filter of /administrare/bids and /administrare/invoices
 * (?community=<uid>): keeps the sort, page size and search; "Toate comunitățile" clears it.
 */
export function CommunityFilter({
  indexUrl,
  state,
  communities,
}: {
  indexUrl: string
  state: ListViewState & { community: string }
  communities: Option[]
}) {
  const t = useT()

  function choose(value: string | number | null) {
    const query: Record<string, string | number> = {
      sort: state.sort,
      direction: state.direction,
      per_page: state.perPage,
    }
    if (state.search) query.search = state.search
    if (value) query.community = String(value)
    router.get(indexUrl, query, { preserveScroll: true, replace: true })
  }

  return (
    <div className="w-64">
      <Select
        name="community"
        label={t('invoices.bids.community_filter')}
        options={[{ value: '', label: t('invoices.bids.all_communities') }, ...communities]}
        value={state.community}
        onChange={choose}
      />
    </div>
  )
}

/** The filter's query parameter, kept on every visit of the table. */
export const communityParams = (state: { community: string }): Record<string, string> =>
  state.community ? { community: state.community } : {}

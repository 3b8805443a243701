import { CommunityCards, type CommunityCard } from '~/components/communities/community_cards'
import { PageHeader } from '~/components/ui/page_header'
import type { ListMeta, ListViewState } from '~/components/ui/data_table'
import { useT } from '~/lib/i18n'
import { urlFor } from '~/client'

/** /communities (org-admins): their organization's communities, 10 a page, with search. */
export default function CommunitiesIndex({
  communities,
  meta,
  state,
}: {
  communities: CommunityCard[]
  meta: ListMeta
  state: ListViewState
}) {
  const t = useT()
  return (
    <>
      <PageHeader title={t('communities.index.title')} />
      <CommunityCards
        path={urlFor('communities.index')}
        communities={communities}
        meta={meta}
        search={state.search}
      />
    </>
  )
}

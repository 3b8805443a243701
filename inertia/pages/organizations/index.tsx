import { PageHeader } from '~/components/ui/page_header'
import {
  OrganizationCard,
  type OrganizationCardData,
} from '~/components/organizations/organization_card'
import { LinkButton } from '~/components/ui/button'
import { ConfirmDialog } from '~/components/ui/confirm_dialog'
import type { ListMeta } from '~/components/ui/data_table'
import { EmptyListText, SearchBox } from '~/components/ui/list_controls'
import { PageSizeSelect } from '~/components/ui/page_size_select'
import { Icon } from '~/components/ui/icon'
import { Pagination } from '~/components/ui/pagination'
import { useT } from '~/lib/i18n'
import { useDeleteConfirmation } from '~/lib/use_delete_confirmation'
import { useListState } from '~/lib/use_list_state'
import { urlFor } from '~/client'

/** Changing the page size reloads from page 1 this long after the last change (spec §4). */
export const PER_PAGE_DEBOUNCE_MS = 500

type ListState = { search: string; perPage: number }

/**
 * /organizations: the organizations as cards (1, 2 or 4 columns by width),
 * with search, page size (10–200) and pages; delete asks first.
 */
export default function OrganizationsIndex({
  organizations,
  meta,
  state,
}: {
  organizations: OrganizationCardData[]
  meta: ListMeta
  state: ListState
}) {
  const t = useT()
  const deletion = useDeleteConfirmation<OrganizationCardData>(
    (organization) => urlFor('organizations.destroy', { uid: organization.uid }),
    'delete',
    { freshConfirmation: true }
  )
  const list = useListState({
    path: urlFor('organizations.index'),
    state: { ...state, page: meta.currentPage },
    defaultPerPage: 10,
    perPageDelay: PER_PAGE_DEBOUNCE_MS,
    perPageKeepsSearch: true,
  })
  const loading = list.loading

  return (
    <>
      <PageHeader
        title={t('organizations.title')}
        count={meta.total}
        countLabel={t('organizations.count', { count: meta.total })}
        actions={
          <div className="flex flex-wrap gap-2">
            <LinkButton href={urlFor('organizations.invite')} variant="secondary">
              <Icon name="invite" className="size-4" />
              {t('organizations.invite')}
            </LinkButton>
            <LinkButton href={urlFor('organizations.create')}>
              <Icon name="plus" className="size-4" />
              {t('organizations.add')}
            </LinkButton>
          </div>
        }
      />

      <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
        <SearchBox value={list.search} onChange={list.typeSearch} onClear={list.clearSearch} />
        <PageSizeSelect value={list.perPage ?? state.perPage} onChange={list.changePerPage} />
      </div>

      <section aria-label={t('organizations.list_label')} aria-busy={loading}>
        {organizations.length === 0 ? (
          <p className="rounded-xl border border-gray-200 bg-white p-6 text-center text-gray-500 dark:border-gray-700 dark:bg-gray-800 dark:text-gray-400">
            <EmptyListText search={state.search} empty={t('organizations.empty')} />
          </p>
        ) : (
          <div
            className={`grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-4 ${loading ? 'opacity-60' : ''}`}
          >
            {organizations.map((organization) => (
              <OrganizationCard
                key={organization.uid}
                organization={organization}
                onDelete={deletion.ask}
              />
            ))}
          </div>
        )}
      </section>

      <div className="mt-6 flex justify-end">
        <Pagination
          page={meta.currentPage}
          lastPage={meta.lastPage}
          isDisabled={loading}
          onChange={list.goToPage}
        />
      </div>

      <ConfirmDialog
        {...deletion.dialog}
        title={t('organizations.delete_title')}
        message={
          deletion.target && t('organizations.delete_confirm', { name: deletion.target.name })
        }
      />
      {deletion.confirmationDialog}
    </>
  )
}

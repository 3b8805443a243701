import { useEffect, useState } from 'react'
import { Link, router } from '@inertiajs/react'
import { PageHeader } from '~/components/layout/page_header'
import {
  OrganizationCard,
  type OrganizationCardData,
} from '~/components/organizations/organization_card'
import { buttonClasses } from '~/components/ui/button'
import { ConfirmDialog } from '~/components/ui/confirm_dialog'
import { SEARCH_DEBOUNCE_MS, type ListMeta } from '~/components/ui/data_table'
import { PageSizeSelect, SearchBox } from '~/components/ui/list_controls'
import { Icon } from '~/components/ui/icon'
import { Pagination } from '~/components/ui/pagination'
import { useT } from '~/lib/i18n'
import { useDebouncedCallback } from '~/lib/use_debounce'
import { useDeleteConfirmation } from '~/lib/use_delete_confirmation'
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
  const [search, setSearch] = useState(state.search)
  const [perPage, setPerPage] = useState(state.perPage)
  const [loading, setLoading] = useState(false)
  const deletion = useDeleteConfirmation<OrganizationCardData>((organization) =>
    urlFor('organizations.destroy', { uid: organization.uid })
  )

  useEffect(() => setSearch(state.search), [state.search])
  useEffect(() => setPerPage(state.perPage), [state.perPage])

  function visit(changes: Partial<{ search: string; per_page: number; page: number }>) {
    const next = {
      search: state.search,
      per_page: state.perPage,
      page: meta.currentPage,
      ...changes,
    }
    const query: Record<string, string | number> = {}
    if (next.search) query.search = next.search
    if (next.per_page !== 10) query.per_page = next.per_page
    if (next.page > 1) query.page = next.page
    router.get(urlFor('organizations.index'), query, {
      preserveState: true,
      preserveScroll: true,
      replace: true,
      onStart: () => setLoading(true),
      onFinish: () => setLoading(false),
    })
  }

  const searchLater = useDebouncedCallback(
    (text: string) => visit({ search: text, page: 1 }),
    SEARCH_DEBOUNCE_MS
  )
  const perPageLater = useDebouncedCallback(
    (size: number) => visit({ per_page: size, page: 1 }),
    PER_PAGE_DEBOUNCE_MS
  )
  // A visit elsewhere wins over a reload still waiting for its 500 ms.
  useEffect(
    () =>
      router.on('before', (event) => {
        if (event.detail.visit.url.pathname !== urlFor('organizations.index')) {
          searchLater.cancel()
          perPageLater.cancel()
        }
      }),
    [searchLater, perPageLater]
  )

  return (
    <>
      <PageHeader
        title={t('organizations.title')}
        actions={
          <div className="flex flex-wrap gap-2">
            <Link href={urlFor('organizations.invite')} className={buttonClasses('secondary')}>
              <Icon name="invite" className="size-4" />
              {t('organizations.invite')}
            </Link>
            <Link href={urlFor('organizations.create')} className={buttonClasses('primary')}>
              <Icon name="plus" className="size-4" />
              {t('organizations.add')}
            </Link>
          </div>
        }
      />

      <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
        <SearchBox
          value={search}
          onChange={(text) => {
            setSearch(text)
            searchLater(text)
          }}
          onClear={() => {
            searchLater.cancel()
            visit({ search: '', page: 1 })
          }}
        />
        <PageSizeSelect
          value={perPage}
          onChange={(size) => {
            setPerPage(size)
            perPageLater(size)
          }}
        />
      </div>

      <section aria-label={t('organizations.list_label')} aria-busy={loading}>
        {organizations.length === 0 ? (
          <p className="rounded-xl border border-gray-200 bg-white p-6 text-center text-gray-500 dark:border-gray-700 dark:bg-gray-800 dark:text-gray-400">
            {t(state.search ? 'organizations.no_match' : 'organizations.empty')}
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
          onChange={(page) => visit({ page })}
        />
      </div>

      <ConfirmDialog
        {...deletion.dialog}
        title={t('organizations.delete_title')}
        message={
          deletion.target && t('organizations.delete_confirm', { name: deletion.target.name })
        }
      />
    </>
  )
}

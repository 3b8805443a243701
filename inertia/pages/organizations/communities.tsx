import type { Data } from '@generated/data'
import { useState } from 'react'
import { Link } from '@inertiajs/react'
import { Tooltip, TooltipTrigger, Focusable } from 'react-aria-components'
import type { EditableCommunity } from '~/components/communities/community_modal'
import { OrganizationLayout } from '~/components/organizations/organization_layout'
import { Button, buttonClasses } from '~/components/ui/button'
import { ConfirmDialog } from '~/components/ui/confirm_dialog'
import { lazyWhenOpen } from '~/components/ui/modal'
import { DataTable, type ListMeta, type ListViewState } from '~/components/ui/data_table'
import type { Option } from '~/components/ui/select'
import { useT } from '~/lib/i18n'
import { useDeleteConfirmation } from '~/lib/use_delete_confirmation'
import { urlFor } from '~/client'

const CommunityModal = lazyWhenOpen(() => import('~/components/communities/community_modal'))

type CommunityRow = Data.Communities.Community.Variants['toRow']

/** Every row action looks the same: a small secondary button. */
const action = buttonClasses('secondary', 'px-2 py-1 text-xs')

/** Opens the community's public address in a new tab; disabled with a tooltip when it has none. */
function OpenUrl({ row }: { row: CommunityRow }) {
  const t = useT()
  if (row.url) {
    return (
      <a
        href={row.url}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={t('communities.actions.open_label', { name: row.name })}
        className={action}
      >
        {t('communities.actions.open')}
      </a>
    )
  }
  return (
    <TooltipTrigger delay={200}>
      <Focusable>
        <span
          role="link"
          aria-disabled="true"
          tabIndex={0}
          aria-label={t('communities.actions.open_label', { name: row.name })}
          className={`${action} cursor-not-allowed opacity-50`}
        >
          {t('communities.actions.open')}
        </span>
      </Focusable>
      <Tooltip className="rounded bg-gray-900 px-2 py-1 text-xs text-white shadow dark:bg-gray-700">
        {t('communities.actions.no_url')}
      </Tooltip>
    </TooltipTrigger>
  )
}

/** /organizations/{uid}/communities: the organization's communities and the add/edit modal. */
export default function OrganizationCommunities({
  organization,
  communities,
  meta,
  state,
  impactAreas,
  domain,
}: {
  organization: { uid: string; name: string }
  communities: CommunityRow[]
  meta: ListMeta
  state: ListViewState
  impactAreas: Option[]
  domain: string
}) {
  const t = useT()
  const [isOpen, setOpen] = useState(false)
  // Kept while the modal closes, so that its content does not change under the user.
  const [editing, setEditing] = useState<EditableCommunity | null>(null)
  const openModal = (community: EditableCommunity | null) => {
    setEditing(community)
    setOpen(true)
  }
  const deletion = useDeleteConfirmation<CommunityRow>((row) =>
    urlFor('communities.destroy', { uid: row.uid })
  )

  return (
    <OrganizationLayout organization={organization} active="communities">
      <DataTable
        label={t('communities.list_label')}
        rows={communities}
        meta={meta}
        state={state}
        rowKey={(row) => row.uid}
        emptyText={t('communities.empty')}
        only={['communities', 'meta', 'state']}
        toolbar={<Button onPress={() => openModal(null)}>{t('communities.add')}</Button>}
        columns={[
          { key: 'id', label: t('communities.columns.id'), sortable: true },
          { key: 'slug', label: t('communities.columns.slug'), sortable: true },
          {
            key: 'name',
            label: t('communities.columns.name'),
            sortable: true,
            isRowHeader: true,
          },
          { key: 'description', label: t('communities.columns.description') },
          {
            key: 'actions',
            label: t('communities.columns.actions'),
            render: (row) => (
              <div className="flex flex-wrap items-center gap-2 whitespace-nowrap">
                <Button
                  variant="secondary"
                  className="px-2 py-1 text-xs"
                  aria-label={t('communities.actions.edit_label', { name: row.name })}
                  onPress={() => openModal(row)}
                >
                  {t('communities.actions.edit')}
                </Button>
                <Link
                  href={urlFor('communities.show', { uid: row.uid }, { qs: { tab: 'modules' } })}
                  aria-label={t('communities.actions.modules_label', { name: row.name })}
                  className={action}
                >
                  {t('communities.actions.modules')}
                </Link>
                <OpenUrl row={row} />
                <Link
                  href={urlFor('communities.edit', { uid: row.uid })}
                  aria-label={t('communities.actions.full_edit_label', { name: row.name })}
                  className={action}
                >
                  {t('communities.actions.full_edit')}
                </Link>
                <Button
                  variant="danger"
                  className="px-2 py-1 text-xs"
                  aria-label={t('communities.actions.delete_label', { name: row.name })}
                  onPress={() => deletion.ask(row)}
                >
                  {t('communities.actions.delete')}
                </Button>
              </div>
            ),
          },
        ]}
      />
      <CommunityModal
        isOpen={isOpen}
        onOpenChange={setOpen}
        organizationUid={organization.uid}
        community={editing}
        impactAreas={impactAreas}
        domain={domain}
      />
      <ConfirmDialog
        {...deletion.dialog}
        title={t('communities.delete_title')}
        message={deletion.target && t('communities.delete_confirm', { name: deletion.target.name })}
      />
    </OrganizationLayout>
  )
}

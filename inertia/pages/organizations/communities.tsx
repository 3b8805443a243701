import type { Data } from '@generated/data'
import { useState } from 'react'
import { CommunityModal, type EditableCommunity } from '~/components/communities/community_modal'
import { OrganizationLayout } from '~/components/organizations/organization_layout'
import { Button } from '~/components/ui/button'
import { ConfirmDialog } from '~/components/ui/confirm_dialog'
import { DataTable, type ListMeta, type ListViewState } from '~/components/ui/data_table'
import { RowActions } from '~/components/ui/row_actions'
import type { Option } from '~/components/ui/select'
import { useT } from '~/lib/i18n'
import { useDeleteConfirmation } from '~/lib/use_delete_confirmation'
import { urlFor } from '~/client'

type CommunityRow = Data.Communities.Community.Variants['toRow']

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
  const deletion = useDeleteConfirmation<CommunityRow>(
    (row) => urlFor('communities.destroy', { uid: row.uid }),
    'delete',
    { freshConfirmation: true }
  )

  return (
    <OrganizationLayout organization={organization} active="communities">
      <DataTable
        label={t('communities.list_label')}
        rows={communities}
        meta={meta}
        state={state}
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
              <RowActions
                name={row.name}
                main={{
                  label: t('communities.actions.edit'),
                  ariaLabel: t('communities.actions.edit_label', { name: row.name }),
                  onAction: () => openModal(row),
                }}
                more={[
                  {
                    label: t('communities.actions.modules'),
                    ariaLabel: t('communities.actions.modules_label', { name: row.name }),
                    href: urlFor('communities.show', { uid: row.uid }, { qs: { tab: 'modules' } }),
                  },
                  {
                    label: t('communities.actions.open'),
                    ariaLabel: t('communities.actions.open_label', { name: row.name }),
                    href: row.url ?? undefined,
                    external: true,
                    isDisabled: !row.url,
                    description: row.url ? undefined : t('communities.actions.no_url'),
                  },
                  {
                    label: t('communities.actions.full_edit'),
                    ariaLabel: t('communities.actions.full_edit_label', { name: row.name }),
                    href: urlFor('communities.edit', { uid: row.uid }),
                  },
                  {
                    label: t('communities.actions.delete'),
                    ariaLabel: t('communities.actions.delete_label', { name: row.name }),
                    destructive: true,
                    onAction: () => deletion.ask(row),
                  },
                ]}
              />
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
      {deletion.confirmationDialog}
    </OrganizationLayout>
  )
}

import type { Data } from '@generated/data'
import { PageHeader } from '~/components/ui/page_header'
import { LinkButton } from '~/components/ui/button'
import { RowActions } from '~/components/ui/row_actions'
import { DataTable, type ListMeta, type ListViewState } from '~/components/ui/data_table'
import { roleLabel, StatusTag } from '~/components/users/users_table'
import { useT } from '~/lib/i18n'
import { urlFor } from '~/client'

type Row = Data.Users.User.Variants['toListRow']

/** /users: every user (super-admin) or the organization's users (org-admin). */
export default function UsersIndex({
  users,
  meta,
  state,
  canEdit,
}: {
  users: Row[]
  meta: ListMeta
  state: ListViewState
  canEdit: boolean
}) {
  const t = useT()
  return (
    <>
      <PageHeader
        title={t('users.title')}
        actions={
          canEdit ? (
            <LinkButton href={urlFor('admin.users.create')}>{t('users.add')}</LinkButton>
          ) : undefined
        }
      />
      <DataTable
        label={t('users.list_label')}
        rows={users}
        meta={meta}
        state={state}
        emptyText={t('users.empty')}
        columns={[
          { key: 'id', label: t('users.id'), sortable: true },
          {
            key: 'first_name',
            label: t('users.first_name'),
            sortable: true,
            isRowHeader: true,
            render: (row) => row.firstName,
            phoneDetail: (row) => [row.lastName, row.email],
          },
          {
            key: 'last_name',
            label: t('users.last_name'),
            sortable: true,
            render: (row) => row.lastName,
          },
          {
            key: 'status',
            label: t('users.status'),
            sortable: true,
            render: (row) => <StatusTag status={row.status} />,
          },
          { key: 'email', label: t('users.email'), sortable: true },
          {
            key: 'role',
            label: t('users.role'),
            sortable: true,
            render: (row) => roleLabel(t, row.role),
          },
          {
            key: 'actions',
            label: t('users.actions'),
            render: (row) =>
              canEdit ? (
                <RowActions
                  name={`${row.firstName} ${row.lastName}`}
                  main={{
                    label: t('users.edit'),
                    ariaLabel: t('users.edit_label', { name: `${row.firstName} ${row.lastName}` }),
                    href: urlFor('admin.users.edit', { uid: row.uid }),
                  }}
                />
              ) : null,
          },
        ]}
      />
    </>
  )
}

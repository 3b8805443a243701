import type { Data } from '@generated/data'
import { useState } from 'react'
import { router, usePage } from '@inertiajs/react'
import { InvitationForm } from '~/components/forms/invitation_form'
import { PageHeader } from '~/components/ui/page_header'
import { Button } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import { ConfirmDialog } from '~/components/ui/confirm_dialog'
import { RowActions } from '~/components/ui/row_actions'
import { DataTable, type ListMeta, type ListViewState } from '~/components/ui/data_table'
import { formatDateTime } from '~/lib/format'
import { useT } from '~/lib/i18n'
import type { SharedProps } from '~/types'
import { urlFor } from '~/client'

type InvitationRow = Data.Users.Invitation

/** /users/invite: the invitation form (or the "sent" confirmation) and the sent invitations. */
export default function UsersInvite({
  invitations,
  meta,
  state,
  sentTo,
}: {
  invitations: InvitationRow[]
  meta: ListMeta
  state: ListViewState
  sentTo: string | null
}) {
  const t = useT()
  const { props } = usePage<SharedProps>()
  // The confirmation replaces the form until the user asks for the form again.
  const [dismissed, setDismissed] = useState<string | null>(null)
  const showConfirmation = sentTo !== null && dismissed !== sentTo
  const [toDelete, setToDelete] = useState<InvitationRow | null>(null)
  const [busy, setBusy] = useState<string | null>(null)

  const organization = props.auth.organization
  const intro =
    props.auth.role === 'org-admin' && organization
      ? t('invitations.intro_organization', { organization: organization.name })
      : t('invitations.intro_platform')

  function resend(row: InvitationRow) {
    router.post(
      urlFor('users.invite.resend', { uid: row.uid }),
      {},
      {
        preserveScroll: true,
        onStart: () => setBusy(row.uid),
        onFinish: () => setBusy(null),
      }
    )
  }

  function destroy(row: InvitationRow) {
    router.delete(urlFor('users.invite.destroy', { uid: row.uid }), {
      preserveScroll: true,
      onStart: () => setBusy(row.uid),
      onFinish: () => {
        setBusy(null)
        setToDelete(null)
      },
    })
  }

  return (
    <>
      <PageHeader title={t('invitations.title')} />
      <div className="space-y-6">
        <Card className="max-w-3xl space-y-4">
          <h2 className="text-lg font-semibold text-gray-900 dark:text-white">
            {t('invitations.form_title')}
          </h2>
          {showConfirmation ? (
            <div className="space-y-4">
              <p
                role="status"
                className="rounded-lg bg-green-50 p-4 text-sm text-green-800 dark:bg-green-950 dark:text-green-200"
              >
                {t('invitations.sent', { email: sentTo })}
              </p>
              <Button variant="secondary" onPress={() => setDismissed(sentTo)}>
                {t('invitations.send_another')}
              </Button>
            </div>
          ) : (
            <>
              <p className="text-sm text-gray-500 dark:text-gray-400">{intro}</p>
              <InvitationForm url={urlFor('users.invite.store')} />
            </>
          )}
        </Card>

        <section className="space-y-3">
          <h2 className="text-lg font-semibold text-gray-900 dark:text-white">
            {t('invitations.list_title')}
          </h2>
          <DataTable
            label={t('invitations.list_title')}
            rows={invitations}
            meta={meta}
            state={state}
            emptyText={t('invitations.empty')}
            only={['invitations', 'meta', 'state']}
            columns={[
              { key: 'id', label: t('invitations.id'), sortable: true },
              {
                key: 'first_name',
                label: t('invitations.first_name'),
                sortable: true,
                render: (row) => row.firstName,
                phoneDetail: (row) => [row.lastName, row.email],
              },
              {
                key: 'last_name',
                label: t('invitations.last_name'),
                sortable: true,
                render: (row) => row.lastName,
              },
              {
                key: 'email',
                label: t('invitations.email'),
                sortable: true,
                isRowHeader: true,
                render: (row) => row.email,
              },
              {
                key: 'phone_number',
                label: t('invitations.phone_number'),
                sortable: true,
                render: (row) => row.phoneNumber,
              },
              {
                key: 'delivered_at',
                label: t('invitations.delivered_at'),
                sortable: true,
                render: (row) => (
                  <span className="whitespace-nowrap">{formatDateTime(row.deliveredAt)}</span>
                ),
              },
              {
                key: 'verified_at',
                label: t('invitations.verified_at'),
                sortable: true,
                render: (row) =>
                  row.verifiedAt ? (
                    <span className="whitespace-nowrap">{formatDateTime(row.verifiedAt)}</span>
                  ) : row.expired ? (
                    <span className="text-xs text-red-600 dark:text-red-400">
                      {t('invitations.expired')}
                    </span>
                  ) : null,
              },
              {
                key: 'actions',
                label: t('invitations.actions'),
                render: (row) =>
                  row.verifiedAt ? null : (
                    <RowActions
                      name={row.email}
                      isDisabled={busy !== null}
                      main={{
                        label: t('invitations.resend'),
                        ariaLabel: t('invitations.resend_label', { email: row.email }),
                        processing: busy === row.uid && !toDelete,
                        onAction: () => resend(row),
                      }}
                      more={[
                        {
                          label: t('invitations.delete'),
                          ariaLabel: t('invitations.delete_label', { email: row.email }),
                          destructive: true,
                          onAction: () => setToDelete(row),
                        },
                      ]}
                    />
                  ),
              },
            ]}
          />
        </section>
      </div>

      <ConfirmDialog
        isOpen={toDelete !== null}
        onOpenChange={(open) => {
          if (!open) setToDelete(null)
        }}
        title={t('invitations.delete_title')}
        message={
          toDelete
            ? t('invitations.delete_confirm', {
                name: `${toDelete.firstName} ${toDelete.lastName}`,
                email: toDelete.email,
                phone: toDelete.phoneNumber,
              })
            : null
        }
        processing={busy !== null && toDelete !== null}
        onConfirm={() => toDelete && destroy(toDelete)}
      />
    </>
  )
}

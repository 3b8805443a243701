import { useState } from 'react'
import { useForm } from '@inertiajs/react'
import { PersonFields } from '~/components/forms/person_fields'
import { OrganizationLayout } from '~/components/organizations/organization_layout'
import { Button } from '~/components/ui/button'
import { Modal } from '~/components/ui/modal'
import { UsersTable, type UsersTableRow } from '~/components/users_table'
import { useT } from '~/lib/i18n'
import { ServerForm } from '~/components/forms/server_form'

/** The invitation of one more administrator of this organization. */
function InviteAdministrator({
  organization,
  onDone,
  onCancel,
}: {
  organization: { uid: string; name: string }
  onDone: () => void
  onCancel: () => void
}) {
  const t = useT()
  const form = useForm({ first_name: '', last_name: '', email: '', phone_number: '' })
  return (
    <ServerForm
      className="grid gap-4 sm:grid-cols-2"
      onSubmit={() => {
        form.post(`/organizations/${organization.uid}/users/invite`, {
          preserveScroll: true,
          onSuccess: onDone,
        })
      }}
    >
      <PersonFields form={form} />
      <div className="flex gap-2 sm:col-span-2">
        <Button type="submit" processing={form.processing}>
          {t('organizations.invitation.send')}
        </Button>
        <Button variant="secondary" onPress={onCancel}>
          {t('ui.confirm.cancel')}
        </Button>
      </div>
    </ServerForm>
  )
}

/** /organizations/{uid}/users: the organization's administrators, and inviting another. */
export default function OrganizationUsers({
  organization,
  users,
}: {
  organization: { uid: string; name: string }
  users: UsersTableRow[]
}) {
  const t = useT()
  const [inviting, setInviting] = useState(false)
  return (
    <OrganizationLayout organization={organization} active="users">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-semibold text-gray-900 dark:text-white">
          {t('organizations.users.title')}
        </h2>
        <Button onPress={() => setInviting(true)}>{t('organizations.users.invite')}</Button>
      </div>
      <UsersTable users={users} label={t('organizations.users.title')} />
      <Modal
        title={t('organizations.users.invite_title', { name: organization.name })}
        isOpen={inviting}
        onOpenChange={setInviting}
        size="lg"
      >
        <InviteAdministrator
          organization={organization}
          onDone={() => setInviting(false)}
          onCancel={() => setInviting(false)}
        />
      </Modal>
    </OrganizationLayout>
  )
}

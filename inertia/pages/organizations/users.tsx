import { useState } from 'react'
import { InvitationForm } from '~/components/forms/invitation_form'
import { OrganizationLayout } from '~/components/organizations/organization_layout'
import { Button } from '~/components/ui/button'
import { Modal } from '~/components/ui/modal'
import { UsersTable, type UsersTableRow } from '~/components/users/users_table'
import { useT } from '~/lib/i18n'
import { urlFor } from '~/client'

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
        <InvitationForm
          url={urlFor('organizations.users.invite', { uid: organization.uid })}
          onSent={() => setInviting(false)}
          onCancel={() => setInviting(false)}
        />
      </Modal>
    </OrganizationLayout>
  )
}

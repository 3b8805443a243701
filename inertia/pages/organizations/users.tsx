import { useState } from 'react'
import { InviteModal } from '~/components/organizations/invite_modal'
import { OrganizationLayout } from '~/components/organizations/organization_layout'
import { Button } from '~/components/ui/button'
import { UsersTable, type UsersTableRow } from '~/components/users/users_table'
import { useT } from '~/lib/i18n'

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
      <InviteModal organization={organization} isOpen={inviting} onOpenChange={setInviting} />
    </OrganizationLayout>
  )
}

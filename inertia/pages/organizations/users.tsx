import { useState } from 'react'
import { router } from '@inertiajs/react'
import { InviteModal } from '~/components/organizations/invite_modal'
import { OrganizationLayout } from '~/components/organizations/organization_layout'
import { Button } from '~/components/ui/button'
import { Switch } from '~/components/ui/switch'
import { UsersTable, type UsersTableRow } from '~/components/users/users_table'
import { useT } from '~/lib/i18n'
import { useFreshConfirmation } from '~/lib/use_fresh_confirmation'
import { urlFor } from '~/client'

/** /organizations/{uid}/users: the organization's administrators, and inviting another. */
export default function OrganizationUsers({
  organization,
  users,
  twoFactorRequired,
}: {
  organization: { uid: string; name: string }
  users: UsersTableRow[]
  /** Its administrators must use two-factor sign-in (docs/security.md). */
  twoFactorRequired: boolean
}) {
  const t = useT()
  const [inviting, setInviting] = useState(false)
  // The switch changes every admin's sign-in: it asks a fresh confirmation (docs/security.md).
  const fresh = useFreshConfirmation()
  const setRequired = (value: boolean) => {
    const send = () =>
      router.post(
        urlFor('organizations.two_factor', { uid: organization.uid }),
        { two_factor_required: value },
        { preserveScroll: true, onError: (errors) => fresh.refused(errors, send) }
      )
    void fresh.run(send)
  }
  return (
    <OrganizationLayout organization={organization} active="users">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-semibold text-gray-900 dark:text-white">
          {t('organizations.users.title')}
        </h2>
        <Button onPress={() => setInviting(true)}>{t('organizations.users.invite')}</Button>
      </div>
      <div className="mb-4 space-y-1">
        <Switch
          isSelected={twoFactorRequired}
          onChange={setRequired}
          label={t('two_factor.organization_switch')}
        />
        <p className="text-sm text-gray-500 dark:text-gray-400">
          {t('two_factor.organization_switch_hint')}
        </p>
      </div>
      <UsersTable users={users} label={t('organizations.users.title')} />
      <InviteModal organization={organization} isOpen={inviting} onOpenChange={setInviting} />
      {fresh.dialog}
    </OrganizationLayout>
  )
}

import { UserActionCard } from '~/components/users/user_action_card'
import { formatDate } from '~/lib/format'
import { useT } from '~/lib/i18n'
import { urlFor } from '~/client'

/** A user's second factor on their edit page: on or off, and a super-admin's reset. */
export function AdminTwoFactorCard({
  uid,
  state,
}: {
  uid: string
  state: { enabled: boolean; enabledAt: string | null; canReset: boolean }
}) {
  const t = useT()
  return (
    <UserActionCard
      title={t('two_factor.title')}
      status={
        state.enabled
          ? t('two_factor.admin_on', { date: formatDate(state.enabledAt) })
          : t('two_factor.admin_off')
      }
      action={t('two_factor.reset')}
      confirm={t('two_factor.reset_confirm')}
      url={urlFor('admin.users.two_factor.destroy', { uid })}
      canAct={state.canReset}
      freshConfirmation
    />
  )
}

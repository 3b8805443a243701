import type { Data } from '@generated/data'
import { useForm, usePage } from '@inertiajs/react'
import { FormCard } from '~/components/forms/form_card'
import { PersonFields } from '~/components/forms/person_fields'
import { PageHeader } from '~/components/ui/page_header'
import { Card } from '~/components/ui/card'
import { ImageUploader } from '~/components/ui/image_uploader'
import { useT } from '~/lib/i18n'
import type { SharedProps } from '~/types'
import { urlFor } from '~/client'
import { SessionsCard, type SessionRow } from '~/components/sessions/sessions_card'
import { TwoFactorCard, type TwoFactorState } from '~/components/two_factor/two_factor_card'

type Account = Data.Users.User.Variants['toAccount']

/**
 * /my-account: the avatar card, the general information, the second factor and the sessions of the
 * signed-in user.
 */
export default function MyAccount({
  account,
  twoFactor,
  sessions,
  offerEndOthers,
}: {
  account: Account
  twoFactor: TwoFactorState
  sessions: SessionRow[]
  offerEndOthers: boolean
}) {
  const t = useT()
  const { props } = usePage<SharedProps>()
  const user = props.auth.user
  const form = useForm({
    first_name: account.firstName,
    last_name: account.lastName,
    email: account.email,
    phone_number: account.phoneNumber,
  })

  return (
    <>
      <PageHeader title={t('account.title')} />
      <div className="grid gap-6 lg:grid-cols-3">
        <Card className="space-y-4 lg:col-span-1">
          <div>
            <p className="text-lg font-semibold text-gray-900 dark:text-white">{user?.fullName}</p>
            <p className="text-sm text-gray-500 dark:text-gray-400">{user?.email}</p>
          </div>
          <ImageUploader
            name="avatar"
            label={t('account.avatar')}
            src={user?.avatarUrl ?? null}
            uploadUrl={urlFor('my_account.avatar')}
            deleteUrl={urlFor('my_account.avatar.destroy')}
            imageType="avatar"
            description={t('account.avatar_hint')}
          />
        </Card>

        <FormCard
          form={form}
          url={urlFor('my_account.details')}
          title={t('account.general')}
          submitLabel={t('account.save')}
          cardClassName="space-y-4 lg:col-span-2"
          // A new e-mail (how the password is reset) asks a fresh confirmation first.
          freshConfirmation={form.data.email.trim().toLowerCase() !== account.email.toLowerCase()}
        >
          <PersonFields form={form} ownDetails />
        </FormCard>

        <TwoFactorCard state={twoFactor} />

        <SessionsCard sessions={sessions} offer={offerEndOthers} />
      </div>
    </>
  )
}

import type { Data } from '@generated/data'
import { useForm } from '@inertiajs/react'
import { ServerForm } from '~/components/forms/server_form'
import { PersonFields } from '~/components/forms/person_fields'
import { PageHeader } from '~/components/ui/page_header'
import { Button } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import { ImageUploader } from '~/components/ui/image_uploader'
import { Select } from '~/components/ui/select'
import { roleLabel, StatusTag, type UserStatus } from '~/components/users/users_table'
import { formatDateTime } from '~/lib/format'
import { useT } from '~/lib/i18n'
import { confirmationRequired, useFreshConfirmation } from '~/lib/use_fresh_confirmation'
import { NewPasswordFields } from '~/components/forms/new_password_fields'
import { urlFor } from '~/client'
import { AdminSessionsCard } from '~/components/sessions/sessions_card'
import { AuditTimeline } from '~/components/audit/audit_timeline'
import type { AuditRow } from '@shared/audit'
import { AdminTwoFactorCard } from '~/components/two_factor/admin_two_factor_card'

const STATUSES: UserStatus[] = ['active', 'pending', 'inactive']

type EditedUser = Data.Users.User.Variants['toAdminForm']

/** /administrare/users/{uid}/edit: a super-admin edits any user and their document. */
export default function AdminUsersEdit({
  user,
  timeline,
  twoFactor,
  openSessions,
}: {
  user: EditedUser
  timeline: AuditRow[]
  twoFactor: { enabled: boolean; enabledAt: string | null; canReset: boolean }
  openSessions: number
}) {
  const t = useT()
  const form = useForm({
    first_name: user.firstName,
    last_name: user.lastName,
    phone_number: user.phoneNumber,
    email: user.email,
    password: '',
    password_confirmation: '',
    status: user.status as string,
  })
  // The save (role and status among the fields) asks a fresh confirmation (docs/security.md):
  // the dialog first when needed, then the same values are sent.
  const fresh = useFreshConfirmation()
  const save = () =>
    form.post(urlFor('admin.users.update', { uid: user.uid }), {
      preserveScroll: true,
      onSuccess: () => form.reset('password', 'password_confirmation'),
      onError: (errors) => {
        if (confirmationRequired(errors)) return fresh.refused(errors, save)
        form.reset('password', 'password_confirmation')
      },
    })
  const name = `${user.firstName} ${user.lastName}`.trim()

  return (
    <>
      <PageHeader
        title={t('users.admin.edit_title')}
        heading={name}
        breadcrumbs={[
          { label: t('users.title'), href: urlFor('users.index') },
          { label: t('users.admin.edit_title') },
        ]}
      />
      <div className="grid gap-6 lg:grid-cols-3">
        <Card className="space-y-4 lg:col-span-2">
          <div className="flex flex-wrap items-center gap-3">
            <h2 className="text-lg font-semibold text-gray-900 dark:text-white">
              {t('users.admin.details')}
            </h2>
            <StatusTag status={user.status} />
          </div>
          <dl className="grid gap-2 text-sm sm:grid-cols-2">
            <div>
              <dt className="text-gray-500 dark:text-gray-400">{t('users.admin.roles')}</dt>
              <dd>
                {user.roles.length
                  ? user.roles.map((role) => roleLabel(t, role.name)).join(', ')
                  : roleLabel(t, null)}
              </dd>
            </div>
            <div>
              <dt className="text-gray-500 dark:text-gray-400">{t('users.admin.verified_at')}</dt>
              <dd>
                {user.verifiedAt ? formatDateTime(user.verifiedAt) : t('users.admin.not_verified')}
              </dd>
            </div>
          </dl>
          <ServerForm
            isDirty={form.isDirty}
            className="grid gap-4 sm:grid-cols-2"
            onSubmit={() => void fresh.run(save)}
          >
            <PersonFields form={form} />
            <NewPasswordFields
              form={form}
              label={t('users.admin.password')}
              description={t('users.admin.password_hint')}
              required={false}
            />
            <Select
              name="status"
              label={t('users.status')}
              isRequired
              options={STATUSES.map((status) => ({
                value: status,
                label: t(`users.statuses.${status}`),
              }))}
              value={form.data.status}
              onChange={(value) => form.setData('status', value === null ? '' : String(value))}
              error={form.errors.status}
            />
            <div className="flex items-end sm:col-span-2">
              <Button type="submit" processing={form.processing}>
                {t('users.admin.save')}
              </Button>
            </div>
          </ServerForm>
          {/* Outside the form: the dialog's own submit must not reach this one. */}
          {fresh.dialog}
        </Card>

        <Card className="space-y-4">
          <h2 className="text-lg font-semibold text-gray-900 dark:text-white">
            {t('users.admin.document')}
          </h2>
          <ImageUploader
            name="document"
            label={t('users.admin.document')}
            src={user.document?.url ?? null}
            uploadUrl={urlFor('admin.users.document.store', { uid: user.uid })}
            deleteUrl={urlFor('admin.users.document.destroy', { uid: user.uid })}
            imageType="document"
            description={t('users.admin.document_hint')}
          />
          {user.document ? (
            <a
              href={user.document.downloadUrl}
              className="inline-block text-sm text-brand-600 hover:underline dark:text-brand-400"
            >
              {t('users.admin.download')}
            </a>
          ) : (
            <p className="text-sm text-gray-500 dark:text-gray-400">
              {t('users.admin.no_document')}
            </p>
          )}
        </Card>

        <AdminTwoFactorCard uid={user.uid} state={twoFactor} />

        <AdminSessionsCard uid={user.uid} openSessions={openSessions} />
        <AuditTimeline entries={timeline} />
      </div>
    </>
  )
}

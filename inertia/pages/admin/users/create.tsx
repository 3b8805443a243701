import { useForm } from '@inertiajs/react'
import { PageHeader } from '~/components/ui/page_header'
import { Button } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import { Select } from '~/components/ui/select'
import { TextField } from '~/components/ui/text_field'
import { useT } from '~/lib/i18n'
import { bindField } from '~/lib/form_errors'
import { NewPasswordFields } from '~/components/forms/new_password_fields'
import { ServerForm } from '~/components/forms/server_form'
import { confirmationRequired, useFreshConfirmation } from '~/lib/use_fresh_confirmation'
import { urlFor } from '~/client'

const ROLES = ['super-admin', 'org-admin'] as const

/**
 * /administrare/users: a super-admin creates an active user with everything
 * the edit form requires, and a role (an org-admin in an organization), so
 * the new user can work at once.
 */
export default function AdminUsersCreate({
  organizations,
}: {
  organizations: { id: string; name: string }[]
}) {
  const t = useT()
  const form = useForm({
    name: '',
    email: '',
    phone_number: '',
    role: '',
    organization_id: '',
    password: '',
    password_confirmation: '',
  })
  // Creating a user with a role asks a fresh confirmation (docs/security.md): the dialog first
  // when needed, then the same values (the passwords kept until it is sent).
  const fresh = useFreshConfirmation()
  const create = () =>
    form.post(urlFor('admin.users.store'), {
      onSuccess: () => form.reset('password', 'password_confirmation'),
      onError: (errors) =>
        confirmationRequired(errors)
          ? fresh.refused(errors, create)
          : form.reset('password', 'password_confirmation'),
    })
  return (
    <>
      <PageHeader
        title={t('users.admin.create_title')}
        breadcrumbs={[
          { label: t('users.title'), href: urlFor('users.index') },
          { label: t('users.admin.create_title') },
        ]}
      />
      <Card className="max-w-xl">
        <ServerForm className="space-y-4" onSubmit={() => void fresh.run(create)}>
          <TextField
            {...bindField(form, 'name')}
            label={t('users.admin.name')}
            description={t('users.admin.name_hint')}
            autoComplete="off"
            isRequired
          />
          <TextField
            {...bindField(form, 'email')}
            type="email"
            label={t('users.email')}
            autoComplete="off"
            isRequired
          />
          <TextField
            {...bindField(form, 'phone_number')}
            type="tel"
            label={t('users.phone_number')}
            autoComplete="off"
            isRequired
          />
          <Select
            name="role"
            label={t('users.role')}
            isRequired
            options={ROLES.map((role) => ({ value: role, label: t(`topbar.roles.${role}`) }))}
            value={form.data.role || null}
            onChange={(value) => {
              form.setData((data) => ({
                ...data,
                role: value === null ? '' : String(value),
                organization_id: value === 'org-admin' ? data.organization_id : '',
              }))
              form.clearErrors('role')
            }}
            error={form.errors.role}
          />
          {form.data.role === 'org-admin' && (
            <Select
              name="organization_id"
              label={t('users.admin.organization')}
              isRequired
              options={organizations.map((o) => ({ value: o.id, label: o.name }))}
              value={form.data.organization_id || null}
              onChange={(value) => {
                form.setData('organization_id', value === null ? '' : String(value))
                form.clearErrors('organization_id')
              }}
              error={form.errors.organization_id}
            />
          )}
          <NewPasswordFields form={form} />
          <Button type="submit" processing={form.processing}>
            {t('users.admin.create_button')}
          </Button>
        </ServerForm>
        {fresh.dialog}
      </Card>
    </>
  )
}

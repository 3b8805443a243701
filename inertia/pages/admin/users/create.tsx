import { useForm } from '@inertiajs/react'
import { PageHeader } from '~/components/layout/page_header'
import { Button } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import { TextField } from '~/components/ui/text_field'
import { useT } from '~/lib/i18n'
import { bindField } from '~/lib/form_errors'
import { NewPasswordFields } from '~/components/forms/new_password_fields'
import { ServerForm } from '~/components/forms/server_form'
import { urlFor } from '~/client'

/** /administrare/users: a super-admin creates a user (active, no role). */
export default function AdminUsersCreate() {
  const t = useT()
  const form = useForm({ name: '', email: '', password: '', password_confirmation: '' })
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
        <ServerForm
          className="space-y-4"
          onSubmit={() => {
            form.post(urlFor('admin.users.store'), {
              onFinish: () => form.reset('password', 'password_confirmation'),
            })
          }}
        >
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
          <NewPasswordFields form={form} />
          <Button type="submit" processing={form.processing}>
            {t('users.admin.create_button')}
          </Button>
        </ServerForm>
      </Card>
    </>
  )
}

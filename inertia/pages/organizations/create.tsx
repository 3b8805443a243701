import { useForm } from '@inertiajs/react'
import { PersonFields, personValues } from '~/components/forms/person_fields'
import { OrganizationsSubpage } from '~/components/organizations/subpage'
import { ReplacedBySuccess } from '~/components/organizations/success_panel'
import { Button, LinkButton } from '~/components/ui/button'
import { TextField } from '~/components/ui/text_field'
import { bindField } from '~/lib/form_errors'
import { useT } from '~/lib/i18n'
import { ServerForm } from '~/components/forms/server_form'
import { urlFor } from '~/client'

type Created = { uid: string; name: string }

/** /organizations/create: the name and the legal representative; a success message replaces the form. */
export default function OrganizationsCreate({ created }: { created: Created | null }) {
  const t = useT()
  const form = useForm({
    organization_name: '',
    contact: personValues(),
  })

  return (
    <OrganizationsSubpage title={t('organizations.create.title')}>
      <ReplacedBySuccess
        done={created}
        message={(done) => t('organizations.create.created', { name: done.name })}
        again={t('organizations.create.another')}
        actions={(done) => (
          <LinkButton href={urlFor('organizations.show', { uid: done.uid })}>
            {t('organizations.create.open')}
          </LinkButton>
        )}
      >
        <ServerForm
          className="grid gap-4 sm:grid-cols-2"
          onSubmit={() => {
            form.post(urlFor('organizations.store'), {
              preserveScroll: true,
              onSuccess: () => form.reset(),
            })
          }}
        >
          <h2 className="text-lg font-semibold text-gray-900 sm:col-span-2 dark:text-white">
            {t('organizations.create.form_title')}
          </h2>
          <TextField
            {...bindField(form, 'organization_name')}
            label={t('organizations.create.organization_name')}
            autoComplete="off"
            isRequired
            className="sm:col-span-2"
          />
          <h2 className="text-lg font-semibold text-gray-900 sm:col-span-2 dark:text-white">
            {t('organizations.create.legal_contact')}
          </h2>
          <PersonFields form={form} prefix="contact" />
          <div className="sm:col-span-2">
            <Button type="submit" processing={form.processing}>
              {t('organizations.create.submit')}
            </Button>
          </div>
        </ServerForm>
      </ReplacedBySuccess>
    </OrganizationsSubpage>
  )
}

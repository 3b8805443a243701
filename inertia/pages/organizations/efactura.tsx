import { useState } from 'react'
import { router, useForm } from '@inertiajs/react'
import { OrganizationLayout } from '~/components/organizations/organization_layout'
import { useErrorSummaryToast } from '~/components/forms/error_summary_toast'
import type { OrganizationDetails } from '~/components/organizations/types'
import { FormCard } from '~/components/forms/form_card'
import { Button } from '~/components/ui/button'
import { ConfirmDialog } from '~/components/ui/confirm_dialog'
import { TextField } from '~/components/ui/text_field'
import { bindField } from '~/lib/form_errors'
import { formatDate } from '~/lib/format'
import { useT } from '~/lib/i18n'
import { useFreshConfirmation } from '~/lib/use_fresh_confirmation'
import { urlFor } from '~/client'

/** The two secrets: typed hidden, never filled back in. */
const SECRETS = ['client_secret', 'refresh_token'] as const

/**
 * /organizations/{uid}/efactura: the organization's ANAF credentials, set or replaced; the
 * secrets are never shown back, only the day they were set.
 */
export default function OrganizationEfactura({
  organization,
  credentials,
}: {
  organization: OrganizationDetails
  credentials: { setOn: string } | null
}) {
  const t = useT()
  useErrorSummaryToast()
  const form = useForm({ client_id: '', client_secret: '', refresh_token: '' })
  const [removing, setRemoving] = useState(false)
  const fresh = useFreshConfirmation()
  const url = urlFor('organizations.efactura.update', { uid: organization.uid })

  return (
    <OrganizationLayout organization={organization} active="efactura">
      <FormCard
        form={form}
        url={url}
        title={t('organizations.efactura.title')}
        submitLabel={t('organizations.efactura.save')}
        className="grid gap-4"
        onSuccess={() => form.reset()}
        freshConfirmation
      >
        <p className="text-sm text-gray-600 dark:text-gray-300">
          {credentials
            ? t('organizations.efactura.set_on', { date: formatDate(credentials.setOn) })
            : t('organizations.efactura.none')}
        </p>
        <p className="text-sm text-gray-600 dark:text-gray-300">
          {t('organizations.efactura.hint')}
        </p>
        <TextField
          {...bindField(form, 'client_id')}
          label={t('organizations.efactura.client_id')}
          autoComplete="off"
          isRequired
        />
        {SECRETS.map((name) => (
          <TextField
            key={name}
            {...bindField(form, name)}
            type="password"
            label={t(`organizations.efactura.${name}`)}
            autoComplete="new-password"
            isRequired
          />
        ))}
      </FormCard>
      {credentials && (
        <div className="mt-4">
          <Button variant="secondary" onPress={() => setRemoving(true)}>
            {t('organizations.efactura.remove')}
          </Button>
        </div>
      )}
      <ConfirmDialog
        isOpen={removing}
        onOpenChange={setRemoving}
        message={t('organizations.efactura.remove_confirm')}
        confirmLabel={t('organizations.efactura.remove')}
        onConfirm={() => {
          setRemoving(false)
          const remove = () =>
            router.delete(urlFor('organizations.efactura.destroy', { uid: organization.uid }), {
              onError: (errors) => fresh.refused(errors, remove),
            })
          void fresh.run(remove)
        }}
      />
      {fresh.dialog}
    </OrganizationLayout>
  )
}

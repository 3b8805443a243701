import { useId } from 'react'
import { useForm } from '@inertiajs/react'
import { BillingFields } from '~/components/forms/billing_fields'
import { PersonFields } from '~/components/forms/person_fields'
import { OrganizationLayout } from '~/components/organizations/organization_layout'
import { useErrorSummaryToast } from '~/components/forms/error_summary_toast'
import type { OrganizationDetails } from '~/components/organizations/types'
import { Button } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import { TextField } from '~/components/ui/text_field'
import { bindField } from '~/lib/form_errors'
import { useT } from '~/lib/i18n'
import { ServerForm } from '~/components/forms/server_form'
import { urlFor } from '~/client'
import { AuditTimeline } from '~/components/audit/audit_timeline'
import type { AuditRow } from '@shared/audit'

/** A titled group of fields (named by its title for assistive technology). */
function Section({ title, children }: { title: string; children: React.ReactNode }) {
  const id = useId()
  return (
    <Card className="space-y-4">
      <h2 id={id} className="text-lg font-semibold text-gray-900 dark:text-white">
        {title}
      </h2>
      <div role="group" aria-labelledby={id} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {children}
      </div>
    </Card>
  )
}

/**
 * /organizations/{uid}: name, website, identifier (read-only), billing and the two contacts;
 * below, the organization's timeline.
 */
export default function OrganizationProfile({
  organization,
  timeline,
}: {
  organization: OrganizationDetails
  timeline: AuditRow[]
}) {
  const t = useT()
  useErrorSummaryToast()
  const form = useForm({
    name: organization.name,
    url: organization.url,
    billing_info: organization.billingInfo,
    legal_representative_contact: organization.legalRepresentativeContact,
    technical_administrator_contact: organization.technicalAdministratorContact,
  })

  return (
    <OrganizationLayout organization={organization} active="profile">
      <ServerForm
        isDirty={form.isDirty}
        className="space-y-6"
        onSubmit={() => {
          form.patch(urlFor('organizations.update', { uid: organization.uid }), {
            preserveScroll: true,
          })
        }}
      >
        <Section title={t('organizations.profile.title')}>
          <TextField
            {...bindField(form, 'name')}
            label={t('organizations.profile.name')}
            autoComplete="off"
            isRequired
          />
          <TextField
            {...bindField(form, 'url')}
            type="url"
            label={t('organizations.profile.url')}
            description={t('organizations.profile.url_hint')}
            autoComplete="off"
          />
          <TextField
            name="slug"
            value={organization.slug}
            label={t('organizations.profile.slug')}
            description={t('organizations.profile.slug_hint')}
            isRequired
            isReadOnly
          />
        </Section>
        <Section title={t('organizations.profile.billing')}>
          <BillingFields form={form} />
        </Section>
        <Section title={t('organizations.profile.legal_representative')}>
          <PersonFields form={form} prefix="legal_representative_contact" required={false} />
        </Section>
        <Section title={t('organizations.profile.technical_administrator')}>
          <PersonFields form={form} prefix="technical_administrator_contact" required={false} />
        </Section>
        <Button type="submit" processing={form.processing}>
          {t('ui.save')}
        </Button>
      </ServerForm>
      <AuditTimeline entries={timeline} />
    </OrganizationLayout>
  )
}

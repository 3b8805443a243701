import type { Data } from '@generated/data'
import { useForm } from '@inertiajs/react'
import { ServerForm } from '~/components/forms/server_form'
import { closeOnSuccess, ModalActions } from '~/components/forms/modal_actions'
import { RecordModal } from '~/components/contacts/record_modal'
import { Select } from '~/components/ui/select'
import { TextField } from '~/components/ui/text_field'
import { bindField, errorAt } from '~/lib/form_errors'
import { useT } from '~/lib/i18n'
import { urlFor } from '~/client'
import { RecordImage } from '~/components/forms/record_image'

/** The option lists of a company (docs/decisions.md). */
export const COMPANY_TYPES = ['partener', 'sponsor', 'furnizor', 'client'] as const
export const COMPANY_STATUSES = ['activ', 'inactiv'] as const

/** A company as the table and the modal see it (app/transformers/companies/company_transformer.ts). */
export type CompanyRow = Data.Companies.Company.Variants['toRow']

/**
 * "Creează companie" / "Editează companie": name and website (required),
 * type and status from their lists, and, once the company exists, its logo.
 */
export function CompanyModal({
  isOpen,
  onOpenChange,
  company,
}: {
  isOpen: boolean
  onOpenChange: (open: boolean) => void
  company: CompanyRow | null
}) {
  const t = useT()
  return (
    <RecordModal
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      record={company}
      createTitle={t('companies.create_title')}
      editTitle={t('companies.edit_title')}
      size="lg"
    >
      {(record, close) => <CompanyForm company={record} close={close} />}
    </RecordModal>
  )
}

function CompanyForm({ company, close }: { company: CompanyRow | null; close: () => void }) {
  const t = useT()
  // The selects may be cleared: the form holds any text, the validator names what is wrong.
  const form = useForm<{ name: string; website: string; type: string; status: string }>({
    name: company?.name ?? '',
    website: company?.website ?? '',
    type: company?.type ?? 'partener',
    status: company?.status ?? 'activ',
  })
  const errors = form.errors as Record<string, string | undefined>
  function submit() {
    form.post(
      company ? urlFor('companies.update', { uid: company.uid }) : urlFor('companies.store'),
      closeOnSuccess(form, close)
    )
  }
  return (
    <ServerForm className="grid gap-4" onSubmit={submit}>
      <TextField
        {...bindField(form, 'name')}
        label={t('companies.fields.name')}
        isRequired
        autoFocus
      />
      <TextField
        {...bindField(form, 'website')}
        type="url"
        label={t('companies.fields.website')}
        placeholder="https://"
        isRequired
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Select
          name="type"
          label={t('companies.fields.type')}
          options={COMPANY_TYPES.map((value) => ({ value, label: t(`companies.types.${value}`) }))}
          value={form.data.type}
          onChange={(value) => form.setData((data) => ({ ...data, type: String(value ?? '') }))}
          error={errorAt(errors, 'type')}
          isRequired
        />
        <Select
          name="status"
          label={t('companies.fields.status')}
          options={COMPANY_STATUSES.map((value) => ({
            value,
            label: t(`companies.statuses.${value}`),
          }))}
          value={form.data.status}
          onChange={(value) => form.setData((data) => ({ ...data, status: String(value ?? '') }))}
          error={errorAt(errors, 'status')}
          isRequired
        />
      </div>
      <RecordImage
        record={company}
        image="companies.logo"
        label={t('companies.fields.logo')}
        unsaved={
          <p className="text-sm text-gray-500 dark:text-gray-400">
            {t('companies.logo_after_create')}
          </p>
        }
      />
      <ModalActions close={close} processing={form.processing} />
    </ServerForm>
  )
}

import { Checkbox } from '~/components/ui/checkbox'
import { Select } from '~/components/ui/select'
import { TextField } from '~/components/ui/text_field'
import { IMPORT_MARKETING_BASES, type ImportMarketingBasis } from '@shared/contact_import'
import { useT } from '~/lib/i18n'
import { CUSTOM } from '@shared/contact_import'
import { ImportProgress } from '~/components/contact_imports/import_progress'
import type { ImportWizardState } from '~/components/contact_imports/use_import_wizard'

/**
 * Step 4: what will be imported, the duplicate check, the marketing basis of the file's contacts
 * (recorded for each of them; docs/security.md), the terms; then the import's progress.
 */
export function ConfirmStep({ wizard }: { wizard: ImportWizardState }) {
  const t = useT()
  const { file, parsed, mapping, labels, lists, selected, createList, newList } = wizard
  return (
    <div className="flex flex-col gap-3 text-sm">
      <h2 className="font-semibold">{t('contact_imports.confirm.summary')}</h2>
      <dl className="grid grid-cols-2 gap-1">
        <dt>{t('contact_imports.confirm.file')}</dt>
        <dd>{file?.name}</dd>
        <dt>{t('contact_imports.confirm.rows')}</dt>
        <dd>{parsed?.total}</dd>
        <dt>{t('contact_imports.confirm.fields')}</dt>
        <dd>
          {parsed?.headers
            .filter((header) => mapping[header])
            .map(
              (header) =>
                `${header} → ${mapping[header] === CUSTOM ? labels[header] : t(`contact_imports.map.fields.${mapping[header]}`)}`
            )
            .join(', ')}
        </dd>
        <dt>{t('contact_imports.confirm.lists')}</dt>
        <dd>
          {[
            ...lists.filter((list) => selected.includes(list.id)).map((list) => list.title),
            ...(createList
              ? [t('contact_imports.confirm.new_list', { title: newList.title })]
              : []),
          ].join(', ')}
        </dd>
      </dl>
      <Checkbox isSelected={wizard.checkDuplicates} onChange={wizard.setCheckDuplicates}>
        {t('contact_imports.confirm.duplicates')}
      </Checkbox>
      <Select
        name="marketingBasis"
        label={t('gdpr.import.basis')}
        description={t('gdpr.import.basis_help')}
        isRequired
        options={IMPORT_MARKETING_BASES.map((basis) => ({
          value: basis,
          label: t(`gdpr.import.bases.${basis}`),
        }))}
        value={wizard.marketingBasis}
        onChange={(value) => wizard.setMarketingBasis((value as ImportMarketingBasis) ?? null)}
      />
      {wizard.marketingBasis && wizard.marketingBasis !== 'none' && (
        <TextField
          name="consentTextVersion"
          label={t('gdpr.import.text_version')}
          value={wizard.consentTextVersion}
          onChange={wizard.setConsentTextVersion}
          autoComplete="off"
          isRequired
        />
      )}
      <Checkbox isSelected={wizard.terms} onChange={wizard.setTerms}>
        {t('contact_imports.confirm.terms')}
      </Checkbox>
      {wizard.importing && <ImportProgress importing={wizard.importing} />}
    </div>
  )
}

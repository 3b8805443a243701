import { Checkbox } from '~/components/ui/checkbox'
import { useT } from '~/lib/i18n'
import { CUSTOM } from '@shared/contact_import'
import { ImportProgress } from '~/components/contact_imports/import_progress'
import type { ImportWizardState } from '~/components/contact_imports/use_import_wizard'

/** Step 4: what will be imported, the duplicate check, the terms; then the import's progress. */
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
      <Checkbox isSelected={wizard.terms} onChange={wizard.setTerms}>
        {t('contact_imports.confirm.terms')}
      </Checkbox>
      {wizard.importing && <ImportProgress importing={wizard.importing} />}
    </div>
  )
}

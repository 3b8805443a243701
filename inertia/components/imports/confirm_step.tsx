import { Checkbox } from '~/components/ui/checkbox'
import { useT } from '~/lib/i18n'
import { CUSTOM } from '@shared/contact_import'
import { ImportProgress } from '~/components/imports/import_progress'
import type { ImportWizardState } from '~/components/imports/use_import_wizard'

/** Step 4: what will be imported, the duplicate check, the terms; then the import's progress. */
export function ConfirmStep({ wizard }: { wizard: ImportWizardState }) {
  const t = useT()
  const { file, parsed, mapping, labels, lists, selected, createList, newList } = wizard
  return (
    <div className="flex flex-col gap-3 text-sm">
      <h2 className="font-semibold">{t('imports.confirm.summary')}</h2>
      <dl className="grid grid-cols-2 gap-1">
        <dt>{t('imports.confirm.file')}</dt>
        <dd>{file?.name}</dd>
        <dt>{t('imports.confirm.rows')}</dt>
        <dd>{parsed?.total}</dd>
        <dt>{t('imports.confirm.fields')}</dt>
        <dd>
          {parsed?.headers
            .filter((header) => mapping[header])
            .map(
              (header) =>
                `${header} → ${mapping[header] === CUSTOM ? labels[header] : t(`imports.map.fields.${mapping[header]}`)}`
            )
            .join(', ')}
        </dd>
        <dt>{t('imports.confirm.lists')}</dt>
        <dd>
          {[
            ...lists.filter((list) => selected.includes(list.id)).map((list) => list.title),
            ...(createList ? [t('imports.confirm.new_list', { title: newList.title })] : []),
          ].join(', ')}
        </dd>
      </dl>
      <Checkbox isSelected={wizard.checkDuplicates} onChange={wizard.setCheckDuplicates}>
        {t('imports.confirm.duplicates')}
      </Checkbox>
      <Checkbox isSelected={wizard.terms} onChange={wizard.setTerms}>
        {t('imports.confirm.terms')}
      </Checkbox>
      {wizard.importing && <ImportProgress importing={wizard.importing} />}
    </div>
  )
}

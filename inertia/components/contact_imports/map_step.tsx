import { TextField } from '~/components/ui/text_field'
import { useT } from '~/lib/i18n'
import { CUSTOM } from '@shared/contact_import'
import type { Parsed } from '~/components/contact_imports/parse_file'

export type ImportField = { id: number; name: string }

/** Step 2: each column of the file to a field, to "Atribut NOU" (with its label) or ignored. */
export function MapStep({
  parsed,
  fields,
  mapping,
  labels,
  remembered,
  onMapping,
  onLabels,
}: {
  parsed: Parsed
  fields: ImportField[]
  mapping: Record<string, string>
  labels: Record<string, string>
  remembered: boolean
  onMapping: (mapping: Record<string, string>) => void
  onLabels: (labels: Record<string, string>) => void
}) {
  const t = useT()
  return (
    <div className="flex flex-col gap-3">
      {remembered && <p className="text-sm">{t('contact_imports.map.remembered')}</p>}
      <table className="text-left text-sm">
        <thead>
          <tr>
            <th className="px-2 py-1">{t('contact_imports.map.column')}</th>
            <th className="px-2 py-1">{t('contact_imports.map.sample')}</th>
            <th className="px-2 py-1">{t('contact_imports.map.field')}</th>
          </tr>
        </thead>
        <tbody>
          {parsed.headers.map((header, c) => (
            <tr key={header}>
              <td className="px-2 py-1">{header}</td>
              <td className="px-2 py-1">{parsed.preview[0]?.[c]}</td>
              <td className="flex flex-col gap-1 px-2 py-1">
                <select
                  aria-label={`${t('contact_imports.map.field')}: ${header}`}
                  value={mapping[header] ?? ''}
                  onChange={(event) => onMapping({ ...mapping, [header]: event.target.value })}
                  className="rounded border border-gray-300 px-2 py-1 dark:border-gray-600 dark:bg-gray-800"
                >
                  <option value="">{t('contact_imports.map.ignore')}</option>
                  {fields.map((field) => (
                    <option key={field.id} value={field.name}>
                      {t(`contact_imports.map.fields.${field.name}`)}
                    </option>
                  ))}
                  <option value={CUSTOM}>{t('contact_imports.map.custom')}</option>
                </select>
                {mapping[header] === CUSTOM && (
                  <TextField
                    name={`label-${c}`}
                    label={t('contact_imports.map.custom_label', { column: header })}
                    value={labels[header] ?? ''}
                    onChange={(value) => onLabels({ ...labels, [header]: value })}
                  />
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

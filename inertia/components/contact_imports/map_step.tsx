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
      {/* A table from `sm` up; on a phone each column is a block: its name and sample, then its
          field, full width, so nothing scrolls sideways. */}
      <table className="block text-left text-sm sm:table">
        <thead className="hidden sm:table-header-group">
          <tr>
            <th className="px-2 py-1">{t('contact_imports.map.column')}</th>
            <th className="px-2 py-1">{t('contact_imports.map.sample')}</th>
            <th className="px-2 py-1">{t('contact_imports.map.field')}</th>
          </tr>
        </thead>
        <tbody className="block divide-y divide-gray-100 sm:table-row-group sm:divide-y-0 dark:divide-gray-700">
          {parsed.headers.map((header, c) => (
            <tr key={header} data-testid="map-row" className="grid gap-1 py-2 sm:table-row">
              <td className="font-medium break-words sm:px-2 sm:py-1 sm:font-normal">{header}</td>
              <td className="break-words text-gray-500 sm:px-2 sm:py-1 sm:text-inherit dark:text-gray-400">
                {parsed.preview[0]?.[c]}
              </td>
              <td className="flex flex-col gap-1 sm:px-2 sm:py-1">
                <select
                  aria-label={`${t('contact_imports.map.field')}: ${header}`}
                  value={mapping[header] ?? ''}
                  onChange={(event) => onMapping({ ...mapping, [header]: event.target.value })}
                  className="w-full rounded border border-gray-300 px-2 py-2 sm:w-auto sm:py-1 dark:border-gray-600 dark:bg-gray-800"
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

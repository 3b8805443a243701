import { Spinner } from '~/components/ui/spinner'
import { FileDropZone } from '~/components/ui/file_drop_zone'
import { useT } from '~/lib/i18n'
import { IMPORT_EXTENSIONS, IMPORT_PREVIEW_ROWS } from '@shared/contact_import'
import type { Parsed } from '~/components/contact_imports/parse_file'

const ACCEPT = IMPORT_EXTENSIONS.map((extension) => `.${extension}`)

/** Step 1: the file dropped or chosen, read in the browser, and its first rows. */
export function UploadStep({
  file,
  parsing,
  parsed,
  onChoose,
}: {
  file: File | null
  parsing: boolean
  parsed: Parsed | null
  onChoose: (file: File | null) => void
}) {
  const t = useT()
  return (
    <div className="flex flex-col gap-3">
      <FileDropZone
        label={t('contact_imports.file.label')}
        zoneLabel={t('contact_imports.file.drop_zone')}
        dropText={t('contact_imports.file.drop')}
        buttonText={t('contact_imports.file.choose')}
        accept={ACCEPT}
        chosen={file && t('contact_imports.file.chosen', { name: file.name })}
        onSelect={onChoose}
      />
      {parsing && (
        <p className="flex items-center gap-2 text-sm">
          <Spinner /> {t('contact_imports.file.processing')}
        </p>
      )}
      {parsed && (
        <div className="overflow-x-auto">
          <p className="mb-2 text-sm font-medium">
            {t('contact_imports.preview.title', {
              count: Math.min(IMPORT_PREVIEW_ROWS, parsed.total),
            })}{' '}
            ·{' '}
            <span data-testid="import-total">
              {t('contact_imports.preview.total', { count: parsed.total })}
            </span>
          </p>
          <table
            className="text-left text-sm"
            aria-label={t('contact_imports.preview.title', { count: IMPORT_PREVIEW_ROWS })}
          >
            <thead>
              <tr>
                {parsed.headers.map((header) => (
                  <th key={header} className="whitespace-nowrap px-2 py-1">
                    {header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {parsed.preview.map((values, r) => (
                <tr key={r}>
                  {values.map((value, c) => (
                    <td key={c} className="whitespace-nowrap px-2 py-1">
                      {value}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  )
}

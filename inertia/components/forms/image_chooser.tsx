import { useState } from 'react'
import { FileButton } from '~/components/ui/file_button'
import { FieldGroup } from '~/components/ui/field'
import { checkImageFile, IMAGE_MIME_TYPES } from '~/components/ui/image_uploader'
import { useT } from '~/lib/i18n'
import { useObjectUrl } from '~/lib/use_object_url'

/**
 * An image chosen before its record is saved (a new feed item, quiz or quest): checked by the
 * browser first (type and size, as the server's limits), shown at once, sent by the form; the
 * server checks it again
 * (ImageService). The image of a saved record is changed with the shared ImageUploader.
 */
export function ImageChooser({
  label,
  file,
  onChange,
  error,
  isRequired,
}: {
  label: string
  file: File | null
  onChange: (file: File | null) => void
  error?: string
  isRequired?: boolean
}) {
  const t = useT()
  const [problem, setProblem] = useState<string | null>(null)
  const preview = useObjectUrl(file)

  function choose(files: FileList | null) {
    const chosen = files?.[0]
    if (!chosen) return
    const check = checkImageFile(chosen)
    setProblem(check ? t(check) : null)
    if (!check) onChange(chosen)
  }

  return (
    <FieldGroup
      label={
        <>
          {label}
          {isRequired && (
            <span aria-hidden="true" className="text-red-600">
              {' '}
              *
            </span>
          )}
        </>
      }
      error={problem ?? error}
    >
      {(describedBy) => (
        <div className="flex flex-wrap items-center gap-3" data-field="image">
          {preview && (
            <img src={preview} alt={file?.name ?? label} className="h-24 rounded-lg object-cover" />
          )}
          <FileButton
            accept={IMAGE_MIME_TYPES}
            onSelect={choose}
            variant="secondary"
            aria-describedby={describedBy}
            aria-required={isRequired || undefined}
          >
            {t(file ? 'images.change' : 'images.choose')}
          </FileButton>
          {file && (
            <button
              type="button"
              className="text-sm text-red-600 hover:underline"
              onClick={() => onChange(null)}
            >
              {t('images.discard')}
            </button>
          )}
        </div>
      )}
    </FieldGroup>
  )
}

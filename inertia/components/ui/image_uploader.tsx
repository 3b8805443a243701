import { useEffect, useRef, useState } from 'react'
import { router, usePage } from '@inertiajs/react'
import { Button } from '~/components/ui/button'
import { ConfirmDialog } from '~/components/ui/confirm_dialog'
import { FileButton } from '~/components/ui/file_button'
import { FieldGroup } from '~/components/ui/field'
import { Spinner } from '~/components/ui/spinner'
import { useT } from '~/lib/i18n'

/** The types the server accepts (it checks the bytes again). */
export const IMAGE_MIME_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const
export const IMAGE_MAX_BYTES = 5_242_880

export interface ImageUploaderProps {
  /** The form field of the file (server errors are read from errors[name]). */
  name?: string
  label: string
  /** The current image's URL, if any. */
  src?: string | null
  /** Receives the multipart POST: the file under `name`, plus `image_type`. */
  uploadUrl: string
  /** Receives a DELETE; without it there is no delete button. */
  deleteUrl?: string
  /** One of the image types (post_featured, logo, cover…). */
  imageType: string
  /** A hint under the control (accepted types, dimensions…). */
  description?: React.ReactNode
  /** Alternative text of the preview; default the label. */
  alt?: string
  className?: string
}

/** Checks what the browser knows before anything is sent; the message key or null. */
export function checkImageFile(file: File): 'images.invalid_type' | 'images.too_large' | null {
  if (!(IMAGE_MIME_TYPES as readonly string[]).includes(file.type)) return 'images.invalid_type'
  if (file.size > IMAGE_MAX_BYTES) return 'images.too_large'
  return null
}

/**
 * An image field: label, the current image (or the one just chosen, shown
 * at once), a button that picks and uploads a file, a delete button, and the
 * error under the field. The browser checks type and size first; the server
 * checks the real type again and re-encodes the image.
 */
export function ImageUploader({
  name = 'file',
  label,
  src,
  uploadUrl,
  deleteUrl,
  imageType,
  description,
  alt,
  className = '',
}: ImageUploaderProps) {
  const t = useT()
  const page = usePage<{ errors?: Record<string, string> }>()
  const serverError = page.props.errors?.[name]
  const [localError, setLocalError] = useState<string | null>(null)
  // The chosen image, shown until the page's own `src` changes (the upload
  // is done) or the upload fails.
  const [preview, setPreview] = useState<{ url: string; over: string | null } | null>(null)
  const [uploading, setUploading] = useState(false)
  const [deleting, setDeleting] = useState(false)
  const [confirmingDelete, setConfirmingDelete] = useState(false)
  const previewRef = useRef<string | null>(null)

  const showPreview = (url: string | null) => {
    if (previewRef.current) URL.revokeObjectURL(previewRef.current)
    previewRef.current = url
    setPreview(url ? { url, over: src ?? null } : null)
  }
  useEffect(
    () => () => {
      if (previewRef.current) URL.revokeObjectURL(previewRef.current)
    },
    []
  )

  const error = localError ?? (uploading ? undefined : serverError)
  const current = preview && preview.over === (src ?? null) ? preview.url : null
  const shown = current ?? src ?? null

  function upload(files: FileList | null) {
    const file = files?.[0]
    if (!file) return
    const problem = checkImageFile(file)
    if (problem) {
      setLocalError(t(problem))
      return
    }
    setLocalError(null)
    showPreview(URL.createObjectURL(file))
    router.post(
      uploadUrl,
      { [name]: file, image_type: imageType },
      {
        forceFormData: true,
        preserveScroll: true,
        onStart: () => setUploading(true),
        onFinish: () => setUploading(false),
        onError: (errors) => {
          showPreview(null)
          if (!errors[name]) setLocalError(Object.values(errors)[0] ?? t('images.unknown'))
        },
        onHttpException: (response) => {
          showPreview(null)
          setLocalError(t(response.status === 413 ? 'images.too_large' : 'images.failed'))
          return false
        },
        onNetworkError: () => {
          showPreview(null)
          setLocalError(t('images.failed'))
          return false
        },
      }
    )
  }

  function remove() {
    if (!deleteUrl) return
    setLocalError(null)
    router.delete(deleteUrl, {
      preserveScroll: true,
      onStart: () => setDeleting(true),
      onFinish: () => {
        setDeleting(false)
        setConfirmingDelete(false)
      },
      onSuccess: () => showPreview(null),
      onError: () => setLocalError(t('images.delete_failed')),
      onHttpException: () => {
        setLocalError(t('images.delete_failed'))
        return false
      },
      onNetworkError: () => {
        setLocalError(t('images.delete_failed'))
        return false
      },
    })
  }

  return (
    <FieldGroup label={label} description={description} error={error} className={className}>
      {(describedBy) => (
        <>
          <div className="relative flex size-40 items-center justify-center overflow-hidden rounded-lg border border-dashed border-gray-300 bg-gray-50 dark:border-gray-600 dark:bg-gray-900">
            {shown ? (
              <img
                src={shown}
                alt={alt ?? `${t('images.preview')}: ${label}`}
                className="size-full object-contain"
              />
            ) : (
              <span className="px-2 text-center text-xs text-gray-400">{t('images.none')}</span>
            )}
            {uploading && (
              <div
                role="status"
                aria-label={t('images.uploading')}
                className="absolute inset-0 flex items-center justify-center bg-white/60 dark:bg-gray-900/60"
              >
                <Spinner className="size-6 text-brand-600 dark:text-brand-400" />
              </div>
            )}
          </div>
          <div className="flex flex-wrap items-center gap-2">
            <FileButton
              accept={IMAGE_MIME_TYPES}
              onSelect={upload}
              variant="secondary"
              processing={uploading}
              isDisabled={deleting}
              aria-describedby={describedBy}
            >
              {t(shown ? 'images.change' : 'images.upload')}
            </FileButton>
            {deleteUrl && src && (
              <Button
                variant="ghost"
                processing={deleting}
                isDisabled={uploading}
                // Deleting cannot be undone: it asks first.
                onPress={() => setConfirmingDelete(true)}
                className="text-red-600 dark:text-red-400"
              >
                {t('images.remove')}
              </Button>
            )}
            <ConfirmDialog
              isOpen={confirmingDelete}
              onOpenChange={setConfirmingDelete}
              onConfirm={remove}
              processing={deleting}
              title={t('images.remove_title')}
              message={t('images.remove_confirm', { label })}
              confirmLabel={t('images.remove')}
            />
          </div>
        </>
      )}
    </FieldGroup>
  )
}

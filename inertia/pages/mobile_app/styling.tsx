import { useState } from 'react'
import { useForm } from '@inertiajs/react'
import { ServerForm } from '~/components/forms/server_form'
import { BrandingFields } from '~/components/forms/branding_fields'
import { PageHeader } from '~/components/ui/page_header'
import { Button } from '~/components/ui/button'
import { FileButton } from '~/components/ui/file_button'
import { Card } from '~/components/ui/card'
import { FieldGroup } from '~/components/ui/field'
import { checkImageFile, IMAGE_MIME_TYPES } from '~/components/ui/image_uploader'
import { useT } from '~/lib/i18n'
import { useObjectUrl } from '~/lib/use_object_url'
import { urlFor } from '~/client'

interface Props {
  branding: { primary_color: string; secondary_color: string }
  /** The current sign-in header's URL (with a cache buster), or null. */
  signInHeader: string | null
}

/**
 * /mobile-app/styling: the companion app's colours and sign-in header image
 * (1080 × 1920), sent together in one multipart form.
 */
export default function MobileAppStyling({ branding, signInHeader }: Props) {
  const t = useT()
  const form = useForm<{ branding: Props['branding']; sign_in_header: File | null }>({
    branding,
    sign_in_header: null,
  })
  const [localError, setLocalError] = useState<string | null>(null)
  const chosen = useObjectUrl(form.data.sign_in_header)
  const shown = chosen ?? signInHeader
  const imageError = localError ?? form.errors.sign_in_header

  function choose(files: FileList | null) {
    const file = files?.[0]
    if (!file) return
    const problem = checkImageFile(file)
    setLocalError(problem ? t(problem) : null)
    if (!problem) form.setData('sign_in_header', file)
  }

  return (
    <>
      <PageHeader
        title={t('mobile_app.styling.title')}
        breadcrumbs={[{ label: t('mobile_app.title') }, { label: t('mobile_app.styling.title') }]}
      />
      <Card className="max-w-3xl">
        <ServerForm
          isDirty={form.isDirty}
          className="grid gap-6 md:grid-cols-2"
          onSubmit={() => {
            form.post(urlFor('mobile_app.styling.update'), {
              forceFormData: true,
              preserveScroll: true,
              onSuccess: () => form.setData('sign_in_header', null),
            })
          }}
        >
          <div className="space-y-4">
            <h2 className="text-lg font-semibold text-gray-900 dark:text-white">
              {t('mobile_app.styling.colors')}
            </h2>
            <BrandingFields form={form} prefix="branding" required />
          </div>

          <FieldGroup
            label={t('mobile_app.styling.sign_in_header')}
            description={t('mobile_app.styling.sign_in_header_hint')}
            error={imageError}
          >
            {(describedBy) => (
              <>
                <div className="flex aspect-[9/16] w-40 items-center justify-center overflow-hidden rounded-lg border border-dashed border-gray-300 bg-gray-50 dark:border-gray-600 dark:bg-gray-900">
                  {shown ? (
                    <img
                      src={shown}
                      alt={t(
                        chosen
                          ? 'mobile_app.styling.chosen_image'
                          : 'mobile_app.styling.current_image'
                      )}
                      className="size-full object-cover"
                    />
                  ) : (
                    <span className="px-2 text-center text-xs text-gray-400">
                      {t('mobile_app.styling.no_image')}
                    </span>
                  )}
                </div>
                <div className="flex flex-wrap items-center gap-2">
                  <FileButton
                    accept={IMAGE_MIME_TYPES}
                    onSelect={choose}
                    variant="secondary"
                    aria-describedby={describedBy}
                  >
                    {t(shown ? 'mobile_app.styling.change' : 'mobile_app.styling.choose')}
                  </FileButton>
                  {form.data.sign_in_header && (
                    <span className="text-sm text-gray-600 dark:text-gray-300">
                      {t('mobile_app.styling.chosen', { name: form.data.sign_in_header.name })}
                    </span>
                  )}
                </div>
              </>
            )}
          </FieldGroup>

          <div className="md:col-span-2">
            <Button type="submit" processing={form.processing}>
              {t('mobile_app.styling.submit')}
            </Button>
          </div>
        </ServerForm>
      </Card>
    </>
  )
}

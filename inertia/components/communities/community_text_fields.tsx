import { TextArea } from '~/components/ui/text_area'
import { TextField } from '~/components/ui/text_field'
import { bindField, type FormLike } from '~/lib/form_errors'
import { useT } from '~/lib/i18n'

/** 1500 characters, as the server allows. */
export const DESCRIPTION_MAX = 1500

/** Name (3–200) and description (with a counter) of a community. */
export function CommunityTextFields<Data extends { name: string; description: string }>({
  form,
}: {
  form: FormLike<Data>
}) {
  const t = useT()
  return (
    <>
      <TextField
        {...bindField(form, 'name')}
        label={t('community_settings.edit.name')}
        autoComplete="off"
        isRequired
        className="sm:col-span-2"
      />
      <TextArea
        {...bindField(form, 'description')}
        label={t('community_settings.edit.description')}
        maxLength={DESCRIPTION_MAX}
        rows={5}
        isRequired
        className="sm:col-span-2"
      />
    </>
  )
}

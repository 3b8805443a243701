import { TextField } from '~/components/ui/text_field'
import { bindField, type FormLike } from '~/lib/form_errors'
import { useT } from '~/lib/i18n'
import { LINK_FIELDS } from '~/components/communities/settings_types'

/** The ten links of a community (each optional, an http(s) address), nested under `links`. */
export function LinksFields<Data extends Record<string, any>>({ form }: { form: FormLike<Data> }) {
  const t = useT()
  return (
    <>
      {LINK_FIELDS.map((name) => (
        <TextField
          key={name}
          {...bindField(form, `links.${name}`)}
          type="url"
          label={t(`community_settings.links.fields.${name}`)}
          placeholder="https://"
          autoComplete="off"
        />
      ))}
    </>
  )
}

import { useForm } from '@inertiajs/react'
import { LinksFields } from '~/components/communities/links_fields'
import { FormCard } from '~/components/forms/form_card'
import { LINK_FIELDS, type Links } from '~/components/communities/settings_types'
import { useT } from '~/lib/i18n'

/** The ten links of a community (edit page tab Link-uri, configuration / settings tab links). */
export function LinksForm({
  links,
  url,
  section,
}: {
  links: Links
  url: string
  section?: string
}) {
  const t = useT()
  const form = useForm({
    ...(section ? { section } : {}),
    links: Object.fromEntries(LINK_FIELDS.map((name) => [name, links[name] ?? ''])) as Links,
  })
  return (
    <FormCard form={form} url={url} title={t('community_settings.edit.tabs.links')}>
      <p className="text-sm text-gray-500 sm:col-span-2 dark:text-gray-400">
        {t('community_settings.links.hint')}
      </p>
      <LinksFields form={form} />
    </FormCard>
  )
}

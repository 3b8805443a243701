import { router, usePage } from '@inertiajs/react'
import { Select } from '~/components/ui/select'
import { useT } from '~/lib/i18n'
import type { SharedProps } from '~/types'
import { urlFor } from '~/client'

/**
 * The org-admin's current community, in the top bar: shown only when their
 * organization has several. Choosing one makes it the community of the
 * whole tenant area (POST /community/switch).
 */
export function CommunitySwitcher() {
  const t = useT()
  const { props } = usePage<SharedProps>()
  const { role, community, communities } = props.auth
  if (role !== 'org-admin' || communities.length < 2) return null
  return (
    // The label names the field for assistive technology; the top bar has no room to show it.
    <div className="w-48 sm:w-64 [&_label]:sr-only" data-testid="community-switcher">
      <Select
        name="community"
        label={t('switcher.label')}
        options={communities.map((item) => ({ value: item.uid, label: item.name }))}
        value={community?.uid ?? null}
        onChange={(uid) => {
          if (uid === null || uid === community?.uid) return
          router.post(
            urlFor('community.switch'),
            { community: String(uid) },
            { preserveScroll: true }
          )
        }}
      />
    </div>
  )
}

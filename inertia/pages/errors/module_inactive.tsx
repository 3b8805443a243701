import { ErrorScreen } from '~/components/layout/error_screen'
import { useT } from '~/lib/i18n'

/** A module's page opened for a community that does not have the module. */
export default function ModuleInactive({
  module,
  community,
}: {
  module: string
  community: string | null
}) {
  const t = useT()
  return (
    <ErrorScreen
      code={404}
      titleKey="errors.module_inactive_title"
      message={t(community ? 'errors.module_inactive' : 'errors.module_inactive_no_community', {
        module,
        community,
      })}
    />
  )
}

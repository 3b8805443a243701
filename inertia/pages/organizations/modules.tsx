import { ModuleSwitches, type ModuleOption } from '~/components/communities/module_switches'
import { OrganizationLayout } from '~/components/organizations/organization_layout'
import { Card } from '~/components/ui/card'
import { useT } from '~/lib/i18n'

/** /organizations/{uid}/modules: each community of the organization with its module switches. */
export default function OrganizationModules({
  organization,
  modules,
  communities,
}: {
  organization: { uid: string; name: string }
  modules: ModuleOption[]
  communities: { uid: string; name: string; moduleIds: number[] }[]
}) {
  const t = useT()
  return (
    <OrganizationLayout organization={organization} active="modules">
      {communities.length === 0 ? (
        <Card>
          <p className="text-center text-gray-500 dark:text-gray-400">
            {t('communities.modules.none')}
          </p>
        </Card>
      ) : (
        <div className="grid gap-4 lg:grid-cols-2">
          {communities.map((community) => (
            <Card key={community.uid}>
              <ModuleSwitches community={community} modules={modules} showName />
            </Card>
          ))}
        </div>
      )}
    </OrganizationLayout>
  )
}

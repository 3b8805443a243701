import type { Data } from '@generated/data'
import { useEffect, useId, useState } from 'react'
import { router } from '@inertiajs/react'
import { Switch } from '~/components/ui/switch'
import { useT } from '~/lib/i18n'
import { toast } from '~/lib/toast'
import { urlFor } from '~/client'

export type ModuleOption = Data.Communities.Module

/**
 * Every module with an on/off switch for one community. A change is sent at
 * once (POST /communities/{uid}/modules); the server's toast confirms it,
 * and a failure puts the switch back.
 */
export function ModuleSwitches({
  community,
  modules,
  showName = false,
}: {
  community: { uid: string; name: string; moduleIds: number[] }
  modules: ModuleOption[]
  /** Shows the community's name as the group's heading (several communities on one page). */
  showName?: boolean
}) {
  const t = useT()
  const headingId = useId()
  const [active, setActive] = useState<number[]>(community.moduleIds)
  const [saving, setSaving] = useState<number[]>([])

  // The server's answer (after each change) is the truth.
  const serverState = community.moduleIds.join(',')
  useEffect(() => setActive(community.moduleIds), [serverState])

  function change(module: ModuleOption, isActive: boolean) {
    const previous = active
    setActive((ids) => (isActive ? [...ids, module.id] : ids.filter((id) => id !== module.id)))
    const revert = () => {
      setActive(previous)
      toast.error(t('communities.modules.failed'))
    }
    router.post(
      urlFor('communities.modules', { uid: community.uid }),
      { module_id: module.id, isActive },
      {
        preserveScroll: true,
        preserveState: true,
        onStart: () => setSaving((ids) => [...ids, module.id]),
        onFinish: () => setSaving((ids) => ids.filter((id) => id !== module.id)),
        onError: revert,
        onHttpException: () => {
          revert()
          return false
        },
        onNetworkError: () => {
          revert()
          return false
        },
      }
    )
  }

  return (
    <section
      aria-label={
        showName ? undefined : t('communities.modules.group_label', { name: community.name })
      }
      aria-labelledby={showName ? headingId : undefined}
      className="space-y-3"
    >
      {showName && (
        <h2 id={headingId} className="text-base font-semibold text-gray-900 dark:text-white">
          {community.name}
        </h2>
      )}
      <ul className="divide-y divide-gray-100 dark:divide-gray-700">
        {modules.map((module) => (
          <li key={module.id} className="flex flex-col gap-1 py-3">
            <Switch
              name={`module_${module.id}`}
              label={<span className="font-medium">{module.name}</span>}
              isSelected={active.includes(module.id)}
              isDisabled={saving.includes(module.id)}
              onChange={(selected) => change(module, selected)}
            />
            {module.description && (
              <p className="pl-14 text-xs text-gray-500 dark:text-gray-400">{module.description}</p>
            )}
          </li>
        ))}
      </ul>
    </section>
  )
}

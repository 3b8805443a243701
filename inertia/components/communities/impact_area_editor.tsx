import { Button } from '~/components/ui/button'
import { MultiSelect } from '~/components/ui/multi_select'
import { Select } from '~/components/ui/select'
import type { ImpactAreaOption, ImpactAreaRow } from '~/components/communities/settings_types'
import { useT } from '~/lib/i18n'

export const EMPTY_ROW: ImpactAreaRow = { main_impact_area_id: null, child_impact_area_ids: [] }

/** The rows to start the editor with: the saved ones, or one empty row. */
export function initialRows(rows: ImpactAreaRow[]): ImpactAreaRow[] {
  return rows.length ? rows : [{ ...EMPTY_ROW }]
}

/** Rows without a main area are not sent. */
export function rowsToSend(rows: ImpactAreaRow[]) {
  return rows.filter((row) => row.main_impact_area_id !== null)
}

/**
 * Main and child impact areas, one row per main area:
 * - changing a row's main area clears its child areas;
 * - a main area chosen in another row is not offered again;
 * - a row can be removed only while more than one exists;
 * - a row can be added only while some main area is still unused.
 * Server errors of a row are read with `errorAt('impact_areas.{i}.…')`.
 */
export function ImpactAreaEditor({
  value,
  onChange,
  options,
  errorAt = () => undefined,
}: {
  value: ImpactAreaRow[]
  onChange: (rows: ImpactAreaRow[]) => void
  options: ImpactAreaOption[]
  errorAt?: (path: string) => string | undefined
}) {
  const t = useT()
  const chosen = value.map((row) => row.main_impact_area_id)
  const canAdd = value.length < options.length
  const update = (index: number, row: ImpactAreaRow) =>
    onChange(value.map((current, i) => (i === index ? row : current)))

  return (
    <div className="space-y-4 sm:col-span-2">
      <h3 className="text-base font-semibold text-gray-900 dark:text-white">
        {t('community_settings.other_info.impact_areas')}
      </h3>
      {value.map((row, index) => {
        const main = options.find((option) => option.id === row.main_impact_area_id)
        const mains = options.filter(
          (option) => option.id === row.main_impact_area_id || !chosen.includes(option.id)
        )
        const children = main?.children ?? []
        const rowLabel = t('community_settings.other_info.row', { n: index + 1 })
        return (
          <div
            key={index}
            role="group"
            aria-label={rowLabel}
            className="grid items-start gap-4 rounded-lg border border-gray-200 p-4 sm:grid-cols-[1fr_1fr_auto] dark:border-gray-700"
          >
            <Select
              name={`impact_areas.${index}.main_impact_area_id`}
              label={t('community_settings.other_info.main_area')}
              options={mains.map((option) => ({ value: option.id, label: option.name }))}
              value={row.main_impact_area_id}
              onChange={(next) => {
                const id = next === null ? null : Number(next)
                if (id === row.main_impact_area_id) return
                update(index, { main_impact_area_id: id, child_impact_area_ids: [] })
              }}
              emptyText={t('community_settings.other_info.no_main')}
              error={errorAt(`impact_areas.${index}.main_impact_area_id`)}
            />
            <MultiSelect
              name={`impact_areas.${index}.child_impact_area_ids`}
              label={t('community_settings.other_info.child_areas')}
              options={children.map((child) => ({ value: child.id, label: child.name }))}
              value={row.child_impact_area_ids}
              onChange={(next) =>
                update(index, { ...row, child_impact_area_ids: next.map(Number) })
              }
              isDisabled={!main}
              description={
                !main
                  ? t('community_settings.other_info.pick_main_first')
                  : children.length === 0
                    ? t('community_settings.other_info.no_children')
                    : undefined
              }
              emptyText={t('community_settings.other_info.no_children')}
              error={errorAt(`impact_areas.${index}.child_impact_area_ids`)}
            />
            <Button
              variant="ghost"
              className="mt-6"
              aria-label={t('community_settings.other_info.remove_row', { n: index + 1 })}
              isDisabled={value.length <= 1}
              onPress={() => onChange(value.filter((_, i) => i !== index))}
            >
              <span aria-hidden="true">✕</span>
            </Button>
          </div>
        )
      })}
      <Button
        variant="secondary"
        isDisabled={!canAdd}
        onPress={() => onChange([...value, { ...EMPTY_ROW }])}
      >
        {t('community_settings.other_info.add_row')}
      </Button>
    </div>
  )
}

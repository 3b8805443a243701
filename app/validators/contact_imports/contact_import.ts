import vine from '@vinejs/vine'
import type { FieldContext } from '@vinejs/vine/types'
import {
  CUSTOM,
  IMPORT_FIELDS,
  IMPORT_MARKETING_BASES,
  mappingProblem,
} from '#shared/contact_import'
import { recordId } from '#validators/shared/shared'
import { singleLineText } from '#validators/text_rules'

/** The request's shape only; the plan is checked against the file by importPlanValidator. */
export const importDataValidator = vine.create({
  columnMapping: vine.record(singleLineText().maxLength(20).optional()),
  customLabels: vine.record(singleLineText().trim().maxLength(100).optional()).optional(),
  selectedLists: vine.array(recordId()).maxLength(100).optional(),
  newList: vine
    .object({
      title: singleLineText().trim().maxLength(150).optional(),
      description: singleLineText().trim().maxLength(1000).optional(),
    })
    .nullable()
    .optional(),
  checkDuplicates: vine.boolean().optional(),
  // The marketing basis of the file's contacts (docs/security.md): its choices are checked with
  // the plan (importPlanValidator), so that one answer names every refused field.
  marketingBasis: singleLineText().maxLength(30).optional(),
  consentTextVersion: singleLineText().trim().maxLength(40).optional(),
})

export type ImportPlanMeta = { columns: string[]; listIds: number[] }

export type ImportPlan = {
  columnMapping: Record<string, string>
  customLabels: Record<string, string>
  selectedLists: number[]
  newList: { title: string; description: string } | null
  marketingBasis: string
  consentTextVersion?: string
}

const FIELD_NAMES: string[] = [...IMPORT_FIELDS.map((field) => field.name), CUSTOM]

const MAPPING_RULES: Record<string, string> = {
  'contact_imports.map.none': 'import_map_none',
  'contact_imports.map.duplicate': 'import_map_duplicate',
  'contact_imports.map.label': 'import_map_label',
  'contact_imports.map.reserved': 'import_map_reserved',
}

/** Each mapped column is checked first, then the mapping as a whole by the wizard's own rule. */
const mappingOfFile = vine.createRule((value: unknown, _: undefined, field: FieldContext) => {
  const mapping = value as ImportPlan['columnMapping']
  const { columns } = field.meta as ImportPlanMeta
  let known = true
  for (const [column, target] of Object.entries(mapping)) {
    if (!columns.includes(column)) {
      known = false
      field.report('', 'import_column_missing', field, { column })
    } else if (!FIELD_NAMES.includes(target)) {
      known = false
      field.report('', 'import_field_unknown', field, { column })
    }
  }
  if (!known) return
  const customLabels = (field.parent as ImportPlan).customLabels
  const problem = mappingProblem(columns, { columnMapping: mapping, customLabels })
  if (problem) field.report('', MAPPING_RULES[problem.key], field, { column: problem.column })
})

const listsOfCommunity = vine.createRule((value: unknown, _: undefined, field: FieldContext) => {
  const chosen = value as number[]
  if (!chosen.length && !(field.parent as ImportPlan).newList) {
    return field.report('', 'import_lists_required', field)
  }
  const { listIds } = field.meta as ImportPlanMeta
  if (!chosen.every((id) => listIds.includes(id))) field.report('', 'import_lists_unknown', field)
})

const newListTitle = vine.createRule((value: unknown, _: undefined, field: FieldContext) => {
  if (!String(value ?? '').trim()) field.report('', 'import_list_title', field)
})

/** Custom rules, not `exists()`: they check against the metadata (the file's columns, the lists read once). */
export const importPlanValidator = vine.withMetaData<ImportPlanMeta>().create({
  columnMapping: vine.record(singleLineText()).use(mappingOfFile()),
  customLabels: vine.record(singleLineText()),
  selectedLists: vine.array(recordId()).use(listsOfCommunity()),
  newList: vine
    .object({ title: singleLineText().use(newListTitle()), description: singleLineText() })
    .nullable(),
  // Recorded for every contact the import writes or matches; none (the default) records nothing.
  marketingBasis: vine.enum(IMPORT_MARKETING_BASES),
  consentTextVersion: singleLineText()
    .minLength(1)
    .maxLength(40)
    .optional()
    .requiredWhen('marketingBasis', 'in', ['consent', 'legitimate_interest']),
})

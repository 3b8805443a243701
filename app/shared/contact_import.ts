/** The contact import's shapes and rules, shared by the wizard and the server. No imports. */

export const IMPORT_EXTENSIONS = ['csv', 'xlsx', 'xls'] as const
export type ImportExtension = (typeof IMPORT_EXTENSIONS)[number]

export function extensionOf(name: string): ImportExtension | null {
  const extension = /\.([^.]+)$/.exec(name)?.[1]?.toLowerCase()
  return IMPORT_EXTENSIONS.find((known) => known === extension) ?? null
}

export const IMPORT_MAX_BYTES = 5_242_880
export const IMPORT_MAX_ROWS = 100_000
export const IMPORT_MAX_COLUMNS = 100
/** Counted from the bytes really produced (workbook_guard). */
export const IMPORT_MAX_UNZIPPED_BYTES = 100 * 1024 * 1024
export const IMPORT_PREVIEW_ROWS = 10

/** An extra_data key keeps the Romanian word: the form and the exports label a key by it. */
export const IMPORT_FIELDS = [
  { id: 1, name: 'email', column: 'email' },
  { id: 2, name: 'nume', column: 'last_name' },
  { id: 3, name: 'prenume', column: 'first_name' },
  { id: 4, name: 'telefon', column: 'phone_number' },
  { id: 5, name: 'companie', column: null, key: 'companie' },
  { id: 6, name: 'adresa', column: null, key: 'adresă' },
  { id: 7, name: 'oras', column: null, key: 'oraș' },
  { id: 8, name: 'tara', column: null, key: 'țară' },
] as const
export type ImportFieldName = (typeof IMPORT_FIELDS)[number]['name']

/** A column sent to "Atribut NOU" (its label in customLabels). */
export const CUSTOM = 'custom'

export type ImportStatus = 'queued' | 'running' | 'done' | 'failed' | 'undone'

/** The marketing basis the wizard asks for the file's contacts; `none` records nothing. */
export const IMPORT_MARKETING_BASES = ['none', 'consent', 'legitimate_interest'] as const
export type ImportMarketingBasis = (typeof IMPORT_MARKETING_BASES)[number]

export type ImportData = {
  columnMapping: Record<string, string>
  customLabels: Record<string, string>
  selectedLists: number[]
  newList: { title: string; description: string } | null
  checkDuplicates: boolean
  /** Absent in imports made before it was asked. */
  marketingBasis?: ImportMarketingBasis
  consentTextVersion?: string | null
}

export type ImportOptions = ImportData

/** `reason` is a key under imports.reasons. */
export type SkippedRow = { row: number; reason: string; column?: string }

export type ImportFileErrorCode =
  | 'too_large'
  | 'extension'
  | 'empty_excel'
  | 'empty'
  | 'header_only'
  | 'processing'
  | 'content_mismatch'
  | 'too_many_rows'
  | 'too_many_columns'
  | 'zip_bomb'

export function fileErrorMessage(
  code: ImportFileErrorCode | 'required',
  t: (key: string, values?: Record<string, string | number>) => string
) {
  const max =
    code === 'too_many_rows'
      ? IMPORT_MAX_ROWS
      : code === 'too_many_columns'
        ? IMPORT_MAX_COLUMNS
        : IMPORT_MAX_UNZIPPED_BYTES / 1024 / 1024
  return t(`contact_imports.file.${code === 'processing' ? 'processing_error' : code}`, { max })
}

/** Lower case, no diacritics, no spaces, dashes or underscores: how headers are compared. */
export function normalizeHeader(header: string) {
  return header
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[\s_-]+/g, '')
}

const GUESSES: [ImportFieldName, string[]][] = [
  ['nume', ['name', 'lastname', 'nume']],
  ['prenume', ['prenume', 'first', 'firstname']],
  ['telefon', ['telefon', 'phone']],
  ['companie', ['companie', 'company']],
  ['adresa', ['adresa', 'address']],
  ['oras', ['oras', 'city']],
  ['tara', ['tara', 'country']],
]

export function guessField(header: string): ImportFieldName | '' {
  const key = normalizeHeader(header)
  if (key.includes('email')) return 'email'
  for (const [field, names] of GUESSES) if (names.includes(key)) return field
  return ''
}

/**
 * Keys a plain object does not hold as data: `__proto__` is dropped on assignment (VineJS's
 * records, `extra[key] = value`), the others read what every object inherits. Refused as
 * labels, renamed as headers (docs/decisions.md, "reserved keys").
 */
export const RESERVED_KEYS = ['__proto__', 'constructor', 'prototype']
export const isReservedKey = (key: string) => RESERVED_KEYS.includes(key)

/** Never a value every object inherits ("constructor"…). */
export function ownValue<T>(record: Record<string, T>, key: string): T | undefined {
  return Object.hasOwn(record, key) ? record[key] : undefined
}

export function customKey(label: string) {
  return label
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_')
    .replace(/[^\p{L}\p{N}_]/gu, '')
    .slice(0, 50)
}

export function mappingProblem(
  headers: string[],
  data: Pick<ImportData, 'columnMapping' | 'customLabels'>
): { key: string; column?: string } | null {
  const mapped = headers.filter((header) => ownValue(data.columnMapping, header))
  if (!mapped.length) return { key: 'contact_imports.map.none' }
  const label = (header: string) => customKey(ownValue(data.customLabels, header) ?? '')
  for (const header of mapped) {
    if (data.columnMapping[header] !== CUSTOM) continue
    if (!label(header)) return { key: 'contact_imports.map.label', column: header }
    if (isReservedKey(label(header))) return { key: 'contact_imports.map.reserved', column: header }
  }
  // Two columns into one place: one field twice, or two labels (or a label and a field) with one key.
  const targets = mapped.map((header) =>
    data.columnMapping[header] === CUSTOM ? label(header) : data.columnMapping[header]
  )
  if (new Set(targets).size !== targets.length) return { key: 'contact_imports.map.duplicate' }
  return null
}

export type ImportRow = {
  uid: string
  fileName: string
  user: string | null
  createdAt: string
  finishedAt: string | null
  status: ImportStatus
  rowsTotal: number
  rowsDone: number
  created: number
  updated: number
  unchanged: number
  skipped: number
  lists: { title: string; added: number }[]
  newList: string | null
  error: string | null
  /** Queued behind another import of the community (the progress endpoint only). */
  waiting?: boolean
}

import vine from '@vinejs/vine'
import {
  CUSTOM,
  IMPORT_FIELDS,
  customKey,
  type ImportData,
  type SkippedRow,
} from '#shared/contact_import'
import type { FileRow } from '#shared/import_file'

export type Skip = SkippedRow

/** A good row, ready for the staging table. */
export type ContactRecord = {
  row: number
  firstName: string
  lastName: string
  email: string | null
  phone: string | null
  extra: Record<string, string>
}

const NAME_MAX = 100
const EMAIL_MAX = 254
const EXTRA_MAX = 1000

/** A phone number keeps its digits and a leading +; null when it is not one (6 to 15 digits). */
export function normalizePhone(value: string): string | null {
  const compact = value.replace(/[\s.\-()/]/g, '')
  return /^\+?\d{6,15}$/.test(compact) ? compact : null
}

/**
 * Each row of the file checked and turned into a contact: the mapped
 * columns into the contact's fields, the custom ones into extra_data under
 * their label's key. Invalid rows are skipped with their number and reason.
 */
export function prepareRows(
  headers: string[],
  rows: FileRow[],
  data: Pick<ImportData, 'columnMapping' | 'customLabels'>
) {
  type Target = { extra: string; column?: undefined } | { column: string; extra?: undefined } | null
  const targets = headers.map((header): Target => {
    const mapped = data.columnMapping[header]
    if (!mapped) return null
    if (mapped === CUSTOM) return { extra: customKey(data.customLabels[header] ?? '') as string }
    const field = IMPORT_FIELDS.find((known) => known.name === mapped)!
    return field.column ? { column: field.column } : { extra: field.name as string }
  })
  const records: ContactRecord[] = []
  const skipped: Skip[] = []
  for (const { row, values } of rows) {
    const record: ContactRecord = {
      row,
      firstName: '',
      lastName: '',
      email: null,
      phone: null,
      extra: {},
    }
    let problem: Skip | null = null
    for (let c = 0; c < headers.length && !problem; c++) {
      const target = targets[c]
      const value = (values[c] ?? '').replace(/\s+/g, ' ').trim()
      if (!target || !value) continue
      const column = headers[c]
      if (target.extra !== undefined) {
        if (value.length > EXTRA_MAX) problem = { row, reason: 'too_long', column }
        else record.extra[target.extra] = value
      } else if (target.column === 'email') {
        const email = value.toLowerCase()
        if (email.length > EMAIL_MAX || !vine.helpers.isEmail(email)) {
          problem = { row, reason: 'email', column }
        } else record.email = email
      } else if (target.column === 'phone_number') {
        record.phone = normalizePhone(value)
        if (!record.phone) problem = { row, reason: 'phone', column }
      } else if (value.length > NAME_MAX) {
        problem = { row, reason: 'too_long', column }
      } else if (target.column === 'first_name') {
        record.firstName = value
      } else {
        record.lastName = value
      }
    }
    if (!problem && !record.firstName && !record.lastName && !record.email && !record.phone) {
      problem = { row, reason: 'empty' }
    }
    if (problem) skipped.push(problem)
    else records.push(record)
  }
  return { records, skipped }
}

/**
 * Rows that are one person: a row whose email or phone matches an earlier
 * row joins that row's group. Each group is merged into one contact (the
 * first row's values, empty fields filled by the later rows, extra keys
 * added), with every email and phone of the group to look it up by.
 */
export function groupRows(records: ContactRecord[]) {
  const parent = records.map((_, i) => i)
  const find = (i: number): number => {
    while (parent[i] !== i) i = parent[i] = parent[parent[i]]
    return i
  }
  const seen = new Map<string, number>()
  records.forEach((record, i) => {
    for (const key of [record.email && `e:${record.email}`, record.phone && `p:${record.phone}`]) {
      if (!key) continue
      const earlier = seen.get(key)
      if (earlier === undefined) seen.set(key, i)
      else {
        const [a, b] = [find(earlier), find(i)]
        if (a !== b) parent[Math.max(a, b)] = Math.min(a, b)
      }
    }
  })
  const groups = new Map<
    number,
    { record: ContactRecord; emails: Set<string>; phones: Set<string>; rows: number }
  >()
  records.forEach((record, i) => {
    const root = find(i)
    const group = groups.get(root)
    if (!group) {
      groups.set(root, {
        record: { ...record, extra: { ...record.extra } },
        emails: new Set(record.email ? [record.email] : []),
        phones: new Set(record.phone ? [record.phone] : []),
        rows: 1,
      })
      return
    }
    const merged = group.record
    merged.firstName ||= record.firstName
    merged.lastName ||= record.lastName
    merged.email ??= record.email
    merged.phone ??= record.phone
    merged.extra = { ...record.extra, ...merged.extra }
    if (record.email) group.emails.add(record.email)
    if (record.phone) group.phones.add(record.phone)
    group.rows++
  })
  return [...groups.values()]
}

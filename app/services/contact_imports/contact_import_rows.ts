import vine from '@vinejs/vine'
import {
  CUSTOM,
  IMPORT_FIELDS,
  customKey,
  ownValue,
  type ImportOptions,
  type SkippedRow,
} from '#shared/contact_import'
import { contactProblem } from '#shared/contact_rule'
import { normalizePhone } from '#shared/phones'

export type Skip = SkippedRow

const NAME_MAX = 100
const EMAIL_MAX = 254
const EXTRA_MAX = 1000

const NEEDS_ESCAPE = /[\\\t\n\r\0]/
const copyValue = (value: string | null) =>
  value === null
    ? '\\N'
    : NEEDS_ESCAPE.test(value)
      ? value.replace(/[\\\t\n\r\0]/g, (c) => COPY_ESCAPES[c])
      : value
const COPY_ESCAPES: Record<string, string> = {
  '\\': '\\\\',
  '\t': '\\t',
  '\n': '\\n',
  '\r': '\\r',
  '\0': '',
}

export const STAGING_COLUMNS = '(i, row, first_name, last_name, email, phone, extra)'

/** The bits of what a row has, for the contact rule (a group has what any of its rows has). */
const HAS_FIRST = 1
const HAS_EMAIL = 2
const HAS_PHONE = 4

/** An extra field's key is kept as its JSON (`"key":`): each row's extra data is written as text. */
type Target = { extra: string } | { column: 'email' | 'phone_number' | 'first_name' | 'last_name' }

/**
 * Each row checked, normalised and written at once as a COPY line; nothing per row is kept but
 * its email and phone keys. With the duplicate check on, rows that share an email or a phone
 * (even through other rows) are one person; off, a row repeating an earlier email is skipped.
 */
export class RowPreparer {
  readonly skipped: Skip[] = []
  count = 0
  private targets: (Target | null)[] = []
  private columnNames: string[] = []
  private parent: number[] = []
  private has: number[] = []
  // The first row of each email and of each phone (apart: no key built per row).
  private seen = new Map<string, number>()
  private seenPhones = new Map<string, number>()

  constructor(
    private options: Pick<ImportOptions, 'columnMapping' | 'customLabels' | 'checkDuplicates'>,
    private write: (line: string) => void
  ) {}

  header(columnNames: string[]) {
    this.columnNames = columnNames
    this.targets = columnNames.map((name): Target | null => {
      const mapped = ownValue(this.options.columnMapping, name)
      if (!mapped) return null
      const jsonKey = (key: string) => ({ extra: `${JSON.stringify(key)}:` })
      if (mapped === CUSTOM)
        return jsonKey(customKey(ownValue(this.options.customLabels, name) ?? ''))
      const field = IMPORT_FIELDS.find((known) => known.name === mapped)
      if (!field) return null
      return field.column ? { column: field.column } : jsonKey(field.key)
    })
  }

  add(row: number, values: string[]) {
    let firstName = ''
    let lastName = ''
    let email: string | null = null
    let phone: string | null = null
    // The JSON object's members; a key given twice keeps its last value, as jsonb does.
    let extra = ''
    const width = Math.min(values.length, this.targets.length)
    for (let c = 0; c < width; c++) {
      const target = this.targets[c]
      if (!target || !values[c]) continue
      const value = values[c].replace(/\s+/g, ' ')
      const column = this.columnNames[c]
      if ('extra' in target) {
        if (value.length > EXTRA_MAX) return this.skip({ row, reason: 'too_long', column })
        extra += `${extra ? ',' : ''}${target.extra}${JSON.stringify(value)}`
      } else if (target.column === 'email') {
        email = value.toLowerCase()
        if (email.length > EMAIL_MAX || !vine.helpers.isEmail(email)) {
          return this.skip({ row, reason: 'email', column })
        }
      } else if (target.column === 'phone_number') {
        phone = normalizePhone(value)
        if (!phone) return this.skip({ row, reason: 'phone', column })
      } else if (value.length > NAME_MAX) {
        return this.skip({ row, reason: 'too_long', column })
      } else if (target.column === 'first_name') {
        firstName = value
      } else {
        lastName = value
      }
    }
    if (!firstName && !lastName && !email && !phone) return this.skip({ row, reason: 'empty' })

    const i = this.count
    if (this.options.checkDuplicates) {
      this.parent.push(i)
      if (email) this.join(this.seen, email, i)
      if (phone) this.join(this.seenPhones, phone, i)
    } else if (email) {
      if (this.seen.has(email)) return this.skip({ row, reason: 'duplicate_in_file' })
      this.seen.set(email, i)
    }
    this.count++
    this.has.push((firstName ? HAS_FIRST : 0) | (email ? HAS_EMAIL : 0) | (phone ? HAS_PHONE : 0))
    this.write(
      `${i}\t${row}\t${copyValue(firstName)}\t${copyValue(lastName)}\t${copyValue(email)}\t${copyValue(phone)}\t${copyValue(`{${extra}}`)}\n`
    )
  }

  /** Only the rows that belong to an earlier row's group: the others are their own group. */
  *groupLines() {
    for (let i = 0; i < this.parent.length; i++) {
      const root = this.find(i)
      if (root !== i) yield `${i}\t${root}\n`
    }
  }

  /** Whether such a person is skipped depends on the match (an existing contact is only filled). */
  *problemLines() {
    const merged = new Uint8Array(this.has.length)
    const groupOf = (i: number) => (this.parent.length ? this.find(i) : i)
    for (const [i, has] of this.has.entries()) merged[groupOf(i)] |= has
    for (const [g, has] of merged.entries()) {
      if (groupOf(g) !== g) continue
      const problem = contactProblem({
        first_name: (has & HAS_FIRST) !== 0,
        email: (has & HAS_EMAIL) !== 0,
        phone_number: (has & HAS_PHONE) !== 0,
      })
      if (problem) yield `${g}\t${problem}\n`
    }
  }

  private skip(problem: Skip) {
    this.skipped.push(problem)
  }

  private find(i: number): number {
    const parent = this.parent
    while (parent[i] !== i) i = parent[i] = parent[parent[i]]
    return i
  }

  /** Union by the earliest row: a group's id is its first row's index. */
  private join(seen: Map<string, number>, key: string, i: number) {
    const earlier = seen.get(key)
    if (earlier === undefined) {
      seen.set(key, i)
      return
    }
    const [a, b] = [this.find(earlier), this.find(i)]
    if (a !== b) this.parent[Math.max(a, b)] = Math.min(a, b)
  }
}

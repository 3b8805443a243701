import { formatDate, formatDateTime } from './date_format.js'
import { formatMoney, type Currency } from './number_format.js'

/** The audit trail's actions and record types (docs/security.md, "Audit trail"), both sides. */
export const AUDIT_ACTIONS = [
  'create',
  'update',
  'delete',
  'restore',
  'sign_in',
  'sign_in_failed',
  'sign_out',
  'access_denied',
  'import',
  'import_undo',
  'export',
  'invoice_issue',
  'invoice_reverse',
  'efactura_send',
  'efactura_answer',
  'efactura_resend',
  'efactura_recheck',
  'anaf_credentials_set',
  'anaf_credentials_remove',
  'user_invite',
  'user_deactivate',
  'settings_change',
  'device_revoke',
  'member_block',
  'member_unblock',
  'list_add',
  'list_remove',
  'image_set',
  'image_remove',
  'two_factor',
  'sessions_end',
  'confirmation',
  'confirmation_failed',
  'gdpr_request',
  'gdpr_request_done',
  'gdpr_erase',
  'marketing_consent',
  'attendee_add',
  'attendee_cancel',
  'attendee_move_up',
  'attendee_check_in',
  'segment_add',
  'segment_remove',
] as const

export type AuditAction = (typeof AUDIT_ACTIONS)[number]

/** The records the trail names (`record_type`); a timeline is read by type and id. */
export const AUDIT_RECORD_TYPES = [
  'contact',
  'contact_list',
  'company',
  'product',
  'segment',
  'event',
  'feed',
  'quiz',
  'quest',
  'lot',
  'car',
  'invoice',
  'community',
  'organization',
  'user',
  'invitation',
  'import',
  'anaf_credentials',
  'member_device',
  'mobile_settings',
  'session',
  'route',
  'gdpr_request',
] as const

export type AuditRecordType = (typeof AUDIT_RECORD_TYPES)[number]

/**
 * What an export wrote (its `what`: the file's name, a list's, segment's or event's id after a
 * dash) and in which format; the trail names each (audit.exports, audit.export_formats).
 */
export const AUDIT_EXPORTS = [
  'contacte',
  'lista',
  'segment',
  'produse',
  'facturi',
  'participanti',
  'audit',
  'gdpr_export',
] as const

export type AuditExportWhat =
  (typeof AUDIT_EXPORTS)[number] | `${'lista' | 'segment' | 'participanti'}-${number}`

export const AUDIT_EXPORT_FORMATS = ['csv', 'xlsx', 'json', 'page'] as const

/** What the log screen filters by, as the query string names it. */
export type AuditFilterValues = {
  organization: string | null
  user: string | null
  action: string | null
  record_type: string | null
  from: string | null
  to: string | null
}

/** A value as written: JSON. */
export type AuditValue =
  string | number | boolean | null | AuditValue[] | { [key: string]: AuditValue }

/** One entry as the log screen and a record's timeline show it. */
export type AuditRow = {
  id: number
  createdAt: string
  user: string | null
  userEmail: string | null
  action: string
  recordType: string | null
  recordId: number | null
  recordLabel: string | null
  /** Field → [before, after] as written (secrets already redacted); `auditLines` shows them. */
  fields: Record<string, [AuditValue, AuditValue]>
  details: Record<string, AuditValue>
  ip: string | null
  userAgent: string | null
  organization: string | null
}

/** The text a redacted secret is written as. */
export const REDACTED = '[secret]'

/**
 * Field names whose values are never written nor shown: passwords, tokens, ANAF's client secret
 * and its tokens, two-factor secrets and recovery codes, remember-me hashes, API keys.
 */
const SECRET_FIELD =
  /pass(word)?|token|secret|credential|recovery|otp|two_?factor|api_?key|private|hash|cookie/i

export const isSecretField = (name: string) => SECRET_FIELD.test(name)

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** A value as the log shows it: text as it is, a list by commas, anything else as JSON. */
export function auditText(value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null
  if (typeof value === 'string') return value
  if (Array.isArray(value) && value.every((item) => !isObject(item) && !Array.isArray(item))) {
    return value.length ? value.map(String).join(', ') : null
  }
  return JSON.stringify(value)
}

/**
 * A change's fields as the log shows them: a JSON column (an invoice's buyer) by its keys, only
 * those that changed, as `column.key` paths (nested keys the same way); secrets redacted at any
 * depth.
 */
export function auditFields(
  fields: Record<string, [unknown, unknown]>
): Record<string, [AuditValue, AuditValue]> {
  const out: Record<string, [AuditValue, AuditValue]> = {}
  const walk = (path: string, before: unknown, after: unknown) => {
    const key = path.split('.').at(-1)!
    if (isSecretField(key)) {
      out[path] = [REDACTED, REDACTED]
      return
    }
    if (isObject(before) || isObject(after)) {
      const a = isObject(before) ? before : {}
      const b = isObject(after) ? after : {}
      for (const inner of new Set([...Object.keys(a), ...Object.keys(b)])) {
        if (JSON.stringify(a[inner] ?? null) === JSON.stringify(b[inner] ?? null)) continue
        walk(`${path}.${inner}`, a[inner], b[inner])
      }
      return
    }
    out[path] = [(before ?? null) as AuditValue, (after ?? null) as AuditValue]
  }
  for (const [field, [before, after]] of Object.entries(fields)) walk(field, before, after)
  return out
}

/** The record's identity and tenant, which the entry names already: not written as changes. */
export const AUDIT_IDENTITY_FIELDS = new Set(['id', 'uid', 'community_id', 'organization_id'])

/** Columns of a calendar day (a `date`), written as an ISO instant at midnight: shown as a day. */
const DAY_FIELDS = new Set(['issue_date', 'due_date', 'delivery_date', 'rate_date', 'due_on'])

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/

/** A catalog's text for a key, null when it has none (the browser's `t`, the server's i18n). */
export type AuditLookup = (key: string) => string | null

/** What a value is read with: the entry's action and record, the currency its amounts are in. */
interface ValueContext {
  action: string
  recordType: string | null
  currency: Currency
}

/**
 * Catalogs of coded values, by field (its path): the labels the app shows them with, copied into
 * the audit area (the pages with a timeline load no other area for them; tests/http/audit_labels
 * keeps the copies equal to invoices.status, events.attendees.statuses, users.statuses, gdpr's,
 * efactura.section.states, products.filter; and every code the app writes named).
 */
function codeKey(path: string, value: string, context: ValueContext): string | null {
  if (path === 'status' && context.action.startsWith('attendee_')) {
    return `audit.registration_statuses.${value}`
  }
  if (context.recordType === 'invoice') {
    if (path === 'status') return `audit.invoice_statuses.${value}`
    if (path === 'kind') return `audit.invoice_kinds.${value}`
    if (path === 'buyer.kind') return `audit.buyer_kinds.${value}`
    if (path === 'state') return `audit.efactura_states.${value}`
  }
  if (path === 'status' && context.recordType === 'user') return `audit.user_statuses.${value}`
  if (path === 'type' && context.recordType === 'contact') return `audit.contact_types.${value}`
  if (path === 'kind' && context.recordType === 'gdpr_request') return `audit.gdpr_kinds.${value}`
  if (context.action === 'marketing_consent') {
    if (path === 'basis') return `audit.consent_bases.${value}`
    if (path === 'source') return `audit.consent_sources.${value}`
  }
  if (path === 'kind' && context.action === 'two_factor') return `audit.two_factor_kinds.${value}`
  if (path === 'method' && context.action.startsWith('confirmation')) {
    return `audit.confirmation_methods.${value}`
  }
  if (path === 'reason' && context.action === 'sessions_end') {
    return `audit.session_end_reasons.${value}`
  }
  if (context.action === 'export') {
    if (path === 'format') return `audit.export_formats.${value}`
    // The filters it was made with: an attendees tab's status, the products' state, the log's.
    if (path === 'status') return `audit.registration_statuses.${value}`
    if (path === 'state') return `audit.product_states.${value}`
    if (path === 'action') return `audit.actions.${value}`
    if (path === 'record_type') return `audit.record_types.${value}`
  }
  if (path === 'via') return `audit.via.${value}`
  return null
}

/** An export's name, a list's, segment's or event's id after it ("Export listă #5"); null unknown. */
function exportName(what: unknown, lookup: AuditLookup): string | null {
  if (typeof what !== 'string') return null
  const [, code, id] = /^([a-z_]+?)(?:-(\d+))?$/.exec(what) ?? []
  const name = code ? lookup(`audit.exports.${code}`) : null
  return name && (id ? `${name} #${id}` : name)
}

const asNumber = (value: unknown) =>
  typeof value === 'number'
    ? value
    : typeof value === 'string' && /^-?\d+$/.test(value)
      ? Number(value)
      : null

/**
 * One value as the staff read it: dates and times in the app's formats (the organization's
 * zone), amounts in cents (`*_cents`) as money in the entry's currency, `*_bani` as RON, codes
 * by their catalog labels, yes/no, none as a dash; anything else as `auditText` writes it.
 */
export function auditValue(
  path: string,
  value: unknown,
  context: ValueContext,
  lookup: AuditLookup
): string {
  if (value === REDACTED) return value
  const text = auditText(value)
  if (text === null) return '—'
  const field = path.split('.').at(-1)!
  if (typeof value === 'boolean') return lookup(`audit.values.${value ? 'yes' : 'no'}`) ?? text
  const cents = asNumber(value)
  if (cents !== null && field.endsWith('_cents')) return formatMoney(cents, context.currency)
  if (cents !== null && field.endsWith('_bani')) return formatMoney(cents, 'RON')
  if (typeof value !== 'string') return text
  if (DAY_FIELDS.has(field) && (ISO_DAY.test(value) || ISO_INSTANT.test(value))) {
    return formatDate(value.slice(0, 10))
  }
  if (ISO_INSTANT.test(value)) return formatDateTime(value)
  if (ISO_DAY.test(value)) return formatDate(value)
  if (path === 'what' && context.action === 'export') return exportName(value, lookup) ?? text
  const key = codeKey(path, value, context)
  return (key && lookup(key)) ?? text
}

/** A field's name from the catalog, a JSON column's key after its column's ("Adresă › Cod poștal"). */
export function auditLabel(path: string, lookup: AuditLookup) {
  return path
    .split('.')
    .map((part) => lookup(`audit.fields.${part}`) ?? part)
    .join(' › ')
}

export interface AuditLines {
  fields: { field: string; label: string; before: string; after: string }[]
  details: { key: string; label: string; value: string }[]
}

/**
 * An entry's changes and details as the timeline, the log screen and its export show them
 * (one rule for all three): labels from the catalog, values by `auditValue`. An invoice's
 * amounts are in its own currency when the entry holds it, else in EUR (products, events, bids).
 */
export function auditLines(
  entry: {
    action: string
    recordType: string | null
    fields: Record<string, [unknown, unknown]>
    details: Record<string, unknown>
  },
  lookup: AuditLookup
): AuditLines {
  const [before, after] = entry.fields.currency ?? [null, null]
  const named = [after, before].find((code) => code === 'EUR' || code === 'RON')
  const context: ValueContext = {
    action: entry.action,
    recordType: entry.recordType,
    currency: (named as Currency | undefined) ?? 'EUR',
  }
  return {
    fields: Object.entries(entry.fields).map(([field, [was, is]]) => ({
      field,
      label: auditLabel(field, lookup),
      before: auditValue(field, was, context, lookup),
      after: auditValue(field, is, context, lookup),
    })),
    details: Object.entries(entry.details).map(([key, value]) => ({
      key,
      label: auditLabel(key, lookup),
      value: auditValue(key, value, context, lookup),
    })),
  }
}

/**
 * The record's name as shown: a GDPR request by its kind and received day ("Cerere de ștergere,
 * 07-12-2026"), an export by what and its format ("Export contacte (CSV)"), both read from the
 * entry's details (the stored label is the raw code); any other as stored.
 */
export function auditRecordLabel(
  entry: {
    action: string
    recordType: string | null
    recordLabel: string | null
    details: Record<string, unknown>
  },
  lookup: AuditLookup
): string | null {
  const { details } = entry
  if (entry.recordType === 'gdpr_request') {
    const kind = typeof details.kind === 'string' ? details.kind : entry.recordLabel
    const name = kind && lookup(`audit.gdpr_requests.${kind}`)
    if (!name) return entry.recordLabel
    const received = details.received_on
    return typeof received === 'string' && ISO_DAY.test(received)
      ? `${name}, ${formatDate(received)}`
      : name
  }
  if (entry.recordType === 'route' && entry.action === 'export') {
    const name = exportName(details.what, lookup)
    const format =
      typeof details.format === 'string' && lookup(`audit.export_formats.${details.format}`)
    if (name) return format ? `${name} (${format})` : name
  }
  return entry.recordLabel
}

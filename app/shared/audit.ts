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

/** What the log screen filters by, as the query string names it. */
export type AuditFilterValues = {
  organization: string | null
  user: string | null
  action: string | null
  record_type: string | null
  from: string | null
  to: string | null
}

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
  /** Field → [before, after] as text (null: none), as written (secrets already redacted). */
  fields: Record<string, [string | null, string | null]>
  details: Record<string, string>
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
): Record<string, [string | null, string | null]> {
  const out: Record<string, [string | null, string | null]> = {}
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
    out[path] = [auditText(before), auditText(after)]
  }
  for (const [field, [before, after]] of Object.entries(fields)) walk(field, before, after)
  return out
}

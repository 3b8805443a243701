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
  'anaf_credentials_set',
  'anaf_credentials_remove',
  'user_invite',
  'user_deactivate',
  'settings_change',
  'device_revoke',
  'two_factor',
  'sessions_end',
  'confirmation',
  'confirmation_failed',
  'gdpr_request',
  'gdpr_request_done',
  'gdpr_erase',
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
  'session',
  'route',
  'gdpr_request',
] as const

export type AuditRecordType = (typeof AUDIT_RECORD_TYPES)[number]

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

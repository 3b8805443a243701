import { BaseTransformer } from '@adonisjs/core/transformers'
import type AuditEntry from '#models/audit_entry'
import type { AuditRow } from '#shared/audit'

/** A value as the log shows it: text as it is, anything else as JSON; null stays none. */
function shown(value: unknown): string | null {
  if (value === null || value === undefined) return null
  return typeof value === 'string' ? value : JSON.stringify(value)
}

export default class AuditEntryTransformer extends BaseTransformer<AuditEntry> {
  toRow(organizations: Map<number, string> = new Map()): AuditRow {
    const entry = this.resource
    return {
      id: entry.id,
      createdAt: entry.createdAt.toISO()!,
      user: entry.userName,
      userEmail: entry.userEmail,
      action: entry.action,
      recordType: entry.recordType,
      recordId: entry.recordId === null ? null : Number(entry.recordId),
      recordLabel: entry.recordLabel,
      fields: Object.fromEntries(
        Object.entries(entry.changes?.fields ?? {}).map(([field, [before, after]]) => [
          field,
          [shown(before), shown(after)],
        ])
      ),
      details: Object.fromEntries(
        Object.entries(entry.changes?.details ?? {}).map(([key, value]) => [
          key,
          shown(value) ?? '',
        ])
      ),
      ip: entry.ip,
      userAgent: entry.userAgent,
      organization:
        entry.organizationId === null ? null : (organizations.get(entry.organizationId) ?? null),
    }
  }
}

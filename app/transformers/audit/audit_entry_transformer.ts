import { BaseTransformer } from '@adonisjs/core/transformers'
import type AuditEntry from '#models/audit_entry'
import { auditFields, auditText, type AuditRow } from '#shared/audit'

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
      fields: auditFields(entry.changes?.fields ?? {}),
      details: Object.fromEntries(
        Object.entries(entry.changes?.details ?? {}).map(([key, value]) => [
          key,
          auditText(value) ?? '',
        ])
      ),
      ip: entry.ip,
      userAgent: entry.userAgent,
      organization:
        entry.organizationId === null ? null : (organizations.get(entry.organizationId) ?? null),
    }
  }
}

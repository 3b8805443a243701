import { BaseTransformer } from '@adonisjs/core/transformers'
import type AuditEntry from '#models/audit_entry'
import { auditFields, type AuditRow } from '#shared/audit'

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
      details: (entry.changes?.details ?? {}) as AuditRow['details'],
      ip: entry.ip,
      userAgent: entry.userAgent,
      organization:
        entry.organizationId === null ? null : (organizations.get(entry.organizationId) ?? null),
    }
  }
}

import type { Readable } from 'node:stream'
import type { I18n } from '@adonisjs/i18n'
import type AuditEntry from '#models/audit_entry'
import type { TenantScope } from '#models/mixins/with_tenant_scope'
import { formatOrgTime } from '#services/shared/org_time'
import { csvStream, type ExportFormat } from '#services/shared/csv'
import {
  MOMENT_FORMAT,
  sheetMoment,
  xlsxStream,
  type SheetColumn,
} from '#services/shared/xlsx_sheet'
import { auditPage, type AuditFilters } from '#services/audit/audit_log'
import { auditFields, auditLines, auditRecordLabel, type AuditLookup } from '#shared/audit'

/** Rows read at a time, by the log's own keyset: memory stays flat. */
const BATCH = 1000

/** The entries written to one file at most (the log screen's filters narrow it). */
export const AUDIT_EXPORT_LIMIT = 100_000

function columns(i18n: I18n): SheetColumn[] {
  return [
    { header: i18n.t('audit.columns.time'), format: MOMENT_FORMAT },
    { header: i18n.t('audit.columns.person') },
    { header: i18n.t('audit.columns.email') },
    { header: i18n.t('audit.columns.action') },
    { header: i18n.t('audit.columns.record_type') },
    { header: i18n.t('audit.columns.record') },
    { header: i18n.t('audit.columns.changes') },
    { header: i18n.t('audit.columns.ip') },
    { header: i18n.t('audit.columns.user_agent') },
  ]
}

const label = (i18n: I18n, group: string, key: string | null) =>
  key === null ? '' : i18n.t(`audit.${group}.${key}`, {}, key)

/** The catalog's text, none when the request's language lacks the key. */
const lookupOf =
  (i18n: I18n): AuditLookup =>
  (key) =>
    i18n.hasMessage(key) || i18n.hasFallbackMessage(key) ? i18n.t(key) : null

/** The changes as the log screen shows them (`auditLines`, app/shared/audit.ts), on one line. */
function changesText(entry: AuditEntry, lookup: AuditLookup) {
  const lines = auditLines(
    {
      action: entry.action,
      recordType: entry.recordType,
      fields: auditFields(entry.changes?.fields ?? {}),
      details: entry.changes?.details ?? {},
    },
    lookup
  )
  return [
    ...lines.fields.map((line) => `${line.label}: ${line.before} → ${line.after}`),
    ...lines.details.map((line) => `${line.label}: ${line.value}`),
  ].join('; ')
}

/** The record's name as the log screen shows it (`auditRecordLabel`). */
const recordLabel = (entry: AuditEntry, lookup: AuditLookup) =>
  auditRecordLabel(
    {
      action: entry.action,
      recordType: entry.recordType,
      recordLabel: entry.recordLabel,
      details: entry.changes?.details ?? {},
    },
    lookup
  )

async function* batches<Cell>(
  tenant: TenantScope,
  filters: AuditFilters,
  i18n: I18n,
  moment: (entry: AuditEntry) => Cell
): AsyncGenerator<(string | Cell)[][]> {
  let before: string | null = null
  let written = 0
  const lookup = lookupOf(i18n)
  while (written < AUDIT_EXPORT_LIMIT) {
    const page = await auditPage(tenant, filters, { qs: () => ({ before }) }, BATCH)
    yield page.entries.map((entry) => [
      moment(entry),
      entry.userName ?? '',
      entry.userEmail ?? '',
      label(i18n, 'actions', entry.action),
      label(i18n, 'record_types', entry.recordType),
      [recordLabel(entry, lookup), entry.recordId].filter((part) => part !== null).join(' #'),
      changesText(entry, lookup),
      entry.ip ?? '',
      entry.userAgent ?? '',
    ])
    written += page.entries.length
    if (!page.older) return
    before = page.older
  }
}

/** The log as the screen filters it, newest first, as CSV or XLSX, streamed. */
export function auditExport(
  format: ExportFormat,
  tenant: TenantScope,
  filters: AuditFilters,
  i18n: I18n
): Readable {
  if (format === 'xlsx') {
    return xlsxStream(i18n.t('audit.sheet'), async () => ({
      columns: columns(i18n),
      batches: batches(tenant, filters, i18n, (entry) => sheetMoment(entry.createdAt)),
    }))
  }
  return csvStream(async () => ({
    columns: columns(i18n),
    batches: batches(tenant, filters, i18n, (entry) => formatOrgTime(entry.createdAt, 'dateTime')),
  }))
}

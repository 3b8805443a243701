import type { HttpContext } from '@adonisjs/core/http'
import {
  auditPage,
  auditPeople,
  organizationNames,
  readAuditFilters,
} from '#services/audit/audit_log'
import { auditExport } from '#services/audit/audit_export'
import { AuditService } from '#services/audit/audit_service'
import { exportHeaders } from '#services/shared/csv'
import { countStart } from '#services/shared/start_limits'
import AuditEntryTransformer from '#transformers/audit/audit_entry_transformer'
import Organization from '#models/organization'
import { AUDIT_ACTIONS, AUDIT_RECORD_TYPES, type AuditExportWhat } from '#shared/audit'

/** /audit: the organization's log (org-admin), every one's (super-admin); docs/security.md. */
export default class AuditLogController {
  async index(ctx: HttpContext) {
    const { request, tenant, inertia } = ctx
    const { filters, values } = readAuditFilters(request, tenant)
    // The filters are subqueries of these statements: every read goes side by side.
    const [page, people, organizations] = await Promise.all([
      auditPage(tenant, filters, request),
      auditPeople(tenant, filters.organization),
      tenant.isSuperAdmin
        ? Organization.forTenant(tenant).select('id', 'uid', 'name').orderBy('name').limit(1000)
        : Promise.resolve([]),
    ])
    // A super-admin's organization column: from the filter's list, the others read once more.
    const names = new Map(organizations.map((row) => [row.id, row.name]))
    if (
      tenant.isSuperAdmin &&
      page.entries.some((e) => e.organizationId && !names.has(e.organizationId))
    ) {
      for (const [id, name] of await organizationNames(tenant, page.entries)) names.set(id, name)
    }
    return inertia.render('audit/index', {
      entries: page.entries.map((entry) => new AuditEntryTransformer(entry).toRow(names)),
      older: page.older,
      newer: page.newer,
      filters: values,
      people,
      organizations: organizations.map((row) => ({ value: row.uid, label: row.name })),
      actions: [...AUDIT_ACTIONS],
      recordTypes: [...AUDIT_RECORD_TYPES],
    })
  }

  /** What the screen shows (its filters), every page of it, as CSV or XLSX; the export is logged. */
  async export(ctx: HttpContext) {
    const { params, request, response, tenant, i18n, auth } = ctx
    const format = params.format === 'xlsx' ? 'xlsx' : 'csv'
    await countStart('export', auth.use('web').user!.id)
    const { filters, values } = readAuditFilters(request, tenant)
    const chosen = filters.organization ? await filters.organization.first() : null
    await AuditService.record({
      action: 'export',
      record: { type: 'route', label: `audit.${format}` },
      details: { what: 'audit' satisfies AuditExportWhat, ...values },
      organizationId: chosen?.id ?? tenant.organization?.id ?? null,
    })
    for (const [header, value] of Object.entries(exportHeaders('jurnal-audit', format))) {
      response.header(header, value)
    }
    response.stream(auditExport(format, tenant, filters, i18n))
  }
}

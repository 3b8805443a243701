import type { HttpContext } from '@adonisjs/core/http'
import ContactList from '#models/contact_list'
import Segment from '#models/segment'
import { segmentContacts } from '#services/segments/segment_contact_service'
import { NotFoundException } from '#exceptions/http_errors'
import { listContacts, screenContacts, searchContacts } from '#services/contacts/contact_service'
import { exportStream } from '#services/contacts/contact_export'
import { exportHeaders, type ExportFormat } from '#services/shared/csv'
import { countStart } from '#services/shared/start_limits'
import { AuditService } from '#services/audit/audit_service'
import type { AuditExportWhat } from '#shared/audit'

/** Streamed (docs/tenant.md); a user may start only a few a minute (start_limits). */
export default class ContactExportsController {
  async contacts(ctx: HttpContext) {
    const { tenant } = ctx
    const search = this.search(ctx)
    return this.send(ctx, 'contacte', () => {
      const query = screenContacts(tenant)
      if (search) searchContacts(query, search)
      return query
    })
  }

  async list(ctx: HttpContext) {
    const { tenant, params, i18n } = ctx
    const list = await ContactList.findForTenantOr404(
      tenant,
      params.uid,
      i18n.t('errors.not_found')
    )
    const search = this.search(ctx)
    return this.send(ctx, `lista-${list.id}`, () => {
      const query = listContacts(tenant, list)
      if (search) searchContacts(query, search)
      return query
    })
  }

  /** A segment's contacts (each once, whatever brought them in): /segments/{uid}/contacts. */
  async segment(ctx: HttpContext) {
    const { tenant, params, i18n } = ctx
    const segment = await Segment.findForTenantOr404(tenant, params.uid, i18n.t('errors.not_found'))
    const search = this.search(ctx)
    return this.send(ctx, `segment-${segment.id}`, () => {
      const query = segmentContacts(tenant, segment)
      if (search) searchContacts(query, search)
      return query
    })
  }

  private search({ request }: HttpContext) {
    const search = request.qs().search
    return typeof search === 'string' ? search.trim().slice(0, 100) : ''
  }

  private format({ params, i18n }: HttpContext): ExportFormat {
    if (params.format !== 'csv' && params.format !== 'xlsx') {
      throw new NotFoundException(i18n.t('errors.not_found'))
    }
    return params.format
  }

  private async send(
    ctx: HttpContext,
    name: AuditExportWhat,
    scope: Parameters<typeof exportStream>[1]
  ) {
    const format = this.format(ctx)
    await countStart('export', ctx.auth.use('web').user!.id)
    await AuditService.recordExport(name, format, { search: this.search(ctx) || undefined })
    for (const [header, value] of Object.entries(exportHeaders(name, format))) {
      ctx.response.header(header, value)
    }
    ctx.response.stream(exportStream(format, scope))
  }
}

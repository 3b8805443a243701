/**
 * e-Factura's deadlines (docs/efactura.md): a document must reach ANAF within 5 working days of
 * its issue; the dashboard lists those not accepted after `lateAfterWorkingDays`. Working days
 * are Monday to Friday except Romania's legal holidays (#shared/working_days).
 */
import db from '@adonisjs/lucid/services/db'
import efacturaConfig from '#config/efactura'
import Invoice from '#models/invoice'
import { communityScope } from '#models/mixins/with_tenant_scope'
import { orgNow } from '#services/shared/org_time'
import { efacturaStateOf } from '#services/efactura/transmission'
import { workingDaysBefore } from '#shared/working_days'

/**
 * The community's issued documents not accepted by ANAF `lateAfterWorkingDays` working days
 * after their issue, oldest first (at most 20), with their e-Factura state.
 */
export async function lateDocuments(communityId: number) {
  const cutoff = workingDaysBefore(orgNow().toISODate()!, efacturaConfig.lateAfterWorkingDays)
  const rows = await Invoice.forTenant(communityScope(communityId))
    .where('invoices.status', 'issued')
    .where('invoices.issue_date', '<=', cutoff)
    .whereNotExists((accepted) =>
      accepted
        .from('efactura_submissions')
        .whereColumn('efactura_submissions.community_id', 'invoices.community_id')
        .whereColumn('efactura_submissions.invoice_id', 'invoices.id')
        .where('efactura_submissions.state', 'accepted')
    )
    .select('invoices.uid', 'invoices.series_code', 'invoices.number', 'invoices.issue_date')
    .select(db.raw(`${efacturaStateOf} as efactura_state`))
    .orderBy('invoices.issue_date')
    .orderBy('invoices.id')
    .limit(20)
  return rows.map((invoice) => ({
    uid: invoice.uid,
    number: invoice.fullNumber,
    issueDate: invoice.issueDate.toISODate()!,
    state: invoice.$extras.efactura_state as 'to_send' | 'sent' | 'refused',
  }))
}

/**
 * e-Factura's deadlines (docs/efactura.md): a document must reach ANAF within 5 working days of
 * its issue; the dashboard lists those not accepted after `lateAfterWorkingDays`. Working days
 * are Monday to Friday except Romania's legal holidays (#shared/working_days). Without the
 * organization's ANAF credentials nothing is sent: the dashboard and the invoices list say so.
 */
import db from '@adonisjs/lucid/services/db'
import efacturaConfig from '#config/efactura'
import Invoice, { type InvoiceStatus } from '#models/invoice'
import { communityScope, type TenantScope } from '#models/mixins/with_tenant_scope'
import { orgNow } from '#services/shared/org_time'
import { efacturaStateOf } from '#services/efactura/transmission'
import { workingDaysBefore } from '#shared/working_days'

/**
 * The documents ANAF must receive, those the sweep sends (transmission.ts): every invoice and
 * credit note issued, whether reversed since or not (a reversed invoice had to be sent too).
 */
const TRANSMITTED_STATUSES: InvoiceStatus[] = ['issued', 'reversed']

/** The scope's invoices and credit notes that ANAF must receive and has not accepted. */
function notAccepted(scope: TenantScope) {
  return Invoice.forTenant(scope)
    .whereIn('invoices.status', TRANSMITTED_STATUSES)
    .whereNotExists((accepted) =>
      accepted
        .from('efactura_submissions')
        .whereColumn('efactura_submissions.community_id', 'invoices.community_id')
        .whereColumn('efactura_submissions.invoice_id', 'invoices.id')
        .where('efactura_submissions.state', 'accepted')
    )
}

/**
 * The community's issued documents not accepted by ANAF `lateAfterWorkingDays` working days
 * after their issue, oldest first (at most 20), with their e-Factura state.
 */
export async function lateDocuments(communityId: number) {
  const cutoff = workingDaysBefore(orgNow().toISODate()!, efacturaConfig.lateAfterWorkingDays)
  const rows = await notAccepted(communityScope(communityId))
    .where('invoices.issue_date', '<=', cutoff)
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

/**
 * The organizations of the scope's documents that have no ANAF credentials, each with how many
 * of its documents in the scope wait for ANAF (not accepted), by name; those with none waiting
 * are left out.
 */
export async function waitingWithoutCredentials(scope: TenantScope) {
  const rows = await notAccepted(scope)
    .join('communities', 'communities.id', 'invoices.community_id')
    .join('organizations', 'organizations.id', 'communities.organization_id')
    .whereNotExists((credentials) =>
      credentials
        .from('anaf_credentials')
        .whereColumn('anaf_credentials.organization_id', 'organizations.id')
    )
    .groupBy('organizations.id')
    .select('organizations.uid', 'organizations.name')
    .count('* as waiting')
    .orderBy('organizations.name')
    .pojo<{ uid: string; name: string; waiting: string | number }>()
  return rows.map((row) => ({ uid: row.uid, name: row.name, waiting: Number(row.waiting) }))
}

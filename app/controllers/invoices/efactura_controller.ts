import type { HttpContext } from '@adonisjs/core/http'
import drive from '@adonisjs/drive/services/main'
import Invoice from '#models/invoice'
import EfacturaSubmission from '#models/efactura_submission'
import { communityScope } from '#models/mixins/with_tenant_scope'
import { administrationTenant } from '#services/shared/administration_scope'
import { buildUbl } from '#services/efactura/ubl'
import { EfacturaTransmission, preparedFor } from '#services/efactura/transmission'

/** A file name from the document's number ("FCT-12"): letters, digits and dashes only. */
const fileName = (number: string, extension: string) =>
  `${number.replace(/[^\w-]+/g, '_')}.${extension}`

/** A download's headers: the file's type and name, never cached. */
function attachment(response: HttpContext['response'], name: string, type: string) {
  response.header('Content-Type', type)
  response.header('Content-Disposition', `attachment; filename="${name}"`)
  response.header('Cache-Control', 'no-store')
}

/**
 * An invoice's e-Factura (docs/efactura.md): its XML built from the stored record, ANAF's signed
 * archive once accepted, sending again after a refusal. Org-admins: their current community's
 * invoices; super-admins: every community's.
 */
export default class EfacturaController {
  private invoice(ctx: HttpContext) {
    const tenant = administrationTenant(ctx)
    return Invoice.findForTenantOr404(tenant, ctx.params.uid, ctx.i18n.t('errors.not_found'))
  }

  private submissionOf(invoice: Invoice) {
    return EfacturaSubmission.forTenant(communityScope(invoice.communityId))
      .where('invoice_id', invoice.id)
      .first()
  }

  /** "XML e-Factura": the document, or back to the invoice saying what it lacks. */
  async xml(ctx: HttpContext) {
    const { response, session, i18n } = ctx
    const invoice = await this.invoice(ctx)
    const prepared = await preparedFor(invoice)
    if (!prepared.document) {
      const problems = prepared.problems.map((problem) => i18n.t(problem.key, problem.values))
      session.flash('error', [i18n.t('efactura.problems.title'), ...problems].join(' '))
      return response.redirect().toRoute('admin.invoices.show', { uid: invoice.uid })
    }
    attachment(response, fileName(invoice.fullNumber, 'xml'), 'application/xml; charset=utf-8')
    return buildUbl(prepared.document)
  }

  /** ANAF's signed archive of an accepted document (before: back to the invoice, saying so). */
  async archive(ctx: HttpContext) {
    const { response, session, i18n } = ctx
    const invoice = await this.invoice(ctx)
    const submission = await this.submissionOf(invoice)
    if (!submission?.archiveKey || submission.state !== 'accepted') {
      session.flash('error', i18n.t('efactura.no_archive', { number: invoice.fullNumber }))
      return response.redirect().toRoute('admin.invoices.show', { uid: invoice.uid })
    }
    attachment(response, fileName(`${invoice.fullNumber}-ANAF`, 'zip'), 'application/zip')
    return response.stream(await drive.use().getStream(submission.archiveKey))
  }

  /**
   * "Trimite din nou": a refused document goes back to de trimis, built again from the record;
   * "Verifică din nou": an uploaded one whose status checks fail is asked about now.
   */
  async resend(ctx: HttpContext) {
    const { response, session, i18n } = ctx
    const invoice = await this.invoice(ctx)
    const submission = await this.submissionOf(invoice)
    const done = submission ? await EfacturaTransmission.resend(submission, invoice) : false
    if (done) {
      session.flash('success', i18n.t(`efactura.${done}`, { number: invoice.fullNumber }))
    } else {
      session.flash('error', i18n.t('efactura.not_resendable', { number: invoice.fullNumber }))
    }
    return response.redirect().toRoute('admin.invoices.show', { uid: invoice.uid })
  }
}

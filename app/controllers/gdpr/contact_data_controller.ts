import type { HttpContext } from '@adonisjs/core/http'
import Contact from '#models/contact'
import { contactDataExport } from '#services/gdpr/contact_data'
import { GdprService, organizationTenant } from '#services/gdpr/gdpr_service'
import { GdprTrail } from '#services/gdpr/gdpr_trail'
import { consentValidator, erasureValidator } from '#validators/gdpr/gdpr'

/**
 * A contact's GDPR actions (docs/security.md, "GDPR requests and consent"): the data held about
 * them as a page and as JSON, the erasure, and a marketing consent recorded by the staff.
 * Another community's contact is a 404 before anything is read from the body.
 */
export default class ContactDataController {
  private contact({ tenant, params, i18n }: HttpContext) {
    return Contact.findForTenantOr404(tenant, params.uid, i18n.t('errors.not_found'))
  }

  private actor({ auth }: HttpContext) {
    return { userId: auth.use('web').user!.id }
  }

  /** An erased contact: an error and back, nothing changed (true: the request is answered). */
  private refusedWhenErased({ session, response, i18n }: HttpContext, contact: Contact) {
    if (!contact.erasedAt) return false
    session.flash('error', i18n.t('gdpr.erase.already'))
    response.redirect().back()
    return true
  }

  /** "Exportă datele": the readable page. */
  async show(ctx: HttpContext) {
    const contact = await this.contact(ctx)
    // The page shows what the file holds but its time (each visit's own would differ).
    const { exported_at: exportedAt, ...data } = await contactDataExport(ctx.tenant, contact)
    void exportedAt
    await GdprTrail.exportMade(this.actor(ctx), contact, 'page')
    return ctx.inertia.render('gdpr/contact_data', {
      contact: { uid: contact.uid, name: contact.fullName, erased: !!contact.erasedAt },
      data,
    })
  }

  /** The same, as a JSON file. */
  async download(ctx: HttpContext) {
    const contact = await this.contact(ctx)
    const data = await contactDataExport(ctx.tenant, contact)
    await GdprTrail.exportMade(this.actor(ctx), contact, 'json')
    ctx.response.header('Content-Type', 'application/json; charset=utf-8')
    ctx.response.header(
      'Content-Disposition',
      `attachment; filename="date-contact-${contact.uid}.json"`
    )
    return ctx.response.send(JSON.stringify(data, null, 2))
  }

  /** "Șterge datele", after the dialog's confirmation. An erased contact: an error, nothing changed. */
  async erase(ctx: HttpContext) {
    const { request, response, session, i18n } = ctx
    const contact = await this.contact(ctx)
    const input = await request.validateUsing(erasureValidator)
    if (this.refusedWhenErased(ctx, contact)) return
    const erasure = await GdprService.erase(
      organizationTenant(ctx.tenant),
      contact,
      input,
      this.actor(ctx),
      i18n
    )
    const done = i18n.t('gdpr.erase.done')
    const kept = erasure.invoicesKept
      ? ` ${i18n.t('gdpr.erase.kept_invoices', { count: erasure.invoicesKept })}`
      : ''
    session.flash('success', `${done}${kept}`)
    return response.redirect().toRoute('contacts.show', { uid: contact.uid })
  }

  /** "Înregistrează acordul": given or withdrawn, its basis, source and text version. */
  async consent(ctx: HttpContext) {
    const { request, response, session, i18n } = ctx
    const contact = await this.contact(ctx)
    const input = await request.validateUsing(consentValidator)
    if (this.refusedWhenErased(ctx, contact)) return
    await GdprService.recordConsent(contact, input, this.actor(ctx), request.ip())
    session.flash('success', i18n.t('gdpr.consent.recorded'))
    return response.redirect().back()
  }
}

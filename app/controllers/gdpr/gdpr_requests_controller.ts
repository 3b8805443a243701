import type { HttpContext } from '@adonisjs/core/http'
import GdprRequest from '#models/gdpr_request'
import { orgToday } from '#services/shared/org_time'
import { gdprRequestList } from '#services/gdpr/gdpr_requests'
import { GdprService, organizationTenant } from '#services/gdpr/gdpr_service'
import { gdprRequestDoneValidator, gdprRequestValidator } from '#validators/gdpr/gdpr'

/**
 * /gdpr/requests: the organization's register of GDPR requests (docs/security.md, "GDPR requests
 * and consent"): the list (open ones first, by due day), a request added, one marked done.
 */
export default class GdprRequestsController {
  async index({ inertia, tenant }: HttpContext) {
    return inertia.render('gdpr/requests', {
      requests: await gdprRequestList(tenant),
      today: orgToday(),
    })
  }

  async store({ request, response, session, tenant, auth, i18n }: HttpContext) {
    const input = await request.validateUsing(gdprRequestValidator, {
      meta: { communityId: tenant.communityId },
    })
    await GdprService.register(organizationTenant(tenant), input, {
      userId: auth.use('web').user!.id,
    })
    session.flash('success', i18n.t('gdpr.requests.created'))
    return response.redirect().back()
  }

  async done({ request, response, session, tenant, auth, params, i18n }: HttpContext) {
    const gdprRequest = await GdprRequest.findForTenantOr404(
      tenant,
      params.uid,
      i18n.t('errors.not_found')
    )
    const { note } = await request.validateUsing(gdprRequestDoneValidator)
    const done = await GdprService.markDone(gdprRequest, note, { userId: auth.use('web').user!.id })
    session.flash(
      done ? 'success' : 'error',
      i18n.t(done ? 'gdpr.requests.marked_done' : 'gdpr.requests.already_done')
    )
    return response.redirect().back()
  }
}

import type { HttpContext } from '@adonisjs/core/http'
import User from '#models/user'
import Organization from '#models/organization'
import TwoFactorPolicy from '#policies/two_factor_policy'
import OrganizationPolicy from '#policies/organization_policy'
import { TwoFactorService } from '#services/two_factor/two_factor_service'
import { organizationTwoFactorValidator } from '#validators/two_factor/two_factor'

/** A super-admin's side: reset a user's second factor, require it of an organization's admins. */
export default class UserTwoFactorController {
  async destroy(ctx: HttpContext) {
    const { tenant, params, i18n, session, response, bouncer, auth } = ctx
    const target = await User.findForTenantOr404(tenant, params.uid, i18n.t('errors.not_found'))
    if (await bouncer.with(TwoFactorPolicy).denies('reset', target)) {
      session.flash('error', i18n.t('two_factor.reset_refused'))
      return response.redirect().toRoute('admin.users.edit', { uid: target.uid })
    }
    await TwoFactorService.reset(ctx, target, auth.use('web').user!)
    session.flash('success', i18n.t('two_factor.reset_done'))
    return response.redirect().toRoute('admin.users.edit', { uid: target.uid })
  }

  async organization(ctx: HttpContext) {
    const { tenant, params, i18n, session, response, request, auth, bouncer } = ctx
    const organization = await Organization.findForTenantOr404(
      tenant,
      params.uid,
      i18n.t('errors.not_found')
    )
    await bouncer.with(OrganizationPolicy).authorize('manage', organization)
    const { two_factor_required: required } = await request.validateUsing(
      organizationTwoFactorValidator
    )
    await TwoFactorService.setOrganizationRequired(
      ctx,
      organization,
      required,
      auth.use('web').user!
    )
    session.flash(
      'success',
      i18n.t(required ? 'two_factor.organization_required' : 'two_factor.organization_optional')
    )
    return response.redirect().toRoute('organizations.users', { uid: organization.uid })
  }
}

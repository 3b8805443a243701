import type { HttpContext } from '@adonisjs/core/http'
import OrganizationTransformer from '#transformers/organizations/organization_transformer'
import { manageableOrganization } from '#controllers/organizations/manageable_organization'
import { fieldError } from '#validators/shared/field_error'
import { AnafTokens, credentialsRefusal } from '#services/efactura/anaf_tokens'
import { anafCredentialsValidator } from '#validators/organizations/anaf_credentials'

/**
 * /organizations/{uid}/efactura (super-admin): the organization's ANAF credentials, saved only
 * once ANAF's token endpoint takes them; the secrets are never shown back, only the day they
 * were set.
 */
export default class OrganizationEfacturaController {
  async show(ctx: HttpContext) {
    const organization = await manageableOrganization(ctx)
    const setOn = await AnafTokens.setOn(organization.id)
    return ctx.inertia.render('organizations/efactura', {
      organization: OrganizationTransformer.transform(organization),
      credentials: setOn ? { setOn: setOn.toISO()! } : null,
    })
  }

  async update(ctx: HttpContext) {
    const { request, response, session, i18n } = ctx
    const organization = await manageableOrganization(ctx)
    const data = await request.validateUsing(anafCredentialsValidator)
    try {
      await AnafTokens.verifyAndSave(organization.id, {
        clientId: data.client_id,
        clientSecret: data.client_secret,
        refreshToken: data.refresh_token,
      })
    } catch (error) {
      const refusal = credentialsRefusal(error)
      if (!refusal) throw error
      const message = i18n.t(`organizations.efactura.${refusal.reason}`, { code: refusal.code })
      throw fieldError(refusal.field, `anaf_${refusal.reason}`, message)
    }
    session.flash('success', i18n.t('organizations.efactura.saved'))
    return response.redirect().toRoute('organizations.efactura', { uid: organization.uid })
  }

  async destroy(ctx: HttpContext) {
    const { response, session, i18n } = ctx
    const organization = await manageableOrganization(ctx)
    await AnafTokens.remove(organization.id)
    session.flash('success', i18n.t('organizations.efactura.removed'))
    return response.redirect().toRoute('organizations.efactura', { uid: organization.uid })
  }
}

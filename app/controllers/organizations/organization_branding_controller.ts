import type { HttpContext } from '@adonisjs/core/http'
import OrganizationTransformer from '#transformers/organizations/organization_transformer'
import { manageableOrganization } from '#controllers/organizations/manageable_organization'
import { compact } from '#validators/shared/shared'
import { organizationBrandingValidator } from '#validators/organizations/organizations'

export default class OrganizationBrandingController {
  async show(ctx: HttpContext) {
    const organization = await manageableOrganization(ctx)
    return ctx.inertia.render('organizations/branding', {
      organization: OrganizationTransformer.transform(organization),
    })
  }

  async update(ctx: HttpContext) {
    const { request, response, session, i18n } = ctx
    const organization = await manageableOrganization(ctx)
    const data = await request.validateUsing(organizationBrandingValidator)
    organization.branding = compact(data)
    await organization.save()
    session.flash('success', i18n.t('organizations.branding.saved'))
    return response.redirect().toRoute('organizations.branding', { uid: organization.uid })
  }
}

import type { HttpContext } from '@adonisjs/core/http'
import { NotFoundException } from '#exceptions/http_errors'
import { ImageService } from '#services/image_service'
import { organizationImageValidator } from '#validators/organizations'
import OrganizationPolicy from '#policies/organization_policy'
import { OrganizationService } from '#services/organization_service'

const TYPES = ['logo', 'cover'] as const
type OrganizationImage = (typeof TYPES)[number]

function imageType(ctx: HttpContext): OrganizationImage {
  const type = ctx.params.type
  if (!TYPES.includes(type)) throw new NotFoundException(ctx.i18n.t('errors.not_found'))
  return type
}

/**
 * /organization/{uid}/logo and /cover: shown to anyone who may see the
 * organization, uploaded and deleted by super-admins. The file comes under
 * `file` (or under the image's own name, so that two uploaders on one page
 * keep their errors apart).
 */
export default class OrganizationImagesController {
  async show(ctx: HttpContext) {
    const type = imageType(ctx)
    const organization = await ctx.tenant.findOrganization(ctx.params.uid)
    await ctx.bouncer.with(OrganizationPolicy).authorize('view', organization)
    const key = organization[type]
    if (!key) throw new NotFoundException(ctx.i18n.t('errors.not_found'))
    return ImageService.serve(ctx, key)
  }

  async store(ctx: HttpContext) {
    const { request, response, session, i18n } = ctx
    const type = imageType(ctx)
    const organization = await OrganizationService.manageable(ctx)
    // Without a file the error goes under `file`.
    const field = request.file(type) ? type : 'file'
    const { file } = await request.validateUsing(organizationImageValidator, {
      data: { file: request.file(field) },
    })
    await ImageService.attach(organization, type, file, { type, field, i18n })
    session.flash('success', i18n.t(`organizations.branding.${type}_saved`))
    return response.redirect().back()
  }

  async destroy(ctx: HttpContext) {
    const { response, session, i18n } = ctx
    const type = imageType(ctx)
    const organization = await OrganizationService.manageable(ctx)
    await ImageService.detach(organization, type)
    session.flash('success', i18n.t(`organizations.branding.${type}_deleted`))
    return response.redirect().back()
  }
}

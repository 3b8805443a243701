import type { HttpContext } from '@adonisjs/core/http'
import Company from '#models/company'
import { NotFoundException } from '#exceptions/http_errors'
import { ImageService } from '#services/images/image_service'
import { companyLogoValidator } from '#validators/contacts/company'

/** /companies/{uid}/logo: a company's logo through ImageService (show, upload, delete). */
export default class CompanyLogoController {
  private find({ tenant, params, i18n }: HttpContext) {
    return Company.findForTenantOr404(tenant, params.uid, i18n.t('errors.not_found'))
  }

  async show(ctx: HttpContext) {
    const company = await this.find(ctx)
    if (!company.logo) throw new NotFoundException(ctx.i18n.t('errors.not_found'))
    return ImageService.serve(ctx, company.logo)
  }

  async store(ctx: HttpContext) {
    const { request, response, session, i18n } = ctx
    const company = await this.find(ctx)
    const { file } = await request.validateUsing(companyLogoValidator, {
      data: { file: request.file('file') },
    })
    await ImageService.attach(company, 'logo', file, { type: 'logo', field: 'file', i18n })
    session.flash('success', i18n.t('companies.logo_saved'))
    return response.redirect().back()
  }

  async destroy(ctx: HttpContext) {
    const { response, session, i18n } = ctx
    const company = await this.find(ctx)
    await ImageService.detach(company, 'logo')
    session.flash('success', i18n.t('companies.logo_deleted'))
    return response.redirect().back()
  }
}

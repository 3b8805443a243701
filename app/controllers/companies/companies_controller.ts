import type { HttpContext } from '@adonisjs/core/http'
import Company from '#models/company'
import { listQuery } from '#services/shared/list_query'
import { ImageService } from '#services/images/image_service'
import { companyValidator } from '#validators/companies/company'
import CompanyTransformer from '#transformers/companies/company_transformer'

export default class CompaniesController {
  private find({ tenant, params, i18n }: HttpContext) {
    return Company.findForTenantOr404(tenant, params.uid, i18n.t('errors.not_found'))
  }

  async index({ inertia, request, tenant }: HttpContext) {
    const list = await listQuery(request, Company.forTenant(tenant), {
      sortable: {
        id: 'companies.id',
        name: 'companies.name',
        website: 'companies.website',
        type: 'companies.type',
        status: 'companies.status',
      },
      searchable: ['companies.name', 'companies.website'],
      textSort: ['name', 'website'],
      defaultSort: { key: 'id', direction: 'desc' },
      columns: CompanyTransformer.rowFields,
    })
    return inertia.render('companies/index', {
      companies: CompanyTransformer.transform(list.rows).useVariant('toRow'),
      meta: list.meta,
      state: list.state,
    })
  }

  async store({ request, response, session, tenant, i18n }: HttpContext) {
    const data = await request.validateUsing(companyValidator)
    const company = await Company.create({ ...data, communityId: tenant.communityId })
    session.flash('success', i18n.t('companies.created', { name: company.name }))
    return response.redirect().withQs().back()
  }

  async update(ctx: HttpContext) {
    const { request, response, session, i18n } = ctx
    const company = await this.find(ctx)
    const data = await request.validateUsing(companyValidator)
    await company.merge(data).save()
    session.flash('success', i18n.t('companies.updated', { name: company.name }))
    return response.redirect().withQs().back()
  }

  /** An event that had it as a partner or sponsor loses it (the join table cascades). */
  async destroy(ctx: HttpContext) {
    const { response, session, i18n } = ctx
    const company = await this.find(ctx)
    await company.delete()
    await ImageService.delete(company.logo).catch(() => {})
    session.flash('success', i18n.t('companies.deleted', { name: company.name }))
    return response.redirect().withQs().back()
  }
}

import type { HttpContext } from '@adonisjs/core/http'
import Organization from '#models/organization'
import Industry from '#models/industry'
import OrganizationTransformer from '#transformers/organizations/organization_transformer'
import IndustryTransformer from '#transformers/organizations/industry_transformer'
import UserTransformer from '#transformers/users/user_transformer'
import { listQuery } from '#services/shared/list_query'
import { OrganizationService } from '#services/organizations/organization_service'
import { manageableOrganization } from '#controllers/organizations/manageable_organization'
import { asIdInput, compact } from '#validators/shared/shared'
import { timelineOf } from '#services/audit/audit_log'
import {
  createOrganizationValidator,
  organizationProfileValidator,
  organizationSettingsValidator,
} from '#validators/organizations/organizations'

export default class OrganizationsController {
  async index({ inertia, request, tenant }: HttpContext) {
    const list = await listQuery(request, Organization.forTenant(tenant), {
      sortable: { name: 'name' },
      searchColumn: 'organizations.search',
      textSort: ['name'],
      defaultSort: { key: 'name', direction: 'asc' },
      columns: OrganizationTransformer.cardFields,
    })
    return inertia.render('organizations/index', {
      organizations: OrganizationTransformer.transform(list.rows).useVariant('toCard'),
      meta: list.meta,
      state: list.state,
    })
  }

  async create({ inertia, session }: HttpContext) {
    const created = session.flashMessages.get('organization_created') as
      { uid: string; name: string } | undefined
    return inertia.render('organizations/create', { created: created ?? null })
  }

  async store({ request, response, session }: HttpContext) {
    const data = await request.validateUsing(createOrganizationValidator)
    const organization = await OrganizationService.create({
      name: data.organization_name,
      legalRepresentative: compact(data.contact),
    })
    session.flash('organization_created', { uid: organization.uid, name: organization.name })
    return response.redirect().toRoute('organizations.create')
  }

  async show(ctx: HttpContext) {
    const organization = await manageableOrganization(ctx)
    return ctx.inertia.render('organizations/profile', {
      organization: OrganizationTransformer.transform(organization),
      timeline: await timelineOf(ctx.tenant, 'organization', organization.id),
    })
  }

  async update(ctx: HttpContext) {
    const { request, response, session, i18n } = ctx
    const organization = await manageableOrganization(ctx)
    // A PATCH changes only what it names: a field left out keeps its stored value.
    const stored = {
      name: organization.name,
      url: organization.url,
      billing_info: organization.billingInfo,
      legal_representative_contact: organization.legalRepresentativeContact,
      technical_administrator_contact: organization.technicalAdministratorContact,
    }
    const data = await request.validateUsing(organizationProfileValidator, {
      data: { ...stored, ...request.all() },
    })
    organization.merge({
      name: data.name,
      url: data.url || null,
      billingInfo: compact(data.billing_info),
      legalRepresentativeContact: compact(data.legal_representative_contact),
      technicalAdministratorContact: compact(data.technical_administrator_contact),
    })
    await organization.save()
    session.flash('success', i18n.t('organizations.profile.saved'))
    return response.redirect().toRoute('organizations.show', { uid: organization.uid })
  }

  async settings(ctx: HttpContext) {
    const organization = await manageableOrganization(ctx)
    await organization.load('niches')
    const industries = await Industry.query()
      .preload('niches', (query) => query.orderBy('name'))
      .orderBy('name')
    return ctx.inertia.render('organizations/settings', {
      organization: OrganizationTransformer.transform(organization).useVariant('toSettings'),
      industries: IndustryTransformer.transform(industries),
    })
  }

  async updateSettings(ctx: HttpContext) {
    const { request, response, session, i18n } = ctx
    const organization = await manageableOrganization(ctx)
    await organization.load('niches')
    // A PATCH changes only what it names; niches left out are kept unless the industry changes.
    const received = request.all()
    const sameIndustry =
      !('industry_id' in received) || asIdInput(received.industry_id) === organization.industryId
    const stored = {
      industry_id: organization.industryId,
      ...(sameIndustry ? { niche_ids: organization.niches.map((niche) => niche.id) } : {}),
    }
    const data = await request.validateUsing(organizationSettingsValidator, {
      data: { ...stored, ...received },
    })
    await OrganizationService.setIndustry(
      organization,
      data.industry_id ?? null,
      data.niche_ids ?? []
    )
    session.flash('success', i18n.t('organizations.settings.saved'))
    return response.redirect().toRoute('organizations.settings', { uid: organization.uid })
  }

  async users(ctx: HttpContext) {
    const organization = await manageableOrganization(ctx)
    return ctx.inertia.render('organizations/users', {
      organization: OrganizationTransformer.transform(organization).useVariant('toReference'),
      users: UserTransformer.transform(
        await OrganizationService.administrators(organization.id)
      ).useVariant('toRow'),
      twoFactorRequired: organization.twoFactorRequired,
    })
  }

  async destroy(ctx: HttpContext) {
    const { response, session, i18n } = ctx
    const organization = await manageableOrganization(ctx)
    const { communities } = await OrganizationService.destroy(organization)
    if (communities > 0) {
      session.flash(
        'error',
        i18n.t('organizations.delete_refused', { name: organization.name, communities })
      )
    } else {
      session.flash('success', i18n.t('organizations.deleted', { name: organization.name }))
    }
    return response.redirect().withQs().back()
  }
}

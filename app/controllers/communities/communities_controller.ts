import type { HttpContext } from '@adonisjs/core/http'
import Community from '#models/community'
import CommunityPolicy from '#policies/community_policy'
import { CommunityService } from '#services/communities/community_service'
import { listQuery } from '#services/shared/list_query'
import { OrganizationService } from '#services/organizations/organization_service'
import CommunityTransformer from '#transformers/communities/community_transformer'
import ModuleTransformer from '#transformers/communities/module_transformer'
import UserTransformer from '#transformers/users/user_transformer'
import {
  checkSlugValidator,
  createCommunityValidator,
  updateCommunityValidator,
} from '#validators/communities/communities'

const SHOW_TABS = ['profile', 'modules', 'users'] as const

export default class CommunitiesController {
  /** {slug} → {available, slug}; {name} → {slug}. */
  async checkSlug({ request, response }: HttpContext) {
    const data = await request.validateUsing(checkSlugValidator)
    if (data.slug !== undefined) return response.json(await CommunityService.check(data.slug))
    return response.json(await CommunityService.suggest(data.name ?? ''))
  }

  async store({ request, response, session, bouncer, tenant, i18n }: HttpContext) {
    await bouncer.with(CommunityPolicy).authorize('manage')
    const data = await request.validateUsing(createCommunityValidator)
    const organization = await tenant.findOrganization(data.organization_id)
    const community = await CommunityService.create(
      organization,
      {
        name: data.name,
        slug: data.slug,
        description: data.description,
        impactAreas: data.impact_areas,
      },
      i18n
    )
    session.flash('success', i18n.t('communities.created', { name: community.name }))
    return response.redirect().withQs().back()
  }

  async update({ request, response, session, bouncer, tenant, params, i18n }: HttpContext) {
    const community = await tenant.findCommunity(params.uid)
    await bouncer.with(CommunityPolicy).authorize('manage', community)
    const data = await request.validateUsing(updateCommunityValidator)
    await CommunityService.update(community, {
      name: data.name,
      description: data.description,
      impactAreas: data.impact_areas,
    })
    session.flash('success', i18n.t('communities.updated', { name: community.name }))
    return response.redirect().withQs().back()
  }

  async destroy({ response, session, bouncer, tenant, params, i18n }: HttpContext) {
    const community = await tenant.findCommunity(params.uid)
    await bouncer.with(CommunityPolicy).authorize('manage', community)
    const { invoices } = await CommunityService.destroy(community)
    if (invoices > 0) {
      session.flash(
        'error',
        i18n.t('communities.delete_refused', { name: community.name, invoices })
      )
    } else {
      session.flash('success', i18n.t('communities.deleted', { name: community.name }))
    }
    return response.redirect().withQs().back()
  }

  async show({ inertia, request, tenant, params }: HttpContext) {
    const community = await tenant.findCommunity(params.uid)
    await community.load('organization')
    await community.load('modules')
    await community.load('impactAreas', (query) => query.orderBy('name'))
    const tab = SHOW_TABS.find((name) => name === request.qs().tab) ?? 'profile'

    return inertia.render('communities/show', {
      tab,
      community: CommunityTransformer.transform(community).useVariant('toPage'),
      modules: ModuleTransformer.transform(await CommunityService.modules()),
      users: UserTransformer.transform(
        await OrganizationService.administrators(community.organizationId)
      ).useVariant('toRow'),
    })
  }

  async index({ inertia, request, tenant }: HttpContext) {
    const list = await listQuery(request, Community.forTenant(tenant), {
      sortable: { name: 'name' },
      searchColumn: 'communities.search',
      textSort: ['name'],
      defaultSort: { key: 'name', direction: 'asc' },
      columns: CommunityTransformer.cardFields,
    })
    return inertia.render('communities/index', {
      communities: CommunityTransformer.transform(list.rows).useVariant('toCard'),
      meta: list.meta,
      state: list.state,
    })
  }
}

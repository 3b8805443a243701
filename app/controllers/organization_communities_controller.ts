import type { HttpContext } from '@adonisjs/core/http'
import Community from '#models/community'
import { CommunityService } from '#services/community_service'
import { listQuery } from '#services/list_query'

/**
 * An organization's communities (super-admins): the communities tab (a
 * table with search, the add/edit modal) and the modules tab (each
 * community's module switches).
 */
export default class OrganizationCommunitiesController {
  /** GET /organizations/{uid}/communities */
  async index({ inertia, request, tenant, params }: HttpContext) {
    const organization = await tenant.findOrganization(params.uid)
    const query = Community.query()
      .where('organization_id', organization.id)
      .preload('impactAreas', (areas) => areas.whereNull('parent_id'))
    const list = await listQuery(request, query, {
      sortable: { id: 'id', slug: 'slug', name: 'name' },
      searchable: ['name', 'slug', 'description'],
      textSort: ['slug', 'name'],
      defaultSort: { key: 'id', direction: 'asc' },
    })
    return inertia.render('organizations/communities', {
      organization: { uid: organization.uid, name: organization.name },
      communities: list.rows.map((community) => ({
        uid: community.uid,
        id: community.id,
        slug: community.slug,
        name: community.name,
        description: community.description ?? '',
        url: community.url,
        impactAreas: community.impactAreas.map((area) => area.id),
      })),
      meta: list.meta,
      state: list.state,
      impactAreas: await CommunityService.mainImpactAreaOptions(),
      domain: CommunityService.displayDomain(),
    })
  }

  /** GET /organizations/{uid}/modules */
  async modules({ inertia, tenant, params }: HttpContext) {
    const organization = await tenant.findOrganization(params.uid)
    const communities = await Community.query()
      .where('organization_id', organization.id)
      .preload('modules')
      .orderBy('name')
    return inertia.render('organizations/modules', {
      organization: { uid: organization.uid, name: organization.name },
      modules: await CommunityService.moduleOptions(),
      communities: communities.map((community) => ({
        uid: community.uid,
        name: community.name,
        moduleIds: community.modules.map((module) => module.id),
      })),
    })
  }
}

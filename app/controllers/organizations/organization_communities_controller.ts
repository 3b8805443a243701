import type { HttpContext } from '@adonisjs/core/http'
import Community from '#models/community'
import Organization from '#models/organization'
import { CommunityService } from '#services/communities/community_service'
import OrganizationTransformer from '#transformers/organizations/organization_transformer'
import CommunityTransformer from '#transformers/communities/community_transformer'
import ModuleTransformer from '#transformers/communities/module_transformer'
import { listQuery } from '#services/shared/list_query'

export default class OrganizationCommunitiesController {
  async index({ inertia, request, tenant, params }: HttpContext) {
    // The organization and its page of communities in one round trip.
    const query = Community.query().withScopes((scopes) =>
      scopes.ofOrganization(Organization.idForTenant(tenant, params.uid))
    )
    const [organization, list] = await Promise.all([
      tenant.findOrganization(params.uid),
      listQuery(request, query, {
        sortable: { id: 'id', slug: 'slug', name: 'name' },
        searchColumn: 'communities.search',
        textSort: ['slug', 'name'],
        defaultSort: { key: 'id', direction: 'asc' },
        columns: CommunityTransformer.rowFields,
        related: (communities) => communities.withScopes((scopes) => scopes.withMainImpactAreas()),
      }),
    ])
    return inertia.render('organizations/communities', {
      organization: OrganizationTransformer.transform(organization).useVariant('toReference'),
      communities: CommunityTransformer.transform(list.rows).useVariant('toRow'),
      meta: list.meta,
      state: list.state,
      impactAreas: await CommunityService.mainImpactAreaOptions(),
      domain: CommunityService.displayDomain(),
    })
  }

  async modules({ inertia, tenant, params }: HttpContext) {
    const organization = await tenant.findOrganization(params.uid)
    const communities = await Community.query()
      .withScopes((scopes) => scopes.ofOrganization(organization.id))
      .preload('modules')
      .orderBy('name')
    return inertia.render('organizations/modules', {
      organization: OrganizationTransformer.transform(organization).useVariant('toReference'),
      modules: ModuleTransformer.transform(await CommunityService.modules()),
      communities: CommunityTransformer.transform(communities).useVariant('toModules'),
    })
  }
}

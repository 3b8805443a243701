/*
|--------------------------------------------------------------------------
| Communities: slug check, create and edit (modal), show, modules, the organization's communities tab, the org-admin's communities and switcher
|--------------------------------------------------------------------------
| docs/organizations.md lists these routes with their roles.
*/
import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'

const CommunitiesController = () => import('#controllers/communities/communities_controller')
const CommunityModulesController = () =>
  import('#controllers/communities/community_modules_controller')
const CommunitySwitchController = () =>
  import('#controllers/communities/community_switch_controller')
const OrganizationCommunitiesController = () =>
  import('#controllers/organizations/organization_communities_controller')

export function communitiesRoutes() {
  // Super-admins: an organization's communities and modules tabs, the modal, the community page
  router
    .group(() => {
      router
        .get('/organizations/:uid/communities', [OrganizationCommunitiesController, 'index'])
        .as('organizations.communities')
      router
        .get('/organizations/:uid/modules', [OrganizationCommunitiesController, 'modules'])
        .as('organizations.modules')
      router
        .post('/communities/check-slug', [CommunitiesController, 'checkSlug'])
        .as('communities.check_slug')
      router.post('/communities', [CommunitiesController, 'store']).as('communities.store')
      router.put('/communities/:uid', [CommunitiesController, 'update']).as('communities.update')
      router.get('/communities/:uid', [CommunitiesController, 'show']).as('communities.show')
      router
        .delete('/communities/:uid', [CommunitiesController, 'destroy'])
        .use(middleware.freshConfirmation())
        .as('communities.destroy')
      router
        .post('/communities/:uid/modules', [CommunityModulesController, 'store'])
        .as('communities.modules')
    })
    .use([middleware.auth(), middleware.role(['super-admin'])])

  // Org-admins: their organization's communities and the current one
  router
    .group(() => {
      router.get('/communities', [CommunitiesController, 'index']).as('communities.index')
      router.post('/community/switch', [CommunitySwitchController, 'store']).as('community.switch')
    })
    .use([middleware.auth(), middleware.role(['org-admin'])])
}

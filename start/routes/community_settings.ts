/*
|--------------------------------------------------------------------------
| Community edit (4 tabs, contact), configuration, the org-admin's /community/settings and /community/styles, geocoding (logo and cover: start/routes/images.ts)
|--------------------------------------------------------------------------
| docs/organizations.md lists these routes with their roles.
*/
import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'

const CommunityEditController = () => import('#controllers/communities/community_edit_controller')
const CommunityConfigurationController = () =>
  import('#controllers/communities/community_configuration_controller')
const CommunityStylesController = () =>
  import('#controllers/communities/community_styles_controller')
const GeocodeController = () => import('#controllers/communities/geocode_controller')

export function communitySettingsRoutes() {
  // Super-admins and the org-admins of the community's organization (others: 404)
  router
    .group(() => {
      router.get('/communities/:uid/edit', [CommunityEditController, 'show']).as('communities.edit')
      router
        .post('/communities/:uid/edit', [CommunityEditController, 'update'])
        .as('communities.edit.update')
      router
        .post('/communities/:uid/edit/contact', [CommunityEditController, 'contact'])
        .as('communities.edit.contact')
      router.get('/geocode', [GeocodeController, 'search']).as('geocode')
    })
    .use([middleware.auth(), middleware.role(['super-admin', 'org-admin'])])

  // Configuration of any community (super-admins)
  router
    .group(() => {
      router
        .get('/communities/:uid/configuration', [CommunityConfigurationController, 'show'])
        .as('communities.configuration')
      router
        .post('/communities/:uid/configuration/profile', [
          CommunityConfigurationController,
          'profile',
        ])
        .as('communities.configuration.profile')
      router
        .post('/communities/:uid/configuration/links', [CommunityConfigurationController, 'links'])
        .as('communities.configuration.links')
      router
        .post('/communities/:uid/configuration/other-info', [
          CommunityConfigurationController,
          'otherInfo',
        ])
        .as('communities.configuration.other_info')
    })
    .use([middleware.auth(), middleware.role(['super-admin'])])

  // The org-admin's current community, with the events module
  router
    .group(() => {
      router
        .get('/community/settings', [CommunityConfigurationController, 'show'])
        .as('community.settings')
      router
        .post('/community/settings/profile', [CommunityConfigurationController, 'profile'])
        .as('community.settings.profile')
      router
        .post('/community/settings/links', [CommunityConfigurationController, 'links'])
        .as('community.settings.links')
      router
        .post('/community/settings/other-info', [CommunityConfigurationController, 'otherInfo'])
        .as('community.settings.other_info')
      router.get('/community/styles', [CommunityStylesController, 'show']).as('community.styles')
      router
        .post('/community/styles/branding', [CommunityStylesController, 'branding'])
        .as('community.styles.branding')
      router
        .post('/community/styles/intro', [CommunityStylesController, 'intro'])
        .as('community.styles.intro')
    })
    .use([middleware.auth(), middleware.role(['org-admin']), middleware.module('events-module')])
}

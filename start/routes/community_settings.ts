/*
|--------------------------------------------------------------------------
| Community edit (4 tabs, contact), configuration, the org-admin's /community/settings and /community/styles, community images, geocoding
|--------------------------------------------------------------------------
| docs/organizations.md lists these routes with their roles.
*/
import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'

const PlaceholderController = () => import('#controllers/placeholder_controller')

router
  .group(() => {
    router.get('/community/settings', [PlaceholderController, 'show']).as('community.settings')
    router.get('/community/styles', [PlaceholderController, 'show']).as('community.styles')
  })
  .use([middleware.auth(), middleware.role(['org-admin']), middleware.module('events-module')])

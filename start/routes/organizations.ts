/*
|--------------------------------------------------------------------------
| Organizations: list, create, invite, profile, settings, branding, users, images, delete
|--------------------------------------------------------------------------
| docs/organizations.md lists these routes with their roles.
*/
import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'

const PlaceholderController = () => import('#controllers/placeholder_controller')

router
  .group(() => {
    router.get('/organizations', [PlaceholderController, 'show']).as('organizations.index')
    router.get('/organizations/create', [PlaceholderController, 'show']).as('organizations.create')
  })
  .use([middleware.auth(), middleware.role(['super-admin'])])

/*
|--------------------------------------------------------------------------
| Mobile app: settings, styling, sign-in header image, public JSON endpoint
|--------------------------------------------------------------------------
| docs/organizations.md lists these routes with their roles.
*/
import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'

const PlaceholderController = () => import('#controllers/placeholder_controller')

router
  .group(() => {
    router.get('/mobile-app/settings', [PlaceholderController, 'show']).as('mobile_app.settings')
    router.get('/mobile-app/styling', [PlaceholderController, 'show']).as('mobile_app.styling')
  })
  .use([middleware.auth(), middleware.role(['super-admin'])])

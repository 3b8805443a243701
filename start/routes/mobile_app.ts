/*
|--------------------------------------------------------------------------
| Mobile app: settings, styling, sign-in header image, public JSON endpoint
|--------------------------------------------------------------------------
| docs/organizations.md lists these routes with their roles.
*/
import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'
import { publicEventsRoutes } from '#start/routes/events'
import { publicRegistrationRoutes } from '#start/routes/event_attendees'
import { publicFeedRoutes } from '#start/routes/feeds'

const MobileSettingsController = () => import('#controllers/mobile_app/mobile_settings_controller')
const MobileSettingsApiController = () =>
  import('#controllers/mobile_app/mobile_settings_api_controller')

// Settings and styling of the companion app (super-admin)
export function mobileAppRoutes() {
  router
    .group(() => {
      router
        .get('/mobile-app/settings', [MobileSettingsController, 'settings'])
        .as('mobile_app.settings')
      router
        .post('/mobile-settings/auth-modules', [MobileSettingsController, 'updateAuthModules'])
        .as('mobile_app.auth_modules.update')
      router
        .get('/mobile-app/styling', [MobileSettingsController, 'styling'])
        .as('mobile_app.styling')
      router
        .post('/mobile-settings/styling', [MobileSettingsController, 'updateStyling'])
        .as('mobile_app.styling.update')
    })
    .use([middleware.auth(), middleware.role(['super-admin'])])
}

/** What the mobile app reads: stateless (no session, no cookie), registered in the API group. */
export function publicApiRoutes() {
  router
    .get('/api/mobile-settings', [MobileSettingsApiController, 'show'])
    .as('api.mobile_settings')
  publicEventsRoutes()
  publicRegistrationRoutes()
  publicFeedRoutes()
}

/** The sign-in header image the mobile settings link to: stateless too, outside /api/. */
export function publicMobileImageRoutes() {
  router
    .get('/images/mobile-app/sign-in-header', [MobileSettingsController, 'signInHeader'])
    .as('mobile_app.sign_in_header')
}

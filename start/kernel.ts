/*
|--------------------------------------------------------------------------
| HTTP kernel
|--------------------------------------------------------------------------
*/
import router from '@adonisjs/core/services/router'
import server from '@adonisjs/core/services/server'
import app from '@adonisjs/core/services/app'
import { RequestValidator } from '@adonisjs/core/http'

server.errorHandler(() => import('#exceptions/handler'))

// Validation messages in the request's language (the web and API locale middleware set ctx.i18n).
RequestValidator.messagesProvider = (ctx) => ctx.i18n.createMessagesProvider()

server.use([
  () => import('#middleware/container_bindings_middleware'),
  // CORS for /api only (config/cors.ts); a preflight is answered here.
  () => import('@adonisjs/cors/cors_middleware'),
  () => import('#middleware/api_json_middleware'),
  () => import('#middleware/static_files_middleware'),
  // Vite's dev server answers nothing in production: no check per request there.
  ...(app.inProduction ? [] : [() => import('#middleware/dev_assets_middleware')]),
  () => import('#middleware/inertia_middleware'),
])

// Every matched route; sessions, CSRF and the signed-in user belong to the web group alone
// (start/routes.ts): the API under /api/ is stateless.
router.use([
  // Before the body parser, so an upload's temporary copy is deleted whatever the parser or the
  // handler does with it.
  () => import('#middleware/uploaded_files_middleware'),
  () => import('@adonisjs/core/bodyparser_middleware'),
  () => import('#middleware/clean_query_string_middleware'),
])

export const middleware = router.named({
  session: () => import('@adonisjs/session/session_middleware'),
  shield: () => import('#middleware/shield_middleware'),
  initializeAuth: () => import('@adonisjs/auth/initialize_auth_middleware'),
  silentAuth: () => import('#middleware/silent_auth_middleware'),
  detectLocale: () => import('#middleware/detect_locale_middleware'),
  tenantContext: () => import('#middleware/tenant_context_middleware'),
  initializeBouncer: () => import('#middleware/initialize_bouncer_middleware'),
  apiLocale: () => import('#middleware/api_locale_middleware'),
  apiAuth: () => import('#middleware/api_auth_middleware'),
  guest: () => import('#middleware/guest_middleware'),
  auth: () => import('#middleware/auth_middleware'),
  role: () => import('#middleware/role_middleware'),
  freshConfirmation: () => import('#middleware/fresh_confirmation_middleware'),
  module: () => import('#middleware/module_middleware'),
  tenant: () => import('#middleware/tenant_middleware'),
  memberAuth: () => import('#middleware/member_auth_middleware'),
  memberCommunity: () => import('#middleware/member_community_middleware'),
})

/** The back-office's stack, in order, on the web group (start/routes.ts). */
export const webMiddleware = () => [
  middleware.session(),
  middleware.shield(),
  middleware.initializeAuth(),
  middleware.silentAuth(),
  middleware.detectLocale(),
  middleware.tenantContext(),
  middleware.initializeBouncer(),
]

/**
 * The stateless group's stack (/api/ and the like): no session, no cookie, no signed-in user.
 * The authenticator is there for the member API's token guard (`memberAuth` reads the
 * `Authorization` header only; nothing here reads a session).
 */
export const statelessMiddleware = () => [middleware.apiLocale(), middleware.apiAuth()]

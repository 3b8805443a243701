/*
|--------------------------------------------------------------------------
| HTTP kernel
|--------------------------------------------------------------------------
*/
import router from '@adonisjs/core/services/router'
import server from '@adonisjs/core/services/server'
import app from '@adonisjs/core/services/app'

server.errorHandler(() => import('#exceptions/handler'))

server.use([
  () => import('#middleware/container_bindings_middleware'),
  // CORS for /api only (config/cors.ts); a preflight is answered here.
  () => import('@adonisjs/cors/cors_middleware'),
  () => import('#middleware/api_json_middleware'),
  () => import('@adonisjs/static/static_middleware'),
  // Vite's dev server answers nothing in production: no check per request there.
  ...(app.inProduction ? [] : [() => import('#middleware/dev_assets_middleware')]),
  () => import('#middleware/inertia_middleware'),
  () => import('#middleware/stateless_public_middleware'),
])

router.use([
  () => import('@adonisjs/core/bodyparser_middleware'),
  () => import('#middleware/clean_query_string_middleware'),
  () => import('@adonisjs/session/session_middleware'),
  () => import('@adonisjs/shield/shield_middleware'),
  () => import('@adonisjs/auth/initialize_auth_middleware'),
  () => import('#middleware/silent_auth_middleware'),
  () => import('#middleware/detect_locale_middleware'),
  () => import('#middleware/tenant_context_middleware'),
  () => import('#middleware/initialize_bouncer_middleware'),
])

export const middleware = router.named({
  guest: () => import('#middleware/guest_middleware'),
  auth: () => import('#middleware/auth_middleware'),
  role: () => import('#middleware/role_middleware'),
  module: () => import('#middleware/module_middleware'),
  tenant: () => import('#middleware/tenant_middleware'),
})

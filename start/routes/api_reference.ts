/*
|--------------------------------------------------------------------------
| The API's OpenAPI document and its reference page (docs/members.md, "The API reference")
|--------------------------------------------------------------------------
| Registered in the stateless group (start/routes.ts) beside the API it describes.
*/
import router from '@adonisjs/core/services/router'

const ApiReferenceController = () => import('#controllers/api_reference/api_reference_controller')

export function apiReferenceRoutes() {
  router.get('/api/openapi.json', [ApiReferenceController, 'document']).as('api.openapi')
  router.get('/api/docs', [ApiReferenceController, 'page']).as('api.docs')
  router.get('/api/docs/swagger-ui.css', [ApiReferenceController, 'styles']).as('api.docs.styles')
  router
    .get('/api/docs/swagger-ui-bundle.js', [ApiReferenceController, 'renderer'])
    .as('api.docs.renderer')
  router.get('/api/docs/reference.js', [ApiReferenceController, 'start']).as('api.docs.start')
}

/*
|--------------------------------------------------------------------------
| Segments of the current community
|--------------------------------------------------------------------------
| Registered inside the tenant group (start/routes/tenant.ts); docs/tenant.md
| lists them. `:uid` is checked by the global matcher (start/route_params.ts),
| so /segments/create is never taken for a uid.
*/
import router from '@adonisjs/core/services/router'

const SegmentsController = () => import('#controllers/segments/segments_controller')

export function segmentsRoutes() {
  router.get('/segments', [SegmentsController, 'index']).as('segments.index')
  router.get('/segments/create', [SegmentsController, 'create']).as('segments.create')
  router.post('/segments', [SegmentsController, 'store']).as('segments.store')
  router.get('/segments/:uid', [SegmentsController, 'show']).as('segments.show')
  router.post('/segments/:uid/edit', [SegmentsController, 'update']).as('segments.update')
  router.delete('/segments/:uid', [SegmentsController, 'destroy']).as('segments.destroy')
}

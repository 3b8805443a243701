/*
|--------------------------------------------------------------------------
| Segments, products and the exchange rate of the current community
|--------------------------------------------------------------------------
| Registered inside the tenant group (start/routes/tenant.ts); docs/tenant.md
| lists them. The product image's routes come from its image column
| (app/services/images/image_columns.ts, start/routes/images.ts). `:uid` is
| checked by the global matcher (start/route_params.ts), so /products/create
| and /segments/create are never taken for a uid.
*/
import router from '@adonisjs/core/services/router'

const ProductsController = () => import('#controllers/catalog/products_controller')
const SegmentsController = () => import('#controllers/catalog/segments_controller')
const ExchangeRateController = () => import('#controllers/catalog/exchange_rate_controller')

export function catalogRoutes() {
  router.get('/ajax/exchange-rate', [ExchangeRateController, 'show']).as('exchange_rate.show')

  router.get('/products', [ProductsController, 'index']).as('products.index')
  router.get('/products/create', [ProductsController, 'create']).as('products.create')
  router.post('/products', [ProductsController, 'store']).as('products.store')
  router.get('/products/:uid', [ProductsController, 'show']).as('products.show')
  router.put('/products/:uid', [ProductsController, 'update']).as('products.update')
  router
    .post('/products/:uid/duplicate', [ProductsController, 'duplicate'])
    .as('products.duplicate')
  router
    .delete('/products/:uid/soft-delete', [ProductsController, 'softDelete'])
    .as('products.soft_delete')
  router.post('/products/:uid/restore', [ProductsController, 'restore']).as('products.restore')

  router.get('/segments', [SegmentsController, 'index']).as('segments.index')
  router.get('/segments/create', [SegmentsController, 'create']).as('segments.create')
  router.post('/segments', [SegmentsController, 'store']).as('segments.store')
  router.get('/segments/:uid', [SegmentsController, 'show']).as('segments.show')
  router.post('/segments/:uid/edit', [SegmentsController, 'update']).as('segments.update')
  router.delete('/segments/:uid', [SegmentsController, 'destroy']).as('segments.destroy')
}

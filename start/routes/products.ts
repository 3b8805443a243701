/*
|--------------------------------------------------------------------------
| Products of the current community
|--------------------------------------------------------------------------
| Registered inside the tenant group (start/routes/tenant.ts); docs/tenant.md
| lists them. The product image's routes come from its image column
| (app/controllers/images/image_columns.ts, start/routes/images.ts). `:uid` is
| checked by the global matcher (start/route_params.ts), so /products/create
| is never taken for a uid.
*/
import router from '@adonisjs/core/services/router'
import { FORMAT } from '#start/routes/contacts'

const ProductsController = () => import('#controllers/products/products_controller')

export function productsRoutes() {
  router.get('/products', [ProductsController, 'index']).as('products.index')
  router.get('/products/create', [ProductsController, 'create']).as('products.create')
  router
    .get('/products/export/:format', [ProductsController, 'export'])
    .where('format', FORMAT)
    .as('products.export')
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
}

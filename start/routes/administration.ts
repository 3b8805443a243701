/*
|--------------------------------------------------------------------------
| /administrare: bids and invoices (docs/auction.md)
|--------------------------------------------------------------------------
| Through the tenant scope: org-admins see their current community's rows, super-admins
| every community's, with a community column and filter.
*/
import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'

const AdminBidsController = () => import('#controllers/invoices/admin_bids_controller')
const InvoicesController = () => import('#controllers/invoices/invoices_controller')
const EfacturaController = () => import('#controllers/invoices/efactura_controller')
const CarPageController = () => import('#controllers/lots/car_page_controller')

export function administrationRoutes() {
  router
    .group(() => {
      router.get('/bids', [AdminBidsController, 'index']).as('bids.index')
      router
        .get('/bids/:uid/create-invoice', [InvoicesController, 'create'])
        .as('bids.create_invoice')
      router.post('/bids/:uid/invoices', [InvoicesController, 'store']).as('bids.invoices.store')
      router.get('/invoices', [InvoicesController, 'index']).as('invoices.index')
      router.get('/invoices/export.xlsx', [InvoicesController, 'export']).as('invoices.export')
      router.get('/invoices/:uid', [InvoicesController, 'show']).as('invoices.show')
      router.post('/invoices/:uid/reverse', [InvoicesController, 'reverse']).as('invoices.reverse')
      // e-Factura (docs/efactura.md): the XML, ANAF's signed archive, sending again.
      router.get('/invoices/:uid/efactura.xml', [EfacturaController, 'xml']).as('invoices.efactura')
      router
        .get('/invoices/:uid/efactura-anaf.zip', [EfacturaController, 'archive'])
        .as('invoices.efactura_archive')
      router
        .post('/invoices/:uid/efactura/resend', [EfacturaController, 'resend'])
        .as('invoices.efactura_resend')
    })
    .prefix('/administrare')
    .as('admin')
    .use([middleware.auth(), middleware.role(['super-admin', 'org-admin'])])

  // The car's page, opened from /administrare/bids: the org-admin's (with "Adaugă ofertă", in the
  // tenant area: start/routes/lots.ts), a super-admin's read-only, any community's.
  router
    .get('/lot/:lot_uid/car/:car_uid', [CarPageController, 'show'])
    .as('lot_car.show')
    .use([middleware.auth(), middleware.role(['super-admin', 'org-admin'])])
}

/*
|--------------------------------------------------------------------------
| /administrare: bids and invoices (issue 31; docs/auction.md)
|--------------------------------------------------------------------------
| Org-admins see their current community's rows (the tenant scope), super-admins
| every community's, with a community column and filter (the models' named scope).
*/
import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'

const AdminBidsController = () => import('#controllers/invoices/admin_bids_controller')
const InvoicesController = () => import('#controllers/invoices/invoices_controller')

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
    router.post('/invoices/:uid/cancel', [InvoicesController, 'cancel']).as('invoices.cancel')
  })
  .prefix('/administrare')
  .as('admin')
  .use([middleware.auth(), middleware.role(['super-admin', 'org-admin'])])

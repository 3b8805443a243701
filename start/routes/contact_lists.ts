/*
|--------------------------------------------------------------------------
| Contact lists of the current community
|--------------------------------------------------------------------------
| Registered inside the tenant group (start/routes/tenant.ts); docs/tenant.md
| lists them. The URLs are the spec's (/lists, /ajax/lists).
*/
import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'
import { FORMAT } from '#start/routes/contacts'

const ContactListsController = () => import('#controllers/contact_lists/contact_lists_controller')
const ContactExportsController = () => import('#controllers/contacts/contact_exports_controller')

export function contactListsRoutes() {
  router.get('/lists', [ContactListsController, 'index']).as('contact_lists.index')
  router.post('/lists', [ContactListsController, 'store']).as('contact_lists.store')
  router.get('/ajax/lists', [ContactListsController, 'ajax']).as('contact_lists.ajax')
  router.get('/lists/:uid', [ContactListsController, 'show']).as('contact_lists.show')
  router.post('/lists/:uid', [ContactListsController, 'update']).as('contact_lists.update')
  router.delete('/lists/:uid', [ContactListsController, 'destroy']).as('contact_lists.destroy')
  router
    .get('/lists/:uid/export/:format', [ContactExportsController, 'list'])
    .where('format', FORMAT)
    .use(middleware.freshConfirmation())
    .as('contact_lists.export')
}

/*
|--------------------------------------------------------------------------
| Contacts and companies of the current community
|--------------------------------------------------------------------------
| Registered inside the tenant group (start/routes/tenant.ts); docs/tenant.md
| lists them.
*/
import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'

const ContactsController = () => import('#controllers/contacts/contacts_controller')
const ContactBulkController = () => import('#controllers/contacts/contact_bulk_controller')
const CompaniesController = () => import('#controllers/companies/companies_controller')
const ContactExportsController = () => import('#controllers/contacts/contact_exports_controller')

// `:uid` matches only a uid (start/route_params.ts), so /contacts/importer (start/routes/imports.ts)
// and /contacts/bulk/…
// stay their own routes.

/** The export formats. */
export const FORMAT = /^(csv|xlsx)$/

export function contactsRoutes() {
  router.get('/contacts', [ContactsController, 'index']).as('contacts.index')
  router.post('/contacts', [ContactsController, 'store']).as('contacts.store')
  router.get('/contacts/options', [ContactsController, 'options']).as('contacts.options')
  router
    .post('/contacts/bulk/delete', [ContactBulkController, 'destroy'])
    .as('contacts.bulk.destroy')
  router
    .post('/contacts/bulk/add-to-list', [ContactBulkController, 'addToList'])
    .as('contacts.bulk.add_to_list')
  router
    .post('/contacts/bulk/remove-from-list', [ContactBulkController, 'removeFromList'])
    .as('contacts.bulk.remove_from_list')
  router
    .get('/contacts/export/:format', [ContactExportsController, 'contacts'])
    .where('format', FORMAT)
    .use(middleware.freshConfirmation())
    .as('contacts.export')
  router
    .post('/contacts/:uid', [ContactsController, 'update'])

    .as('contacts.update')
  router.delete('/contacts/:uid', [ContactsController, 'destroy']).as('contacts.destroy')

  router.get('/companies', [CompaniesController, 'index']).as('companies.index')
  router.post('/companies', [CompaniesController, 'store']).as('companies.store')
  router
    .post('/companies/:uid', [CompaniesController, 'update'])

    .as('companies.update')
  router
    .delete('/companies/:uid', [CompaniesController, 'destroy'])

    .as('companies.destroy')
}

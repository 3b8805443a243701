/*
|--------------------------------------------------------------------------
| Contacts, lists and companies of the current community
|--------------------------------------------------------------------------
| Registered inside the tenant group (start/routes/tenant.ts); docs/tenant.md
| lists them.
*/
import router from '@adonisjs/core/services/router'

const ContactsController = () => import('#controllers/contacts/contacts_controller')
const ContactBulkController = () => import('#controllers/contacts/contact_bulk_controller')
const ListsController = () => import('#controllers/contacts/lists_controller')
const ImportsController = () => import('#controllers/contacts/imports_controller')

/** Only a uid matches `:uid` (so /contacts/importer and /contacts/bulk/… stay their own routes). */
const UID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

export function contactsRoutes() {
  router.get('/contacts', [ContactsController, 'index']).as('contacts.index')
  router.post('/contacts', [ContactsController, 'store']).as('contacts.store')
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
    .post('/contacts/:uid', [ContactsController, 'update'])
    .where('uid', UID)
    .as('contacts.update')
  router
    .delete('/contacts/:uid', [ContactsController, 'destroy'])
    .where('uid', UID)
    .as('contacts.destroy')

  router.get('/contacts/importer', [ImportsController, 'wizard']).as('contacts.importer')
  router
    .post('/contacts/importer/start', [ImportsController, 'start'])
    .as('contacts.importer.start')
  router.get('/ajax/import-fields', [ImportsController, 'fields']).as('contacts.import_fields')
  router.get('/contacts/imports', [ImportsController, 'index']).as('contacts.imports.index')
  router
    .get('/contacts/imports/:uid', [ImportsController, 'show'])
    .where('uid', UID)
    .as('contacts.imports.show')
  router
    .get('/contacts/imports/:uid/skipped.csv', [ImportsController, 'skipped'])
    .where('uid', UID)
    .as('contacts.imports.skipped')
  router
    .post('/contacts/imports/:uid/undo', [ImportsController, 'undo'])
    .where('uid', UID)
    .as('contacts.imports.undo')

  router.get('/lists', [ListsController, 'index']).as('lists.index')
  router.post('/lists', [ListsController, 'store']).as('lists.store')
  router.get('/ajax/lists', [ListsController, 'ajax']).as('lists.ajax')
  router.get('/lists/:uid', [ListsController, 'show']).where('uid', UID).as('lists.show')
  router.post('/lists/:uid', [ListsController, 'update']).where('uid', UID).as('lists.update')
  router.delete('/lists/:uid', [ListsController, 'destroy']).where('uid', UID).as('lists.destroy')
}

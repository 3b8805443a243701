/*
|--------------------------------------------------------------------------
| The contact import of the current community
|--------------------------------------------------------------------------
| Registered inside the tenant group (start/routes/tenant.ts); docs/tenant.md
| lists them. The URLs and names are the spec's, under /contacts.
*/
import router from '@adonisjs/core/services/router'

const ImportsController = () => import('#controllers/imports/imports_controller')

export function importsRoutes() {
  router.get('/contacts/importer', [ImportsController, 'wizard']).as('contacts.importer')
  router
    .post('/contacts/importer/start', [ImportsController, 'start'])
    .as('contacts.importer.start')
  router.get('/ajax/import-fields', [ImportsController, 'fields']).as('contacts.import_fields')
  router.get('/contacts/imports', [ImportsController, 'index']).as('contacts.imports.index')
  router.get('/contacts/imports/:uid', [ImportsController, 'show']).as('contacts.imports.show')
  router
    .get('/contacts/imports/:uid/skipped.csv', [ImportsController, 'skipped'])
    .as('contacts.imports.skipped')
  router
    .post('/contacts/imports/:uid/undo', [ImportsController, 'undo'])
    .as('contacts.imports.undo')
}

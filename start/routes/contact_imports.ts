/*
|--------------------------------------------------------------------------
| The contact import of the current community
|--------------------------------------------------------------------------
| Registered inside the tenant group (start/routes/tenant.ts); docs/tenant.md
| lists them. The URLs and names are the spec's, under /contacts.
*/
import router from '@adonisjs/core/services/router'

const ContactImportsController = () =>
  import('#controllers/contact_imports/contact_imports_controller')

export function contactImportsRoutes() {
  router
    .get('/contacts/importer', [ContactImportsController, 'wizard'])
    .as('contact_imports.importer')
  router
    .post('/contacts/importer/start', [ContactImportsController, 'start'])
    .as('contact_imports.start')
  router
    .get('/ajax/import-fields', [ContactImportsController, 'fields'])
    .as('contact_imports.fields')
  router.get('/contacts/imports', [ContactImportsController, 'index']).as('contact_imports.index')
  router
    .get('/contacts/imports/:uid', [ContactImportsController, 'show'])
    .as('contact_imports.show')
  router
    .get('/contacts/imports/:uid/skipped.csv', [ContactImportsController, 'skipped'])
    .as('contact_imports.skipped')
  router
    .post('/contacts/imports/:uid/undo', [ContactImportsController, 'undo'])
    .as('contact_imports.undo')
}

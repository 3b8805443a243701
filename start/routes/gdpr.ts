/*
|--------------------------------------------------------------------------
| GDPR requests and consent (docs/security.md, "GDPR requests and consent")
|--------------------------------------------------------------------------
| Registered inside the tenant group (start/routes/tenant.ts): a contact's data
| (page and JSON), its erasure and a consent recorded by the staff; the
| organization's request register. `:uid` matches only a uid.
*/
import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'

const ContactDataController = () => import('#controllers/gdpr/contact_data_controller')
const GdprRequestsController = () => import('#controllers/gdpr/gdpr_requests_controller')

export function gdprRoutes() {
  router.get('/contacts/:uid/data', [ContactDataController, 'show']).as('gdpr.contact_data.show')
  router
    .get('/contacts/:uid/data/download', [ContactDataController, 'download'])
    .as('gdpr.contact_data.download')
  router
    .post('/contacts/:uid/erase', [ContactDataController, 'erase'])
    .use(middleware.freshConfirmation())
    .as('gdpr.contacts.erase')
  router
    .post('/contacts/:uid/consents', [ContactDataController, 'consent'])
    .as('gdpr.contacts.consent')

  router.get('/gdpr/requests', [GdprRequestsController, 'index']).as('gdpr.requests.index')
  router.post('/gdpr/requests', [GdprRequestsController, 'store']).as('gdpr.requests.store')
  router.post('/gdpr/requests/:uid/done', [GdprRequestsController, 'done']).as('gdpr.requests.done')
}

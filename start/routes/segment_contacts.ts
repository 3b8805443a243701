/*
|--------------------------------------------------------------------------
| A segment's contacts (docs/members.md, "What the org-admin sees")
|--------------------------------------------------------------------------
| Registered inside the tenant group (start/routes/tenant.ts). `:uid` and
| `:contact_uid` are uids (start/route_params.ts).
*/
import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'
import { FORMAT } from '#start/routes/contacts'

const SegmentContactsController = () =>
  import('#controllers/segment_contacts/segment_contacts_controller')
const ContactExportsController = () => import('#controllers/contacts/contact_exports_controller')

export function segmentContactsRoutes() {
  router
    .get('/segments/:uid/contacts', [SegmentContactsController, 'index'])
    .as('segment_contacts.index')
  router
    .post('/segments/:uid/contacts', [SegmentContactsController, 'store'])
    .as('segment_contacts.store')
  router
    .delete('/segments/:uid/contacts/:contact_uid', [SegmentContactsController, 'destroy'])
    .as('segment_contacts.destroy')
  router
    .get('/segments/:uid/contacts/export/:format', [ContactExportsController, 'segment'])
    .where('format', FORMAT)
    .use(middleware.freshConfirmation())
    .as('segment_contacts.export')
}

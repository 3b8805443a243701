/*
|--------------------------------------------------------------------------
| The event editor: /events/{uid} and its six tabs (docs/events.md)
|--------------------------------------------------------------------------
| Called from eventsRoutes() (start/routes/events.ts), so inside the tenant
| group and behind module('events-module'). The Event tab saves on
| events.update (ev-core); the images' routes come from their image columns
| (app/controllers/images/image_columns.ts, start/routes/images.ts).
*/
import router from '@adonisjs/core/services/router'

const EventTabsController = () => import('#controllers/events/event_tabs_controller')

export function eventEditorRoutes() {
  router.get('/events/:uid', [EventTabsController, 'show']).as('events.edit')
  router
    .post('/events/:uid/edit/sales-info', [EventTabsController, 'salesInfo'])
    .as('events.edit.sales_info')
  router
    .post('/events/:uid/edit/branding', [EventTabsController, 'branding'])
    .as('events.edit.branding')
  router
    .post('/events/:uid/edit/contact', [EventTabsController, 'contact'])
    .as('events.edit.contact')
  router.post('/events/:uid/edit/links', [EventTabsController, 'links']).as('events.edit.links')
  router
    .post('/events/:uid/edit/partners-and-sponsors', [EventTabsController, 'partners'])
    .as('events.edit.partners')
}

/*
|--------------------------------------------------------------------------
| Events of the current community (docs/events.md)
|--------------------------------------------------------------------------
| Registered inside the tenant group (start/routes/tenant.ts), behind
| module('events-module'). The six-tab editor's routes are in
| start/routes/event_editor.ts; `:uid` matches only a uid (start/route_params.ts),
| so /events/create is never taken for one.
*/
import router from '@adonisjs/core/services/router'
import { eventEditorRoutes } from '#start/routes/event_editor'
import { attendeesRoutes } from '#start/routes/event_attendees'

const EventsController = () => import('#controllers/events/events_controller')
const EventsApiController = () => import('#controllers/events/events_api_controller')

export function eventsRoutes() {
  router.get('/events', [EventsController, 'index']).as('events.index')
  router.get('/events/create', [EventsController, 'create']).as('events.create')
  router.post('/events', [EventsController, 'store']).as('events.store')
  router.delete('/events/:uid', [EventsController, 'destroy']).as('events.destroy')
  router.post('/events/:uid/edit', [EventsController, 'update']).as('events.update')
  router.post('/events/:uid/duplicate', [EventsController, 'duplicate']).as('events.duplicate')

  eventEditorRoutes()
  attendeesRoutes()
}

/** What the mobile app reads without a session: registered with the mobile settings JSON (start/routes/mobile_app.ts). */
export function publicEventsRoutes() {
  router.get('/api/communities/:slug/events', [EventsApiController, 'index']).as('api.events.index')
  router
    .get('/api/communities/:slug/events/:uid/image/:type', [EventsApiController, 'image'])
    .where('type', /^(hero_image|trust_el_image)$/)
    .as('api.events.image')
}

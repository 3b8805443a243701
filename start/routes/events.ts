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

const EventsController = () => import('#controllers/events/events_controller')
const PlaceholderController = () => import('#controllers/shared/placeholder_controller')

export function eventsRoutes() {
  router.get('/events', [EventsController, 'index']).as('events.index')
  router.get('/events/create', [PlaceholderController, 'show']).as('events.create')

  router.delete('/events/:uid', [EventsController, 'destroy']).as('events.destroy')

  eventEditorRoutes()
}

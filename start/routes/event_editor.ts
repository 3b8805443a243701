/*
|--------------------------------------------------------------------------
| The event editor: /events/{uid} and its six tabs (docs/events.md)
|--------------------------------------------------------------------------
| Called from eventsRoutes() (start/routes/events.ts), so inside the tenant
| group and behind module('events-module').
*/

export function eventEditorRoutes() {}

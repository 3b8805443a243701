/*
|--------------------------------------------------------------------------
| Event attendees: registration, the person's links (docs/events.md, "Attendees")
|--------------------------------------------------------------------------
| The registration API is public (no session, like the events answer); the
| links of the registration's e-mails open pages without an account, their
| signature (the router's signed URLs) being the key. The staff's routes (the Participanți tab,
| check-in) are in attendeesRoutes(), inside the tenant group.
*/
import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'
import { throttleRegistrationsPerIp } from '#start/limiter'

const RegistrationsApiController = () =>
  import('#controllers/event_attendees/registrations_api_controller')
const RegistrationLinksController = () =>
  import('#controllers/event_attendees/registration_links_controller')

const LEGACY_TOKEN = /^[A-Za-z0-9_-]{43}$/

/** The mobile app's registration: beside GET /api/communities/{slug}/events. */
export function publicRegistrationRoutes() {
  router
    .post('/api/communities/:slug/events/:uid/registrations', [RegistrationsApiController, 'store'])
    .use(throttleRegistrationsPerIp)
    .as('api.events.registrations.store')
}

/** The pages the registration's e-mails link to (web group: their forms carry a CSRF token). */
export function registrationLinksRoutes() {
  router
    .get('/event-registrations/:uid', [RegistrationLinksController, 'show'])
    .as('registrations.show')
  router
    .get('/event-registrations/:uid/confirm', [RegistrationLinksController, 'confirm'])
    .as('registrations.confirm')
  router
    .post('/event-registrations/:uid/accept', [RegistrationLinksController, 'accept'])
    .as('registrations.accept')
  router
    .post('/event-registrations/:uid/cancel', [RegistrationLinksController, 'cancel'])
    .as('registrations.cancel')
  // The links e-mailed before they were signed: a 43-character token after the uid.
  router
    .get('/event-registrations/:uid/:token', [RegistrationLinksController, 'legacyShow'])
    .where('token', LEGACY_TOKEN)
    .as('registrations.legacy_show')
  router
    .get('/event-registrations/:uid/:token/confirm', [RegistrationLinksController, 'legacyConfirm'])
    .where('token', LEGACY_TOKEN)
    .as('registrations.legacy_confirm')
}

const AttendeesController = () => import('#controllers/event_attendees/attendees_controller')

/** The staff's side: the Participanți tab's actions and the check-in screen (tenant group). */
export function attendeesRoutes() {
  router.post('/events/:uid/attendees', [AttendeesController, 'store']).as('events.attendees.store')
  router
    .get('/events/:uid/attendees/export/:format', [AttendeesController, 'export'])
    .where('format', /^(csv|xlsx)$/)
    .use(middleware.freshConfirmation())
    .as('events.attendees.export')
  router.get('/events/:uid/check-in', [AttendeesController, 'checkInScreen']).as('events.check_in')
  router.post('/events/:uid/check-in', [AttendeesController, 'checkIn']).as('events.check_in.store')
  router.post('/attendees/:uid/cancel', [AttendeesController, 'cancel']).as('attendees.cancel')
  router.post('/attendees/:uid/move-up', [AttendeesController, 'moveUp']).as('attendees.move_up')
  router.post('/attendees/:uid/resend', [AttendeesController, 'resend']).as('attendees.resend')
}

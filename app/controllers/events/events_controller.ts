import type { HttpContext } from '@adonisjs/core/http'
import Event from '#models/event'
import { EventService } from '#services/events/event_service'
import { eventsPage } from '#services/events/event_list'
import EventTransformer from '#transformers/events/event_transformer'

/** /events, "Pagina evenimente", the create form and the Event tab's save (docs/events.md). */
export default class EventsController {
  /** The table: search, sort by dates (upcoming first by default), pages. */
  async index({ inertia, request, tenant }: HttpContext) {
    const list = await eventsPage(request, tenant)
    return inertia.render('events/index', {
      events: EventTransformer.transform(list.rows).useVariant('toRow'),
      meta: list.meta,
      state: list.state,
    })
  }

  /** Deletes the event (hard delete: images and event contact too), back to the same view. */
  async destroy({ tenant, params, i18n, response, session }: HttpContext) {
    const event = await Event.findForTenantOr404(tenant, params.uid, i18n.t('errors.not_found'))
    await EventService.destroy(event)
    session.flash('success', i18n.t('events.deleted', { name: event.name }))
    return response.redirect().withQs().back()
  }
}

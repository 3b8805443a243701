import type { HttpContext } from '@adonisjs/core/http'
import Event from '#models/event'
import { eventsPage } from '#services/events/event_list'
import { eventFormOptions } from '#services/events/event_form'
import { EventService } from '#services/events/event_service'
import { createEventValidator, eventTabValidator } from '#validators/events/event'
import EventTransformer from '#transformers/events/event_transformer'

/** /events, "Pagina evenimente", the create form and the Event tab's save (docs/events.md). */
export default class EventsController {
  private find({ tenant, params, i18n }: HttpContext) {
    return Event.findForTenantOr404(tenant, params.uid, i18n.t('errors.not_found'))
  }

  /** The table: search, sort by dates (upcoming first by default), pages. */
  async index({ inertia, request, tenant }: HttpContext) {
    const list = await eventsPage(request, tenant)
    return inertia.render('events/index', {
      events: EventTransformer.transform(list.rows).useVariant('toRow'),
      meta: list.meta,
      state: list.state,
    })
  }

  async create({ inertia, tenant, i18n }: HttpContext) {
    return inertia.render('events/create', { options: await eventFormOptions(tenant, i18n) })
  }

  /** The new event and its contact; then its editor, on the Event tab. */
  async store({ request, response, session, tenant, i18n }: HttpContext) {
    const data = await request.validateUsing(createEventValidator, {
      meta: { communityId: tenant.communityId },
    })
    const event = await EventService.create(tenant.communityId, data)
    session.flash('success', i18n.t('events.created', { name: event.name }))
    return response.redirect().toRoute('events.edit', { uid: event.uid }, { qs: { tab: 'event' } })
  }

  /** The editor's Event tab: back to it. */
  async update(ctx: HttpContext) {
    const { request, response, session, tenant, i18n } = ctx
    const event = await this.find(ctx)
    const data = await request.validateUsing(eventTabValidator, {
      meta: { communityId: tenant.communityId, productId: event.productId },
    })
    await EventService.update(event, data)
    session.flash('success', i18n.t('events.updated', { name: event.name }))
    return response.redirect().toRoute('events.edit', { uid: event.uid }, { qs: { tab: 'event' } })
  }

  /** "Duplică": the copy (every tab, images included) opens in the editor. */
  async duplicate(ctx: HttpContext) {
    const { response, session, i18n } = ctx
    const copy = await EventService.duplicate(await this.find(ctx), i18n)
    session.flash('success', i18n.t('events.duplicated', { name: copy.name }))
    return response.redirect().toRoute('events.edit', { uid: copy.uid }, { qs: { tab: 'event' } })
  }

  /** Deletes the event (hard delete: images and event contact too), back to the same view. */
  async destroy(ctx: HttpContext) {
    const { response, session, i18n } = ctx
    const event = await this.find(ctx)
    await EventService.destroy(event)
    session.flash('success', i18n.t('events.deleted', { name: event.name }))
    return response.redirect().withQs().back()
  }
}

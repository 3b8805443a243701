import type { HttpContext } from '@adonisjs/core/http'
import Event from '#models/event'
import { EventTabsService } from '#services/events/event_tabs_service'
import { eventFormOptions } from '#services/events/event_form'
import { geocoder } from '#services/shared/configured_geocoder'
import EventTransformer from '#transformers/events/event_transformer'
import EventRegistrationTransformer from '#transformers/events/event_registration_transformer'
import { attendeeCounts, attendeesPage } from '#services/events/attendee_list'
import type { EventTab } from '#shared/event_urls'
import {
  eventBrandingValidator,
  eventContactValidator,
  eventLinksValidator,
  partnersValidator,
  salesInfoValidator,
} from '#validators/events/event_tabs'

/**
 * The event editor's tabs other than Event (docs/events.md): Sales Info, Branding, Contact,
 * Links, Partners and Sponsors, each saved on its own route and answered by the same tab.
 * Another community's event is a 404 (the tenant scope), with nothing changed.
 */
export default class EventTabsController {
  private find({ tenant, params, i18n }: HttpContext) {
    return Event.findForTenantOr404(tenant, params.uid, i18n.t('errors.not_found'))
  }

  private saved({ response, session, i18n }: HttpContext, event: Event, tab: EventTab) {
    session.flash('success', i18n.t(`events.editor.saved.${tab}`))
    return response.redirect().toRoute('events.edit', { uid: event.uid }, { qs: { tab } })
  }

  /**
   * /events/{uid}, "Editează eveniment": the event, the option lists (visibility, types, promo,
   * suitable-for), the community's products and companies, and the chosen partners and
   * sponsors, the Participanți tab's counts and page (its own ?search=&status=&sort=&page=).
   * The tab to open is in the URL (`?tab=`), read by the page.
   */
  async show(ctx: HttpContext) {
    const event = await this.find(ctx)
    const [options, companies, chosen, , counts, attendees] = await Promise.all([
      eventFormOptions(ctx.tenant, ctx.i18n, event.productId),
      EventTabsService.companyOptions(ctx.tenant),
      EventTabsService.companyIds(event),
      event.load('contact'),
      attendeeCounts(event),
      attendeesPage(ctx.request, event),
    ])
    return ctx.inertia.render('events/edit', {
      event: EventTransformer.transform(event).useVariant('toEditor'),
      eventForm: EventTransformer.transform(event).useVariant('toForm'),
      options,
      companies,
      partnerIds: chosen.partners,
      sponsorIds: chosen.sponsors,
      geocoder: geocoder().enabled,
      attendees: {
        counts,
        rows: attendees.rows.map((row) => new EventRegistrationTransformer(row).toRow()),
        meta: attendees.meta,
        state: attendees.state,
      },
    })
  }

  async salesInfo(ctx: HttpContext) {
    const event = await this.find(ctx)
    await EventTabsService.saveSalesInfo(event, await ctx.request.validateUsing(salesInfoValidator))
    return this.saved(ctx, event, 'sales')
  }

  async branding(ctx: HttpContext) {
    const event = await this.find(ctx)
    await EventTabsService.saveBranding(
      event,
      await ctx.request.validateUsing(eventBrandingValidator)
    )
    return this.saved(ctx, event, 'branding')
  }

  async contact(ctx: HttpContext) {
    const event = await this.find(ctx)
    await EventTabsService.saveContact(
      event,
      await ctx.request.validateUsing(eventContactValidator)
    )
    return this.saved(ctx, event, 'contact')
  }

  async links(ctx: HttpContext) {
    const event = await this.find(ctx)
    await EventTabsService.saveLinks(event, await ctx.request.validateUsing(eventLinksValidator))
    return this.saved(ctx, event, 'links')
  }

  async partners(ctx: HttpContext) {
    const event = await this.find(ctx)
    const data = await ctx.request.validateUsing(partnersValidator, {
      meta: { communityId: event.communityId },
    })
    await EventTabsService.savePartners(event, data)
    return this.saved(ctx, event, 'partners')
  }
}

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
import { timelineOf } from '#services/audit/audit_log'

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
    const [options, companies, chosen, , counts, attendees, timeline] = await Promise.all([
      eventFormOptions(ctx.tenant, ctx.i18n, event.productId),
      EventTabsService.companyOptions(ctx.tenant),
      EventTabsService.companyIds(event),
      event.load('contact'),
      attendeeCounts(event),
      attendeesPage(ctx.request, event),
      timelineOf(ctx.tenant, 'event', event.id),
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
      timeline,
    })
  }

  /** Finds the event, then validates and saves the tab's form (`save`) and answers with the tab. */
  private async saveTab(ctx: HttpContext, tab: EventTab, save: (event: Event) => Promise<unknown>) {
    const event = await this.find(ctx)
    await save(event)
    return this.saved(ctx, event, tab)
  }

  async salesInfo(ctx: HttpContext) {
    return this.saveTab(ctx, 'sales', async (event) =>
      EventTabsService.saveSalesInfo(event, await ctx.request.validateUsing(salesInfoValidator))
    )
  }

  async branding(ctx: HttpContext) {
    return this.saveTab(ctx, 'branding', async (event) =>
      EventTabsService.saveBranding(event, await ctx.request.validateUsing(eventBrandingValidator))
    )
  }

  async contact(ctx: HttpContext) {
    return this.saveTab(ctx, 'contact', async (event) =>
      EventTabsService.saveContact(event, await ctx.request.validateUsing(eventContactValidator))
    )
  }

  async links(ctx: HttpContext) {
    return this.saveTab(ctx, 'links', async (event) =>
      EventTabsService.saveLinks(event, await ctx.request.validateUsing(eventLinksValidator))
    )
  }

  async partners(ctx: HttpContext) {
    return this.saveTab(ctx, 'partners', async (event) => {
      const data = await ctx.request.validateUsing(partnersValidator, {
        meta: { communityId: event.communityId },
      })
      await EventTabsService.savePartners(event, data)
    })
  }
}

import type { HttpContext } from '@adonisjs/core/http'
import {
  communityWithEvents,
  publicEvents,
  publicEventsPage,
  publicPaging,
} from '#services/events/public_events'
import { serveImage } from '#controllers/images/serve_image'
import { NotFoundException } from '#exceptions/http_errors'
import { publicEventsVersion } from '#services/events/public_events_version'
import { notModified, strongEtag } from '#controllers/shared/conditional_get'
import EventTransformer from '#transformers/events/event_transformer'

/** The images the API links to, by the URL's name. */
const API_IMAGES = { hero_image: 'heroImage', trust_el_image: 'trustElImage' } as const

/**
 * GET /api/communities/{slug}/events: the community's upcoming public events for the mobile
 * app, without a session (no cookie: the stateless API group, start/routes.ts), from any origin
 * (config/cors.ts), cached for a minute with an ETag (docs/organizations.md, "Public endpoints").
 */
export default class EventsApiController {
  async index(ctx: HttpContext) {
    const { params, request, response } = ctx
    const { page, perPage } = publicPaging(request.qs())
    const version = await publicEventsVersion(params.slug, page, perPage)
    if (!version) throw new NotFoundException(ctx.i18n.t('errors.not_found'))
    // The caller's copy is current: a 304 before any event is read.
    if (notModified(ctx, strongEtag(version.parts), version.lastModified)) return
    const { community } = version
    const events = await publicEventsPage(community.id, page, perPage)
    return response.json({
      data: events.all().map((event) => new EventTransformer(event).toApi(community.slug)),
      meta: {
        current_page: events.currentPage,
        per_page: events.perPage,
        total: events.total,
        last_page: Math.max(1, events.lastPage),
      },
    })
  }

  /**
   * GET /api/communities/{slug}/events/{uid}/image/{hero_image|trust_el_image}: an image of
   * one of those events (the API's `*_url`), without a session; 404 for any other event.
   */
  async image(ctx: HttpContext) {
    const { params } = ctx
    const notFound = () => new NotFoundException(ctx.i18n.t('errors.not_found'))
    const community = await communityWithEvents(params.slug)
    if (!community) throw notFound()
    const event = await publicEvents(community.id).where('events.uid', params.uid).first()
    const key = event?.[API_IMAGES[params.type as keyof typeof API_IMAGES]]
    if (!key) throw notFound()
    return serveImage(ctx, key)
  }
}

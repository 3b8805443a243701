import type { HttpContext } from '@adonisjs/core/http'
import { communityWithEvents, publicEventsPage, publicPaging } from '#services/events/public_events'
import EventTransformer from '#transformers/events/event_transformer'

/**
 * GET /api/communities/{slug}/events: the community's upcoming public events for the mobile
 * app, without a session (no cookies: stateless_public_middleware), from any origin, cached
 * for a minute (docs/organizations.md, "Public endpoints").
 */
export default class EventsApiController {
  async index({ params, request, response }: HttpContext) {
    response.header('Access-Control-Allow-Origin', '*')
    const community = await communityWithEvents(params.slug)
    if (!community) return response.notFound({ error: 'not_found' })
    const { page, perPage } = publicPaging(request.qs())
    const events = await publicEventsPage(community.id, page, perPage)
    response.header('Cache-Control', 'public, max-age=60')
    return response.json({
      data: events.all().map((event) => new EventTransformer(event).toApi()),
      meta: {
        current_page: events.currentPage,
        per_page: events.perPage,
        total: events.total,
        last_page: Math.max(1, events.lastPage),
      },
    })
  }
}

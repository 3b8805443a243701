import type { HttpContext } from '@adonisjs/core/http'
import Event from '#models/event'
import { NotFoundException } from '#exceptions/http_errors'
import { publicEventsPage, publicEventsVersion, publicPaging } from '#services/events/public_events'
import { serveImage } from '#controllers/images/serve_image'
import { answerJson, keptVersion } from '#controllers/shared/conditional_get'
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
    const { params, request } = ctx
    const notFound = () => new NotFoundException(ctx.i18n.t('errors.not_found'))
    const { page, perPage } = publicPaging(request.qs())
    // One statement (none while a kept version is current) tells the page's tag: a 304 or an
    // answer already built for it, before any model is built.
    const version = await keptVersion(ctx, [params.slug, page, perPage], () =>
      publicEventsVersion(params.slug, page, perPage)
    )
    if (!version) throw notFound()
    return answerJson(ctx, version, async () => {
      // The page and its total in one statement.
      const listed = await publicEventsPage(params.slug, page, perPage)
      if (!listed) throw notFound()
      return {
        body: {
          data: listed.events.map((event) => new EventTransformer(event).toApi(params.slug)),
          meta: {
            current_page: page,
            per_page: perPage,
            total: listed.total,
            last_page: Math.max(1, Math.ceil(listed.total / perPage)),
          },
        },
        // The version of the page read, which the answer is kept and sent under.
        version: listed.version,
      }
    })
  }

  /**
   * GET /api/communities/{slug}/events/{uid}/image/{hero_image|trust_el_image}: an image of
   * one of those events (the API's `*_url`), without a session; 404 for any other event.
   */
  async image(ctx: HttpContext) {
    const { params } = ctx
    const event = await Event.query()
      .withScopes((scopes) => scopes.listedIn(params.slug))
      .where('events.uid', params.uid)
      .first()
    const key = event?.[API_IMAGES[params.type as keyof typeof API_IMAGES]]
    if (!key) throw new NotFoundException(ctx.i18n.t('errors.not_found'))
    return serveImage(ctx, key)
  }
}

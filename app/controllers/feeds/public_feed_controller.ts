import type { HttpContext } from '@adonisjs/core/http'
import { serveImage } from '#controllers/images/serve_image'
import { NotFoundException } from '#exceptions/http_errors'
import {
  publicFeed,
  publicFeedPage,
  publicFeedVersion,
  publishedItem,
} from '#services/feeds/public_feed'
import { answerJson, keptVersion } from '#controllers/shared/conditional_get'
import FeedTransformer from '#transformers/feeds/feed_transformer'

/**
 * For the mobile app: no session, any origin (config/cors.ts), cached briefly with an ETag
 * (docs/content.md, "Public feed").
 */
export default class PublicFeedController {
  async index(ctx: HttpContext) {
    const { params, request } = ctx
    const { page, perPage } = publicFeedPage(request.qs())
    const version = await keptVersion(ctx, [params.slug, page, perPage], () =>
      publicFeedVersion(params.slug, page, perPage)
    )
    if (!version) throw new NotFoundException(ctx.i18n.t('errors.not_found'))
    // A 304 or an answer already built for this tag, before any item is read.
    return answerJson(ctx, version, async () => {
      const { items, hasMore, version: built } = await publicFeed(params.slug, page, perPage)
      const data = items.map((item) => new FeedTransformer(item).toPublic(params.slug))
      return {
        body: { data, meta: { page, per_page: perPage, has_more: hasMore } },
        version: built,
      }
    })
  }

  async image(ctx: HttpContext) {
    const item = await publishedItem(ctx.params.slug, ctx.params.uid)
    if (!item.image) throw new NotFoundException(ctx.i18n.t('errors.not_found'))
    return serveImage(ctx, item.image)
  }
}

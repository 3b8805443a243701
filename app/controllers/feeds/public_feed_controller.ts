import type { HttpContext } from '@adonisjs/core/http'
import { ImageService } from '#services/images/image_service'
import { publicFeed, publicFeedPage, publishedItem } from '#services/feeds/public_feed'
import FeedTransformer from '#transformers/feeds/feed_transformer'

/**
 * For the mobile app: no session, any origin (config/cors.ts), cached briefly (docs/content.md,
 * "Public feed").
 */
export default class PublicFeedController {
  async index({ params, request, response }: HttpContext) {
    const { page, perPage } = publicFeedPage(request.qs())
    const { items, hasMore } = await publicFeed(params.slug, page, perPage)
    response.header('Cache-Control', 'public, max-age=60')
    return response.json({
      data: items.map((item) => new FeedTransformer(item).toPublic(params.slug)),
      meta: { page, per_page: perPage, has_more: hasMore },
    })
  }

  async image(ctx: HttpContext) {
    const item = await publishedItem(ctx.params.slug, ctx.params.uid)
    if (!item.image) return ctx.response.notFound({ message: 'Not found' })
    return ImageService.serve(ctx, item.image)
  }
}

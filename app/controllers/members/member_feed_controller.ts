import type { HttpContext } from '@adonisjs/core/http'
import { serveImage } from '#controllers/images/serve_image'
import { answerJson, keptVersion } from '#controllers/shared/conditional_get'
import { NotFoundException } from '#exceptions/http_errors'
import {
  feedPage,
  feedVersion,
  publicFeedPage,
  publishedItem,
  type FeedWindow,
} from '#services/feeds/public_feed'
import FeedTransformer from '#transformers/feeds/feed_transformer'
import { memberFeedQueryValidator } from '#validators/members/content'

/**
 * A community's feed as its members read it (docs/members.md, "Feed"): the public feed's items
 * and rules, with the members-only items, by cursor; an ETag answered with a 304 before any item
 * is read. Only the member's own cache keeps it.
 */
export default class MemberFeedController {
  async index(ctx: HttpContext) {
    const { request, memberCommunity } = ctx
    const { cursor } = await request.validateUsing(memberFeedQueryValidator)
    const slug = memberCommunity.community.slug
    const window: FeedWindow = {
      audience: 'members',
      slug,
      perPage: publicFeedPage(request.qs()).perPage,
      after: cursor ?? null,
    }
    const version = await keptVersion(ctx, [slug, window.after, window.perPage], () =>
      feedVersion(window)
    )
    if (!version) throw new NotFoundException('Not found')
    // The same for every member of the community: one answer built per tag.
    return answerJson(
      ctx,
      version,
      async () => {
        const { items, hasMore, version: built } = await feedPage(window)
        const data = items.map((item) => new FeedTransformer(item).toMember(slug))
        const meta = {
          per_page: window.perPage,
          has_more: hasMore,
          next_cursor: hasMore ? items[items.length - 1].uid : null,
        }
        return { body: { data, meta }, version: built }
      },
      'private'
    )
  }

  /** A feed item's image, for an item the member's feed lists. */
  async image(ctx: HttpContext) {
    const item = await publishedItem(ctx.memberCommunity.community.slug, ctx.params.uid, 'members')
    if (!item.image) throw new NotFoundException(ctx.i18n.t('errors.not_found'))
    return serveImage(ctx, item.image)
  }
}

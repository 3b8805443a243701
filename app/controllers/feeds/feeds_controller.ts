import type { HttpContext } from '@adonisjs/core/http'
import Feed from '#models/feed'
import { listQuery } from '#services/shared/list_query'
import { restore, softDelete } from '#services/shared/soft_delete'
import {
  FEED_LIST_OPTIONS,
  FeedService,
  contentOptions,
  feedOptions,
  feedsListed,
} from '#services/feeds/feed_service'
import { toWallTime } from '#services/shared/org_time'
import { feedListFilters, feedMessages, feedValidator } from '#validators/feeds/feed'
import FeedTransformer from '#transformers/feeds/feed_transformer'

/** The flash that tells the item's page it was just created (it offers "Adaugă încă unul"). */
const CREATED_FLASH = 'feed_created'

export default class FeedsController {
  private find({ tenant, params, i18n }: HttpContext) {
    return Feed.findForTenantOr404(tenant, params.uid, i18n.t('errors.not_found'))
  }

  async index({ inertia, request, tenant, i18n }: HttpContext) {
    const filters = feedListFilters(request.qs())
    const list = await listQuery(request, feedsListed(tenant, filters), {
      ...FEED_LIST_OPTIONS,
      columns: FeedTransformer.rowFields,
    })
    return inertia.render('feeds/index', {
      feeds: FeedTransformer.transform(list.rows).useVariant('toRow'),
      meta: list.meta,
      state: { ...list.state, type: filters.type, deleted: filters.deleted },
      options: feedOptions(i18n),
    })
  }

  async create(ctx: HttpContext) {
    return this.form(ctx, null)
  }

  async show(ctx: HttpContext) {
    return this.form(ctx, await this.find(ctx))
  }

  private async form({ inertia, i18n, tenant, session }: HttpContext, feed: Feed | null) {
    return inertia.render('feeds/edit', {
      feed: feed ? FeedTransformer.transform(feed).useVariant('toForm') : null,
      justCreated: !!feed && session.flashMessages.get(CREATED_FLASH) === feed.uid,
      options: { ...feedOptions(i18n), ...(await contentOptions(tenant)) },
    })
  }

  async store({ request, response, session, tenant, i18n, auth }: HttpContext) {
    const data = await request.validateUsing(feedValidator, {
      meta: { communityId: tenant.communityId },
      messagesProvider: feedMessages(i18n, request.input('type')),
    })
    const feed = await FeedService.save(
      new Feed(),
      { communityId: tenant.communityId, userId: auth.use('web').user!.id, i18n },
      data
    )
    // Items the public feed leaves out (members only, private) say so.
    session.flash(
      'success',
      i18n.t(feed.isScheduled ? 'feeds.scheduled' : 'feeds.created', {
        visibility: feed.visibility,
      })
    )
    session.flash(CREATED_FLASH, feed.uid)
    return response.redirect().toRoute('feeds.show', { uid: feed.uid })
  }

  async update(ctx: HttpContext) {
    const { request, response, session, tenant, i18n, auth } = ctx
    const feed = await this.find(ctx)
    const data = await request.validateUsing(feedValidator, {
      meta: {
        communityId: tenant.communityId,
        hasImage: !!feed.image,
        scheduledFor: toWallTime(feed.isScheduled ? feed.scheduledFor : null),
      },
      messagesProvider: feedMessages(i18n, request.input('type')),
    })
    await FeedService.save(
      feed,
      { communityId: tenant.communityId, userId: auth.use('web').user!.id, i18n },
      data
    )
    session.flash('success', i18n.t('feeds.updated'))
    return response.redirect().toRoute('feeds.show', { uid: feed.uid })
  }

  async softDelete(ctx: HttpContext) {
    const { response, session, i18n } = ctx
    await softDelete(await this.find(ctx))
    session.flash('success', i18n.t('feeds.deleted'))
    // Back to the same view of the table (its filters, search and page).
    return response.redirect().withQs().back()
  }

  async restore(ctx: HttpContext) {
    const { response, session, i18n } = ctx
    await restore(await this.find(ctx))
    session.flash('success', i18n.t('feeds.restored'))
    return response.redirect().withQs().back()
  }
}

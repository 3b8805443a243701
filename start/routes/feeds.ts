/*
|--------------------------------------------------------------------------
| Feeds of the current community
|--------------------------------------------------------------------------
| Registered inside the tenant group (start/routes/tenant.ts); docs/content.md lists them. The
| item image's routes come from its image column (app/controllers/images/image_columns.ts). The
| public feed (publicFeedRoutes) is registered with the mobile app's JSON (start/routes/mobile_app.ts).
*/
import router from '@adonisjs/core/services/router'

const FeedsController = () => import('#controllers/feeds/feeds_controller')
const PublicFeedController = () => import('#controllers/feeds/public_feed_controller')

export function feedsRoutes() {
  router.get('/feeds', [FeedsController, 'index']).as('feeds.index')
  router.get('/feeds/create', [FeedsController, 'create']).as('feeds.create')
  router.post('/feeds', [FeedsController, 'store']).as('feeds.store')
  router.get('/feeds/:uid', [FeedsController, 'show']).as('feeds.show')
  router.put('/feeds/:uid', [FeedsController, 'update']).as('feeds.update')
  router.delete('/feeds/:uid/soft-delete', [FeedsController, 'softDelete']).as('feeds.soft_delete')
  router.post('/feeds/:uid/restore', [FeedsController, 'restore']).as('feeds.restore')
}

/** What the mobile app reads without a session (the stateless API group, start/routes.ts). */
export function publicFeedRoutes() {
  router.get('/api/communities/:slug/feed', [PublicFeedController, 'index']).as('api.feed')
  router
    .get('/api/communities/:slug/feed/:uid/image', [PublicFeedController, 'image'])
    .as('api.feed.image')
}

/*
|--------------------------------------------------------------------------
| Quests of the current community
|--------------------------------------------------------------------------
| Registered inside the tenant group (start/routes/tenant.ts); docs/content.md.
| The cover image's routes come from its image column (`quest.cover`,
| app/controllers/images/image_columns.ts, start/routes/images.ts).
*/
import router from '@adonisjs/core/services/router'

const QuestsController = () => import('#controllers/quests/quests_controller')

export function questsRoutes() {
  router.get('/quests', [QuestsController, 'index']).as('quests.index')
  router.get('/quests/create', [QuestsController, 'create']).as('quests.create')
  router.post('/quests', [QuestsController, 'store']).as('quests.store')
  router.get('/quests/:uid', [QuestsController, 'show']).as('quests.show')
  router.put('/quests/:uid', [QuestsController, 'update']).as('quests.update')
  router
    .delete('/quests/:uid/soft-delete', [QuestsController, 'softDelete'])
    .as('quests.soft_delete')
  router.post('/quests/:uid/restore', [QuestsController, 'restore']).as('quests.restore')
}

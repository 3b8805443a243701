/*
|--------------------------------------------------------------------------
| Quizzes of the current community
|--------------------------------------------------------------------------
| Registered inside the tenant group (start/routes/tenant.ts); docs/content.md.
| `:uid` is checked by the global matcher, so /quizzes/create is never a uid.
*/
import router from '@adonisjs/core/services/router'

const QuizzesController = () => import('#controllers/quizzes/quizzes_controller')

export function quizzesRoutes() {
  router.get('/quizzes', [QuizzesController, 'index']).as('quizzes.index')
  router.get('/quizzes/create', [QuizzesController, 'create']).as('quizzes.create')
  router.post('/quizzes', [QuizzesController, 'store']).as('quizzes.store')
  router.get('/quizzes/:uid', [QuizzesController, 'show']).as('quizzes.show')
  router.put('/quizzes/:uid', [QuizzesController, 'update']).as('quizzes.update')
  router
    .delete('/quizzes/:uid/soft-delete', [QuizzesController, 'softDelete'])
    .as('quizzes.soft_delete')
  router.post('/quizzes/:uid/restore', [QuizzesController, 'restore']).as('quizzes.restore')
}

/*
|--------------------------------------------------------------------------
| Members: a community's feed, quizzes, quests and products (docs/members.md)
|--------------------------------------------------------------------------
| Stateless (the API group): the member's token, and the member in the community.
*/
import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'

const MemberFeedController = () => import('#controllers/members/member_feed_controller')
const MemberContentController = () => import('#controllers/members/member_content_controller')

export function memberContentRoutes() {
  router
    .group(() => {
      router.get('/feed', [MemberFeedController, 'index']).as('feed')
      router.get('/feed/:uid/image', [MemberFeedController, 'image']).as('feed.image')
      router.get('/quizzes', [MemberContentController, 'quizzes']).as('quizzes')
      router.get('/quizzes/:uid', [MemberContentController, 'quiz']).as('quizzes.show')
      router.get('/quizzes/:uid/cover', [MemberContentController, 'quizCover']).as('quizzes.cover')
      router
        .put('/quizzes/:uid/answers', [MemberContentController, 'answerQuiz'])
        .as('quizzes.answers')
      router.get('/quests', [MemberContentController, 'quests']).as('quests')
      router.get('/quests/:uid', [MemberContentController, 'quest']).as('quests.show')
      router.get('/quests/:uid/cover', [MemberContentController, 'questCover']).as('quests.cover')
      router
        .post('/quests/:uid/completion', [MemberContentController, 'completeQuest'])
        .as('quests.completion')
      router.get('/products', [MemberContentController, 'products']).as('products')
    })
    .prefix('/api/member/communities/:slug')
    .as('api.member')
    .use([middleware.memberAuth(), middleware.memberCommunity()])
}

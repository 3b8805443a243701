/*
|--------------------------------------------------------------------------
| Members: sign-in with Google, Apple and Facebook (the mobile app)
|--------------------------------------------------------------------------
| docs/members.md, "Google, Apple, Facebook". Stateless JSON, registered in the API group.
*/
import router from '@adonisjs/core/services/router'
import { throttleMemberSignInsPerIp } from '#start/limiter'

const ProviderSignInController = () => import('#controllers/members/provider_sign_in_controller')

export function memberProviderRoutes() {
  router
    .group(() => {
      router.post('/sign-in/google', [ProviderSignInController, 'google']).as('sign_in.google')
      router.post('/sign-in/apple', [ProviderSignInController, 'apple']).as('sign_in.apple')
      router
        .post('/sign-in/facebook', [ProviderSignInController, 'facebook'])
        .as('sign_in.facebook')
    })
    .prefix('/api/member')
    .as('api.member')
    // The e-mail sign-in's limit, in the same count: one IP's sign-ins by any method.
    .use(throttleMemberSignInsPerIp)
}

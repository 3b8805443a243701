/*
|--------------------------------------------------------------------------
| Members: sign-in with Google, Apple and Facebook (the mobile app)
|--------------------------------------------------------------------------
| docs/members.md, "Google, Apple, Facebook". Stateless JSON, registered in the API group.
*/
import router from '@adonisjs/core/services/router'

const ProviderSignInController = () => import('#controllers/members/provider_sign_in_controller')

export function memberProviderRoutes() {
  router
    .post('/api/member/sign-in/google', [ProviderSignInController, 'google'])
    .as('api.member.sign_in.google')
  router
    .post('/api/member/sign-in/apple', [ProviderSignInController, 'apple'])
    .as('api.member.sign_in.apple')
  router
    .post('/api/member/sign-in/facebook', [ProviderSignInController, 'facebook'])
    .as('api.member.sign_in.facebook')
}

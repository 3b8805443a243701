/*
|--------------------------------------------------------------------------
| The member API: the mobile app's signed-in members (docs/members.md)
|--------------------------------------------------------------------------
| Stateless (registered in the API group of start/routes.ts): JSON, no
| session, the token in `Authorization: Bearer` only. Sign-in routes are
| open (throttled per IP); the others need a member's token, and those
| under /communities/:slug a place in that community. A new e-mail's code
| is throttled as a sign-in's is, per IP and per member.
*/
import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'
import {
  throttleMemberEmailChangesPerIp,
  throttleMemberEmailChangesPerMember,
  throttleMemberSignInsPerIp,
} from '#start/limiter'

const SignInController = () => import('#controllers/members/sign_in_controller')
const DevicesController = () => import('#controllers/members/devices_controller')
const ProfileController = () => import('#controllers/members/profile_controller')
const CommunitiesController = () => import('#controllers/members/communities_controller')

export function memberApiRoutes() {
  router
    .group(() => {
      router.post('/sign-in/email', [SignInController, 'request']).as('sign_in.email')
      router.post('/sign-in/email/verify', [SignInController, 'verify']).as('sign_in.email.verify')
    })
    .prefix('/api/member')
    .as('api.member')
    .use(throttleMemberSignInsPerIp)

  router
    .group(() => {
      router.post('/sign-out', [DevicesController, 'signOut']).as('sign_out')
      router.get('/devices', [DevicesController, 'index']).as('devices.index')
      router.delete('/devices', [DevicesController, 'destroyOthers']).as('devices.destroy_others')
      router.delete('/devices/:id', [DevicesController, 'destroy']).as('devices.destroy')

      router.get('/me', [ProfileController, 'show']).as('me.show')
      router.patch('/me', [ProfileController, 'update']).as('me.update')
      // The sign-in code's limits (per IP and per member) on the new address's code.
      const emailChangeLimits = [
        throttleMemberEmailChangesPerIp,
        throttleMemberEmailChangesPerMember,
      ]
      router
        .post('/me/email', [ProfileController, 'requestEmailChange'])
        .use(emailChangeLimits)
        .as('me.email')
      router
        .post('/me/email/verify', [ProfileController, 'verifyEmailChange'])
        .use(emailChangeLimits)
        .as('me.email.verify')

      router.get('/communities', [CommunitiesController, 'index']).as('communities.index')
      router.post('/communities/:slug/join', [CommunitiesController, 'join']).as('communities.join')
      router
        .delete('/communities/:slug', [CommunitiesController, 'leave'])
        .as('communities.leave')
        .use(middleware.memberCommunity())
    })
    .prefix('/api/member')
    .as('api.member')
    .use(middleware.memberAuth())
}

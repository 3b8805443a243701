/*
|--------------------------------------------------------------------------
| Members: events, tickets and the member's own data (docs/members.md)
|--------------------------------------------------------------------------
| JSON for the mobile app, in the stateless group: a member's access token
| (memberAuth); a community's routes also need the member to be in it
| (memberCommunity).
*/
import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'
import { throttleMemberData } from '#start/limiter'

const MemberRegistrationsController = () =>
  import('#controllers/members/member_registrations_controller')
const MemberTicketsController = () => import('#controllers/members/member_tickets_controller')
const MemberDataController = () => import('#controllers/members/member_data_controller')
const MemberConsentsController = () => import('#controllers/members/member_consents_controller')

export function memberEventRoutes() {
  router
    .group(() => {
      router.get('/tickets', [MemberTicketsController, 'index']).as('tickets.index')
      router.delete('/tickets/:uid', [MemberTicketsController, 'destroy']).as('tickets.destroy')
      router.get('/data', [MemberDataController, 'show']).use(throttleMemberData).as('data.show')
      router.delete('/me', [MemberDataController, 'destroy']).as('me.destroy')
      router
        .group(() => {
          router
            .post('/events/:uid/registrations', [MemberRegistrationsController, 'store'])
            .as('events.registrations.store')
        })
        .prefix('/communities/:slug')
        .use(middleware.memberCommunity())
      // Marketing consent: read and withdrawn in any state of the membership (left, blocked),
      // as easily as it was given (GDPR art. 7(3)); giving it is refused there by the controller.
      router
        .group(() => {
          router
            .get('/consents/marketing', [MemberConsentsController, 'show'])
            .as('consents.marketing.show')
          router
            .post('/consents/marketing', [MemberConsentsController, 'store'])
            .as('consents.marketing.store')
        })
        .prefix('/communities/:slug')
        .use(middleware.memberCommunity({ anyState: true }))
    })
    .prefix('/api/member')
    .as('api.member')
    .use(middleware.memberAuth())
}

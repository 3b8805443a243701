/*
|--------------------------------------------------------------------------
| A contact's page and the member behind it (docs/members.md, "What the org-admin sees")
|--------------------------------------------------------------------------
| `contactMembersRoutes` sits inside the tenant group (start/routes/tenant.ts);
| `memberAccountsRoutes` is the super-admin's members lookup under /mobile-app.
| `:uid` matches only a uid (start/route_params.ts).
*/
import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'

const ContactMembersController = () =>
  import('#controllers/contact_members/contact_members_controller')
const MemberAccountsController = () => import('#controllers/mobile_app/member_accounts_controller')

export function contactMembersRoutes() {
  router.get('/contacts/:uid', [ContactMembersController, 'show']).as('contacts.show')
  router
    .delete('/contacts/:uid/member/devices', [ContactMembersController, 'endSessions'])
    .as('contact_members.devices.destroy')
  router
    .post('/contacts/:uid/member/block', [ContactMembersController, 'block'])
    .as('contact_members.block')
  router
    .delete('/contacts/:uid/member/block', [ContactMembersController, 'unblock'])
    .as('contact_members.unblock')
}

// The super-admin: a member's account by e-mail, and every one of its sessions ended.
export function memberAccountsRoutes() {
  router
    .group(() => {
      router
        .get('/mobile-app/members', [MemberAccountsController, 'index'])
        .as('member_accounts.index')
      router
        .delete('/mobile-app/members/:uid/devices', [MemberAccountsController, 'endSessions'])
        .as('member_accounts.devices.destroy')
    })
    .use([middleware.auth(), middleware.role(['super-admin'])])
}

/*
|--------------------------------------------------------------------------
| Users, invitations, registration, my account, /administrare users
|--------------------------------------------------------------------------
| docs/users.md describes the decisions behind these routes.
*/
import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'

const UsersController = () => import('#controllers/users/users_controller')
const InvitationsController = () => import('#controllers/users/invitations_controller')
const RegistrationController = () => import('#controllers/users/registration_controller')
const AccessRequestsController = () => import('#controllers/users/access_requests_controller')
const MyAccountController = () => import('#controllers/users/my_account_controller')
const MySessionsController = () => import('#controllers/users/my_sessions_controller')
const AdminUsersController = () => import('#controllers/users/admin_users_controller')
const AdminFilesController = () => import('#controllers/users/admin_files_controller')

export function usersRoutes() {
  // Registration through an invitation link (guests); without one, a request for access
  router
    .group(() => {
      router.get('/auth/register', [AccessRequestsController, 'create']).as('register.request')
      router
        .post('/auth/register', [AccessRequestsController, 'store'])
        .as('register.request.store')
      router.get('/auth/register/:token', [RegistrationController, 'show']).as('register.show')
      router.post('/auth/register/:token', [RegistrationController, 'store']).as('register.store')
    })
    .use(middleware.guest())

  // My account (any signed-in user, own record only); avatars: start/routes/images.ts
  router
    .group(() => {
      router.get('/my-account', [MyAccountController, 'show']).as('my_account')
      router.post('/my-account/details', [MyAccountController, 'details']).as('my_account.details')
      // Where I am signed in: end all the other sessions, or one (docs/security.md, "Sessions")
      router
        .delete('/my-account/sessions', [MySessionsController, 'destroyOthers'])
        .as('my_account.sessions.destroy_others')
      router
        .delete('/my-account/sessions/:uid', [MySessionsController, 'destroy'])
        .as('my_account.sessions.destroy')
    })
    .use(middleware.auth())

  // Users and invitations: all of them (super-admin) or the organization's (org-admin)
  router
    .group(() => {
      router.get('/users', [UsersController, 'index']).as('users.index')
      router.get('/users/invite', [InvitationsController, 'index']).as('users.invite')
      // An invitation gives its account a role: asked like creating a user (docs/security.md).
      router
        .post('/users/invite', [InvitationsController, 'store'])
        .use(middleware.freshConfirmation())
        .as('users.invite.store')
      // One invitation: send it again, delete it
      router
        .group(() => {
          router.post('/resend', [InvitationsController, 'resend']).as('resend')
          router.delete('/destroy', [InvitationsController, 'destroy']).as('destroy')
        })
        .prefix('/users/invite/:uid')
        .as('users.invite')
    })
    .use([middleware.auth(), middleware.role(['super-admin', 'org-admin'])])

  // Administration of users (super-admin): paths under /administrare, names under admin.
  router
    .group(() => {
      router.get('/users', [AdminUsersController, 'create']).as('users.create')
      // A new user with a role (a super-admin's included): asked like a role change.
      router
        .post('/users', [AdminUsersController, 'store'])
        .use(middleware.freshConfirmation())
        .as('users.store')
      // One user: the edit form (their document: start/routes/images.ts)
      router
        .group(() => {
          router.get('/edit', [AdminUsersController, 'edit']).as('edit')
          router
            .post('/edit', [AdminUsersController, 'update'])
            .use(middleware.freshConfirmation())
            .as('update')
          router.delete('/sessions', [AdminUsersController, 'endSessions']).as('sessions.destroy')
        })
        .prefix('/users/:uid')
        .as('users')
      router.get('/files/download/:uid', [AdminFilesController, 'download']).as('files.download')
    })
    .prefix('/administrare')
    .as('admin')
    .use([middleware.auth(), middleware.role(['super-admin'])])
}

/*
|--------------------------------------------------------------------------
| Users, invitations, registration, my account, /administrare users
|--------------------------------------------------------------------------
| docs/users.md describes the decisions behind these routes.
*/
import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'

const UsersController = () => import('#controllers/users_controller')
const InvitationsController = () => import('#controllers/invitations_controller')
const RegistrationController = () => import('#controllers/registration_controller')
const MyAccountController = () => import('#controllers/my_account_controller')
const AdminUsersController = () => import('#controllers/admin_users_controller')
const AdminFilesController = () => import('#controllers/admin_files_controller')

// Registration through an invitation link (guests)
router
  .group(() => {
    router.get('/auth/register/:token', [RegistrationController, 'show']).as('register.show')
    router.post('/auth/register/:token', [RegistrationController, 'store']).as('register.store')
  })
  .use(middleware.guest())

// My account (any signed-in user, own record only) and avatars
router
  .group(() => {
    router.get('/my-account', [MyAccountController, 'show']).as('my_account')
    router.post('/my-account/details', [MyAccountController, 'details']).as('my_account.details')
    router.post('/my-account/avatar', [MyAccountController, 'avatar']).as('my_account.avatar')
    router
      .delete('/my-account/avatar', [MyAccountController, 'destroyAvatar'])
      .as('my_account.avatar.destroy')
    router.get('/images/:uid/avatar', [UsersController, 'avatar']).as('images.avatar')
  })
  .use(middleware.auth())

// Users and invitations: all of them (super-admin) or the organization's (org-admin)
router
  .group(() => {
    router.get('/users', [UsersController, 'index']).as('users.index')
    router.get('/users/invite', [InvitationsController, 'index']).as('users.invite')
    router.post('/users/invite', [InvitationsController, 'store']).as('users.invite.store')
    router
      .post('/users/invite/:uid/resend', [InvitationsController, 'resend'])
      .as('users.invite.resend')
    router
      .delete('/users/invite/:uid/destroy', [InvitationsController, 'destroy'])
      .as('users.invite.destroy')
  })
  .use([middleware.auth(), middleware.role(['super-admin', 'org-admin'])])

// Administration of users (super-admin)
router
  .group(() => {
    router.get('/administrare/users', [AdminUsersController, 'create']).as('admin.users.create')
    router.post('/administrare/users', [AdminUsersController, 'store']).as('admin.users.store')
    router
      .get('/administrare/users/:uid/edit', [AdminUsersController, 'edit'])
      .as('admin.users.edit')
    router
      .post('/administrare/users/:uid/edit', [AdminUsersController, 'update'])
      .as('admin.users.update')
    router
      .get('/administrare/users/:uid/document', [AdminUsersController, 'showDocument'])
      .as('admin.users.document')
    router
      .post('/administrare/users/:uid/document', [AdminUsersController, 'storeDocument'])
      .as('admin.users.document.store')
    router
      .delete('/administrare/users/:uid/document', [AdminUsersController, 'destroyDocument'])
      .as('admin.users.document.destroy')
    router
      .get('/administrare/files/download/:uid', [AdminFilesController, 'download'])
      .as('admin.files.download')
  })
  .use([middleware.auth(), middleware.role(['super-admin'])])

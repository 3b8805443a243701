/*
|--------------------------------------------------------------------------
| Two-factor sign-in: the sign-in's second step, My account's second factor, a super-admin's
| reset and an organization's switch
|--------------------------------------------------------------------------
| docs/security.md, "Two-factor sign-in", lists these routes with their roles.
*/
import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'

const TwoFactorChallengeController = () =>
  import('#controllers/two_factor/two_factor_challenge_controller')
const MyTwoFactorController = () => import('#controllers/two_factor/my_two_factor_controller')
const UserTwoFactorController = () => import('#controllers/two_factor/user_two_factor_controller')
const ConfirmationController = () => import('#controllers/confirmation/confirmation_controller')

export function twoFactorRoutes() {
  // The second step: a guest whose password (or Google) passed; the controller checks the
  // pending state in the session.
  router
    .group(() => {
      router
        .get('/login/two-factor', [TwoFactorChallengeController, 'show'])
        .as('two_factor.challenge')
      router
        .post('/login/two-factor', [TwoFactorChallengeController, 'store'])
        .as('two_factor.challenge.store')
      router
        .post('/login/two-factor/enrol', [TwoFactorChallengeController, 'enrol'])
        .as('two_factor.challenge.enrol')
    })
    .use(middleware.guest())

  // My account (own second factor)
  router
    .group(() => {
      router
        .get('/my-account/two-factor', [MyTwoFactorController, 'create'])
        .as('my_account.two_factor')
      router
        .post('/my-account/two-factor', [MyTwoFactorController, 'store'])
        .use(middleware.freshConfirmation())
        .as('my_account.two_factor.store')
      router
        .delete('/my-account/two-factor', [MyTwoFactorController, 'destroy'])
        .use(middleware.freshConfirmation({ inBody: true }))
        .as('my_account.two_factor.destroy')
      router
        .get('/my-account/two-factor/recovery-codes', [MyTwoFactorController, 'codes'])
        .as('my_account.two_factor.codes')
      router
        .post('/my-account/two-factor/recovery-codes', [MyTwoFactorController, 'regenerate'])
        .as('my_account.two_factor.regenerate')
      // Fresh confirmation (docs/security.md): the dialog's state and its password or code
      router.get('/confirmation', [ConfirmationController, 'show']).as('confirmation.show')
      router.post('/confirmation', [ConfirmationController, 'store']).as('confirmation.store')
    })
    .use(middleware.auth())

  // A super-admin's: another user's reset, an organization's admins made to use it
  router
    .group(() => {
      router
        .delete('/administrare/users/:uid/two-factor', [UserTwoFactorController, 'destroy'])
        .use(middleware.freshConfirmation())
        .as('admin.users.two_factor.destroy')
      router
        .post('/organizations/:uid/two-factor', [UserTwoFactorController, 'organization'])
        .use(middleware.freshConfirmation())
        .as('organizations.two_factor')
    })
    .use([middleware.auth(), middleware.role(['super-admin'])])
}

/*
|--------------------------------------------------------------------------
| Routes
|--------------------------------------------------------------------------
| docs/routes.md lists them with their roles.
*/
import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'

const SessionController = () => import('#controllers/auth/session_controller')
const PasswordResetController = () => import('#controllers/auth/password_reset_controller')
const DashboardController = () => import('#controllers/dashboard/dashboard_controller')
const MailboxController = () => import('#controllers/mailbox/mailbox_controller')
const LocaleController = () => import('#controllers/shared/locale_controller')
const PlaceholderController = () => import('#controllers/shared/placeholder_controller')

// Auth screens (guests)
router
  .group(() => {
    router.get('/login', [SessionController, 'create']).as('session.create')
    router.post('/login', [SessionController, 'store']).as('session.store')
    router.get('/forgot', [PasswordResetController, 'create']).as('password.forgot')
    router.post('/forgot', [PasswordResetController, 'store']).as('password.email')
    router.get('/reset/:token', [PasswordResetController, 'edit']).as('password.reset')
    router.post('/reset/:token', [PasswordResetController, 'update']).as('password.update')
  })
  .use(middleware.guest())

router.post('/locale', [LocaleController, 'update']).as('locale.update')

// Back-office (any signed-in user)
router
  .group(() => {
    router.post('/logout', [SessionController, 'destroy']).as('session.destroy')
    router.get('/', [DashboardController, 'index']).as('dashboard')
  })
  .use(middleware.auth())

// Platform administration (super-admin)
router
  .group(() => {
    router.get('/mailbox', [MailboxController, 'index']).as('mailbox.index')
    router.get('/mailbox/:id', [MailboxController, 'show']).as('mailbox.show')
  })
  .use([middleware.auth(), middleware.role(['super-admin'])])

// Tenant area (org-admin)
router
  .group(() => {
    for (const [path, name] of [
      ['/contacts', 'contacts.index'],
      ['/lists', 'lists.index'],
      ['/companies', 'companies.index'],
      ['/settings', 'settings.index'],
      ['/segments', 'segments.index'],
      ['/segments/create', 'segments.create'],
      ['/feeds', 'feeds.index'],
      ['/feeds/create', 'feeds.create'],
      ['/quizzes', 'quizzes.index'],
      ['/quizzes/create', 'quizzes.create'],
      ['/products', 'products.index'],
      ['/products/create', 'products.create'],
    ] as const) {
      router.get(path, [PlaceholderController, 'show']).as(name)
    }

    router
      .group(() => {
        for (const [path, name] of [
          ['/events', 'events.index'],
          ['/events/create', 'events.create'],
        ] as const) {
          router.get(path, [PlaceholderController, 'show']).as(name)
        }
      })
      .use(middleware.module('events-module'))
  })
  .use([middleware.auth(), middleware.role(['org-admin'])])

// Shared UI kit (issue: UI kit)
await import('#start/routes/kit')

// Organizations, communities, modules, mobile app (issue: organizations; docs/organizations.md)
await import('#start/routes/organizations')
await import('#start/routes/communities')
await import('#start/routes/community_settings')
await import('#start/routes/mobile_app')

// Users, invitations, registration, my account (issue: platform administration)
await import('#start/routes/users')

// Every image column (logos, covers, avatars, documents): app/services/images/image_columns.ts
await import('#start/routes/images')

/*
|--------------------------------------------------------------------------
| Routes
|--------------------------------------------------------------------------
| docs/routes.md lists them with their roles.
*/
import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'
// Every route parameter is checked by its global matcher before a controller sees it
import '#start/route_params'

const SessionController = () => import('#controllers/auth/session_controller')
const PasswordResetController = () => import('#controllers/auth/password_reset_controller')
const GoogleController = () => import('#controllers/auth/google_controller')
const DashboardController = () => import('#controllers/dashboard/dashboard_controller')
const MailboxController = () => import('#controllers/mailbox/mailbox_controller')
const LocaleController = () => import('#controllers/shared/locale_controller')
const PlaceholderController = () => import('#controllers/shared/placeholder_controller')
const HealthController = () => import('#controllers/shared/health_controller')

// For load balancers: database and queue reachable (no session: stateless_public_middleware)
router.get('/health', [HealthController, 'show']).as('health')

// Auth screens (guests)
router
  .group(() => {
    router.get('/login', [SessionController, 'create']).as('session.create')
    router.post('/login', [SessionController, 'store']).as('session.store')
    router.get('/forgot', [PasswordResetController, 'create']).as('password.forgot')
    router.post('/forgot', [PasswordResetController, 'store']).as('password.email')
    router.get('/reset/:token', [PasswordResetController, 'edit']).as('password.reset')
    router.post('/reset/:token', [PasswordResetController, 'update']).as('password.update')
    // Sign in with Google (existing active users only; config/ally.ts)
    router.get('/auth/google/redirect', [GoogleController, 'redirect']).as('google.redirect')
    router.get('/auth/google/callback', [GoogleController, 'callback']).as('google.callback')
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

// Organization settings (org-admin)
router
  .get('/settings', [PlaceholderController, 'show'])
  .as('settings.index')
  .use([middleware.auth(), middleware.role(['org-admin'])])

// The tenant area: the org-admin's current community (contacts, lists, companies, …)
await import('#start/routes/tenant')

// Shared UI kit (issue: UI kit)
await import('#start/routes/kit')

// Organizations, communities, modules, mobile app (issue: organizations; docs/organizations.md)
await import('#start/routes/organizations')
await import('#start/routes/communities')
await import('#start/routes/community_settings')
await import('#start/routes/mobile_app')

// Users, invitations, registration, my account (issue: platform administration)
await import('#start/routes/users')

// Bids and invoices under /administrare (docs/auction.md)
await import('#start/routes/administration')

// Every image column (logos, covers, avatars, documents): app/services/images/image_columns.ts
await import('#start/routes/images')

// The benchmarks' floor route, only when BENCH_ROUTES=true (bench/load.ts sets it)
await import('#start/routes/bench')

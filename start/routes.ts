/*
|--------------------------------------------------------------------------
| Routes
|--------------------------------------------------------------------------
| docs/routes.md lists them with their roles.
*/
import router from '@adonisjs/core/services/router'
import { middleware, statelessMiddleware, webMiddleware } from '#start/kernel'
import { tenantRoutes } from '#start/routes/tenant'
import { kitRoutes } from '#start/routes/kit'
import { organizationsRoutes } from '#start/routes/organizations'
import { communitiesRoutes } from '#start/routes/communities'
import { communitySettingsRoutes } from '#start/routes/community_settings'
import { mobileAppRoutes, publicApiRoutes, publicMobileImageRoutes } from '#start/routes/mobile_app'
import { usersRoutes } from '#start/routes/users'
import { twoFactorRoutes } from '#start/routes/two_factor'
import { administrationRoutes } from '#start/routes/administration'
import { imageRoutes } from '#start/routes/images'
import { benchRoutes } from '#start/routes/bench'
import { registrationLinksRoutes } from '#start/routes/event_attendees'
import { memberAccountsRoutes } from '#start/routes/contact_members'
import { memberEventRoutes } from '#start/routes/member_events'
import { memberContentRoutes } from '#start/routes/member_content'
import { apiReferenceRoutes } from '#start/routes/api_reference'
import { memberApiRoutes } from '#start/routes/members'
import { memberProviderRoutes } from '#start/routes/member_providers'
import { auditRoutes } from '#start/routes/audit'
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

// Stateless: the mobile app's JSON under /api/ (docs/architecture.md), the image its settings
// link to, the load balancers' health check. No session, CSRF or cookie; the language from
// Accept-Language. CORS and JSON errors are server middleware (start/kernel.ts).
router
  .group(() => {
    publicApiRoutes()
    memberContentRoutes()
    // The API's OpenAPI document and its reference page
    apiReferenceRoutes()
    // The mobile app's signed-in members (docs/members.md)
    memberApiRoutes()
    publicMobileImageRoutes()
    memberProviderRoutes()
    memberEventRoutes()
    router.get('/health', [HealthController, 'show']).as('health')
  })
  .use(statelessMiddleware())

// The back-office: every page and form, behind the session, shield, auth and tenant context.
router
  .group(() => {
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
    tenantRoutes()

    // Shared UI kit (issue: UI kit)
    kitRoutes()

    // Organizations, communities, modules, mobile app (issue: organizations; docs/organizations.md)
    organizationsRoutes()
    communitiesRoutes()
    communitySettingsRoutes()
    mobileAppRoutes()
    // A member's account by e-mail, its sessions ended (super-admin; docs/members.md)
    memberAccountsRoutes()

    // The pages an event registration's e-mails link to (signed URLs, no account)
    registrationLinksRoutes()

    // Users, invitations, registration, my account (issue: platform administration)
    usersRoutes()
    // Two-factor sign-in (docs/security.md)
    twoFactorRoutes()

    // Bids and invoices under /administrare (docs/auction.md)
    administrationRoutes()

    // The audit trail's log (docs/security.md, "Audit trail")
    auditRoutes()

    // Every image column (logos, covers, avatars, documents): app/controllers/images/image_columns.ts
    imageRoutes()

    // The benchmarks' floor route, only when BENCH_ROUTES=true (bench/load.ts sets it)
    benchRoutes()
  })
  .use(webMiddleware())

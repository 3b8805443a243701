/*
|--------------------------------------------------------------------------
| Organizations: list, create, invite, profile, settings, branding, users, images, delete
|--------------------------------------------------------------------------
| docs/organizations.md lists these routes with their roles.
*/
import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'

const OrganizationsController = () => import('#controllers/organizations_controller')
const OrganizationBrandingController = () => import('#controllers/organization_branding_controller')
const OrganizationImagesController = () => import('#controllers/organization_images_controller')
const OrganizationInvitationsController = () =>
  import('#controllers/organization_invitations_controller')

/** `:uid` matches only a uid (start/route_params.ts), so /organizations/create and /invite stay their own pages. */
const IMAGE = /^(logo|cover)$/

router
  .group(() => {
    router.get('/organizations', [OrganizationsController, 'index']).as('organizations.index')
    router
      .get('/organizations/create', [OrganizationsController, 'create'])
      .as('organizations.create')
    router.post('/organizations', [OrganizationsController, 'store']).as('organizations.store')
    router
      .get('/organizations/invite', [OrganizationInvitationsController, 'create'])
      .as('organizations.invite')
    router
      .post('/organizations/invite', [OrganizationInvitationsController, 'store'])
      .as('organizations.invite.store')

    router
      .group(() => {
        router
          .get('/organizations/:uid', [OrganizationsController, 'show'])
          .as('organizations.show')
        router
          .patch('/organizations/:uid', [OrganizationsController, 'update'])
          .as('organizations.update')
        router
          .delete('/organizations/:uid', [OrganizationsController, 'destroy'])
          .as('organizations.destroy')
        router
          .get('/organizations/:uid/settings', [OrganizationsController, 'settings'])
          .as('organizations.settings')
        router
          .patch('/organizations/:uid/settings', [OrganizationsController, 'updateSettings'])
          .as('organizations.settings.update')
        router
          .get('/organizations/:uid/branding', [OrganizationBrandingController, 'show'])
          .as('organizations.branding')
        router
          .post('/organizations/:uid/branding', [OrganizationBrandingController, 'update'])
          .as('organizations.branding.update')
        router
          .get('/organizations/:uid/users', [OrganizationsController, 'users'])
          .as('organizations.users')
        router
          .post('/organizations/:uid/users/invite', [
            OrganizationInvitationsController,
            'storeForOrganization',
          ])
          .as('organizations.users.invite')
        router
          .post('/organization/:uid/:type', [OrganizationImagesController, 'store'])
          .as('organizations.image.store')
        router
          .delete('/organization/:uid/:type', [OrganizationImagesController, 'destroy'])
          .as('organizations.image.destroy')
      })
      .where('type', IMAGE)
  })
  .use([middleware.auth(), middleware.role(['super-admin'])])

// Logo and cover: anyone signed in who may see the organization (OrganizationPolicy.view)
router
  .get('/organization/:uid/:type', [OrganizationImagesController, 'show'])
  .where('type', IMAGE)
  .as('organizations.image')
  .use(middleware.auth())

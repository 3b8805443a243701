/*
|--------------------------------------------------------------------------
| Organizations: list, create, invite, profile, settings, branding, users, delete (logo and cover: start/routes/images.ts)
|--------------------------------------------------------------------------
| docs/organizations.md lists these routes with their roles.
*/
import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'

const OrganizationsController = () => import('#controllers/organizations/organizations_controller')
const OrganizationBrandingController = () =>
  import('#controllers/organizations/organization_branding_controller')
const OrganizationEfacturaController = () =>
  import('#controllers/organizations/organization_efactura_controller')
const OrganizationInvitationsController = () =>
  import('#controllers/organizations/organization_invitations_controller')

export function organizationsRoutes() {
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
        .use(middleware.freshConfirmation())
        .as('organizations.invite.store')

      router.group(() => {
        router
          .get('/organizations/:uid', [OrganizationsController, 'show'])
          .as('organizations.show')
        router
          .patch('/organizations/:uid', [OrganizationsController, 'update'])
          .as('organizations.update')
        router
          .delete('/organizations/:uid', [OrganizationsController, 'destroy'])
          .use(middleware.freshConfirmation())
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
          .get('/organizations/:uid/efactura', [OrganizationEfacturaController, 'show'])
          .as('organizations.efactura')
        router
          .post('/organizations/:uid/efactura', [OrganizationEfacturaController, 'update'])
          .use(middleware.freshConfirmation())
          .as('organizations.efactura.update')
        router
          .delete('/organizations/:uid/efactura', [OrganizationEfacturaController, 'destroy'])
          .use(middleware.freshConfirmation())
          .as('organizations.efactura.destroy')
        router
          .get('/organizations/:uid/users', [OrganizationsController, 'users'])
          .as('organizations.users')
        router
          .post('/organizations/:uid/users/invite', [
            OrganizationInvitationsController,
            'storeForOrganization',
          ])
          .use(middleware.freshConfirmation())
          .as('organizations.users.invite')
      })
    })
    .use([middleware.auth(), middleware.role(['super-admin'])])
}

import type { HttpContext } from '@adonisjs/core/http'
import { InvitationService } from '#services/invitation_service'
import { OrganizationService } from '#services/organization_service'
import { inviteOrganizationValidator } from '#validators/organizations'
import { invitationValidator } from '#validators/invitations'
import { manageableOrganization } from '#controllers/organizations_controller'

/**
 * /organizations/invite (super-admin): creates an organization and invites its
 * first org-admin. All or nothing: when the invitation cannot be created the
 * organization is removed again.
 */
export default class OrganizationInvitationsController {
  async create({ inertia, session }: HttpContext) {
    const sentTo = session.flashMessages.get('organization_invited')
    return inertia.render('organizations/invite', {
      sentTo: typeof sentTo === 'string' ? sentTo : null,
    })
  }

  async store({ request, response, session, auth, i18n }: HttpContext) {
    const data = await request.validateUsing(inviteOrganizationValidator)
    const organization = await OrganizationService.create({ name: data.organization_name })
    let delivered: boolean
    try {
      ;({ delivered } = await InvitationService.send(
        {
          firstName: data.first_name,
          lastName: data.last_name,
          email: data.email,
          phoneNumber: data.phone_number,
          organizationId: organization.id,
          role: 'org-admin',
        },
        { invitedBy: auth.user!, i18n }
      ))
    } catch (error) {
      // The address was taken a moment ago (or anything else failed): undo.
      await organization.delete()
      throw error
    }
    if (delivered) session.flash('organization_invited', data.email)
    else session.flash('error', i18n.t('messages.invitations.not_delivered'))
    return response.redirect('/organizations/invite')
  }

  /** POST /organizations/{uid}/users/invite: one more org-admin of an existing organization. */
  async storeForOrganization(ctx: HttpContext) {
    const { request, response, session, auth, i18n } = ctx
    const organization = await manageableOrganization(ctx)
    const data = await request.validateUsing(invitationValidator)
    const { delivered } = await InvitationService.send(
      {
        firstName: data.first_name,
        lastName: data.last_name,
        email: data.email,
        phoneNumber: data.phone_number,
        organizationId: organization.id,
        role: 'org-admin',
      },
      { invitedBy: auth.user!, i18n }
    )
    if (delivered) {
      session.flash(
        'success',
        i18n.t('messages.organizations.users.invited', { email: data.email })
      )
    } else {
      session.flash('error', i18n.t('messages.invitations.not_delivered'))
    }
    return response.redirect(`/organizations/${organization.uid}/users`)
  }
}

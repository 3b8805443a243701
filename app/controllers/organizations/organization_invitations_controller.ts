import type { HttpContext } from '@adonisjs/core/http'
import type Organization from '#models/organization'
import { InvitationService } from '#services/users/invitation_service'
import { OrganizationService } from '#services/organizations/organization_service'
import { manageableOrganization } from '#controllers/organizations/manageable_organization'
import { inviteOrganizationValidator } from '#validators/organizations/organizations'
import { invitationValidator } from '#validators/users/invitations'

type Invitee = { first_name: string; last_name: string; email: string; phone_number: string }

export default class OrganizationInvitationsController {
  /** Whether the e-mail left (else an error toast is flashed). */
  private async invite(
    { session, auth, i18n }: HttpContext,
    organization: Organization,
    invitee: Invitee
  ) {
    const { delivered } = await InvitationService.send(
      {
        firstName: invitee.first_name,
        lastName: invitee.last_name,
        email: invitee.email,
        phoneNumber: invitee.phone_number,
        organizationId: organization.id,
        role: 'org-admin',
      },
      { invitedBy: auth.use('web').user!, i18n }
    )
    if (!delivered) session.flash('error', i18n.t('invitations.not_delivered'))
    return delivered
  }

  async create({ inertia, session }: HttpContext) {
    const sentTo = session.flashMessages.get('organization_invited')
    return inertia.render('organizations/invite', {
      sentTo: typeof sentTo === 'string' ? sentTo : null,
    })
  }

  /** All or nothing: when the invitation cannot be created the organization is removed again. */
  async store(ctx: HttpContext) {
    const data = await ctx.request.validateUsing(inviteOrganizationValidator)
    const organization = await OrganizationService.create({ name: data.organization_name })
    let delivered: boolean
    try {
      delivered = await this.invite(ctx, organization, data)
    } catch (error) {
      await organization.delete()
      throw error
    }
    if (delivered) ctx.session.flash('organization_invited', data.email)
    return ctx.response.redirect().toRoute('organizations.invite')
  }

  async storeForOrganization(ctx: HttpContext) {
    const organization = await manageableOrganization(ctx)
    const data = await ctx.request.validateUsing(invitationValidator)
    if (await this.invite(ctx, organization, data)) {
      ctx.session.flash('success', ctx.i18n.t('organizations.users.invited', { email: data.email }))
    }
    return ctx.response.redirect().toRoute('organizations.users', { uid: organization.uid })
  }
}

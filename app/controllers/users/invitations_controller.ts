import type { HttpContext } from '@adonisjs/core/http'
import Invitation from '#models/invitation'
import InvitationTransformer from '#transformers/users/invitation_transformer'
import { ForbiddenException } from '#exceptions/http_errors'
import { listQuery } from '#services/shared/list_query'
import { InvitationService } from '#services/users/invitation_service'
import { invitationValidator } from '#validators/users/invitations'
import InvitationPolicy from '#policies/invitation_policy'

export default class InvitationsController {
  private find(ctx: HttpContext) {
    return Invitation.findForTenantOr404(ctx.tenant, ctx.params.uid, ctx.i18n.t('errors.not_found'))
  }

  async index(ctx: HttpContext) {
    const { inertia, request, session, tenant } = ctx
    const list = await listQuery(request, Invitation.forTenant(tenant), {
      sortable: {
        id: 'id',
        first_name: 'first_name',
        last_name: 'last_name',
        email: 'email',
        phone_number: 'phone_number',
        delivered_at: 'delivered_at',
        verified_at: 'verified_at',
      },
      searchable: ['first_name', 'last_name', 'email', 'phone_number'],
      textSort: ['first_name', 'last_name', 'email'],
      defaultSort: { key: 'id', direction: 'desc' },
      columns: InvitationTransformer.objectFields,
    })
    const sentTo = session.flashMessages.get('invitation_sent')
    return inertia.render('users/invite', {
      invitations: InvitationTransformer.transform(list.rows),
      meta: list.meta,
      state: list.state,
      sentTo: typeof sentTo === 'string' ? sentTo : null,
    })
  }

  async store({ request, response, session, tenant, auth, i18n }: HttpContext) {
    const data = await request.validateUsing(invitationValidator)
    if (!tenant.isSuperAdmin && !tenant.organization) {
      throw new ForbiddenException(i18n.t('errors.forbidden'))
    }
    const { delivered } = await InvitationService.send(
      {
        firstName: data.first_name,
        lastName: data.last_name,
        email: data.email,
        phoneNumber: data.phone_number,
        organizationId: tenant.isSuperAdmin ? null : tenant.organization!.id,
        role: tenant.isSuperAdmin ? 'super-admin' : 'org-admin',
      },
      { invitedBy: auth.use('web').user!, i18n }
    )
    if (delivered) session.flash('invitation_sent', data.email)
    else session.flash('error', i18n.t('invitations.not_delivered'))
    return response.redirect().toRoute('users.invite')
  }

  async resend(ctx: HttpContext) {
    const { response, session, bouncer, auth, i18n } = ctx
    const invitation = await this.find(ctx)
    if (await bouncer.with(InvitationPolicy).denies('resend', invitation)) {
      session.flash('error', i18n.t('invitations.already_verified'))
      return response.redirect().withQs().back()
    }
    const delivered = await InvitationService.resend(invitation, {
      invitedBy: auth.use('web').user!,
      i18n,
    })
    if (delivered) {
      session.flash('success', i18n.t('invitations.resent', { email: invitation.email }))
    } else {
      session.flash('error', i18n.t('invitations.not_delivered'))
    }
    return response.redirect().withQs().back()
  }

  async destroy(ctx: HttpContext) {
    const { response, session, bouncer, i18n } = ctx
    const invitation = await this.find(ctx)
    if (await bouncer.with(InvitationPolicy).denies('destroy', invitation)) {
      session.flash('error', i18n.t('invitations.already_verified'))
      return response.redirect().withQs().back()
    }
    await invitation.delete()
    session.flash('success', i18n.t('invitations.deleted', { email: invitation.email }))
    return response.redirect().withQs().back()
  }
}

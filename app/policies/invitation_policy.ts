import { inject } from '@adonisjs/core'
import { HttpContext } from '@adonisjs/core/http'
import { BasePolicy } from '@adonisjs/bouncer'
import type User from '#models/user'
import type Invitation from '#models/invitation'

/**
 * Invitations: super-admins manage all of them, org-admins those of their
 * organization. Only a pending invitation (not yet accepted) can be sent
 * again or deleted.
 */
@inject()
export default class InvitationPolicy extends BasePolicy {
  constructor(protected ctx: HttpContext) {
    super()
  }

  /** Whether the invitation is visible to the signed-in user at all. */
  view(_user: User, invitation: Invitation) {
    const { tenant } = this.ctx
    if (tenant.isSuperAdmin) return true
    return (
      tenant.isOrgAdmin &&
      !!tenant.organization &&
      invitation.organizationId === tenant.organization.id
    )
  }

  resend(user: User, invitation: Invitation) {
    return this.view(user, invitation) && invitation.isPending
  }

  destroy(user: User, invitation: Invitation) {
    return this.view(user, invitation) && invitation.isPending
  }
}

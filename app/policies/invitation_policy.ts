import TenantPolicy from '#policies/tenant_policy'
import type User from '#models/user'
import type Invitation from '#models/invitation'

export default class InvitationPolicy extends TenantPolicy {
  view(_user: User, invitation: Invitation) {
    const { tenant } = this
    return (
      tenant.isSuperAdmin || (tenant.isOrgAdmin && this.seesOrganization(invitation.organizationId))
    )
  }

  resend(user: User, invitation: Invitation) {
    return this.view(user, invitation) && invitation.isPending
  }

  destroy(user: User, invitation: Invitation) {
    return this.view(user, invitation) && invitation.isPending
  }
}

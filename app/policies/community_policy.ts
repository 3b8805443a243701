import TenantPolicy from '#policies/tenant_policy'
import type User from '#models/user'
import type Community from '#models/community'

/**
 * Communities: super-admins create them, edit them in the modal and switch
 * their modules; an org-admin sees (and works in) the communities of their
 * own organization only.
 */
export default class CommunityPolicy extends TenantPolicy {
  view(_user: User, community: Community) {
    return this.seesOrganization(community.organizationId)
  }

  manage(_user: User, _community?: Community) {
    return this.tenant.isSuperAdmin
  }

  /** The org-admin's current community can be any of their organization's. */
  switchTo(_user: User, community: Community) {
    return this.tenant.isOrgAdmin && this.tenant.organization?.id === community.organizationId
  }
}

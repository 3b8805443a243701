import TenantPolicy from '#policies/tenant_policy'
import type User from '#models/user'
import type Community from '#models/community'

export default class CommunityPolicy extends TenantPolicy {
  view(_user: User, community: Community) {
    return this.seesOrganization(community.organizationId)
  }

  manage(_user: User, _community?: Community) {
    return this.tenant.isSuperAdmin
  }

  switchTo(_user: User, community: Community) {
    return this.tenant.isOrgAdmin && this.tenant.organization?.id === community.organizationId
  }
}

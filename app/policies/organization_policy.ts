import TenantPolicy from '#policies/tenant_policy'
import type User from '#models/user'
import type Organization from '#models/organization'

export default class OrganizationPolicy extends TenantPolicy {
  view(_user: User, organization: Organization) {
    return this.seesOrganization(organization.id)
  }

  manage(_user: User, _organization: Organization) {
    return this.tenant.isSuperAdmin
  }
}

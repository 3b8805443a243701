import TenantPolicy from '#policies/tenant_policy'
import type User from '#models/user'
import type Organization from '#models/organization'

/**
 * Organizations: super-admins manage (create, edit, delete) all of them; an
 * org-admin only sees their own (its logo and cover, for instance).
 */
export default class OrganizationPolicy extends TenantPolicy {
  view(_user: User, organization: Organization) {
    return this.seesOrganization(organization.id)
  }

  manage(_user: User, _organization: Organization) {
    return this.tenant.isSuperAdmin
  }
}

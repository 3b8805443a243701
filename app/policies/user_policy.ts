import TenantPolicy from '#policies/tenant_policy'
import User from '#models/user'

/**
 * Users as records: everyone sees themselves, super-admins see everyone,
 * org-admins the users of their organization. Only super-admins edit other
 * users or read their documents.
 */
export default class UserPolicy extends TenantPolicy {
  async view(user: User, target: User) {
    if (user.id === target.id) return true
    const { tenant } = this
    if (!tenant.isSuperAdmin && !tenant.isOrgAdmin) return false
    return !!(await User.forTenant(tenant).where('users.id', target.id).first())
  }

  edit(_user: User, _target: User) {
    return this.tenant.isSuperAdmin
  }

  downloadDocument(_user: User, target: User) {
    return this.tenant.isSuperAdmin && !!target.document
  }
}

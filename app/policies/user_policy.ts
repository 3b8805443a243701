import TenantPolicy from '#policies/tenant_policy'
import User from '#models/user'

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

import { inject } from '@adonisjs/core'
import { HttpContext } from '@adonisjs/core/http'
import { BasePolicy } from '@adonisjs/bouncer'
import User from '#models/user'

/**
 * Users as records: everyone sees themselves, super-admins see everyone,
 * org-admins the users of their organization. Only super-admins edit other
 * users or read their documents.
 */
@inject()
export default class UserPolicy extends BasePolicy {
  constructor(protected ctx: HttpContext) {
    super()
  }

  async view(user: User, target: User) {
    if (user.id === target.id) return true
    const { tenant } = this.ctx
    if (!tenant.isSuperAdmin && !tenant.isOrgAdmin) return false
    return !!(await User.forTenant(tenant).where('users.id', target.id).first())
  }

  edit(_user: User, _target: User) {
    return this.ctx.tenant.isSuperAdmin
  }

  downloadDocument(_user: User, target: User) {
    return this.ctx.tenant.isSuperAdmin && !!target.document
  }
}

import { inject } from '@adonisjs/core'
import { HttpContext } from '@adonisjs/core/http'
import { BasePolicy } from '@adonisjs/bouncer'
import db from '@adonisjs/lucid/services/db'
import type User from '#models/user'

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
    if (tenant.isSuperAdmin) return true
    if (!tenant.isOrgAdmin || !tenant.organization) return false
    const member = await db
      .from('user_roles')
      .where('user_id', target.id)
      .where('organization_id', tenant.organization.id)
      .first()
    return !!member
  }

  edit(_user: User, _target: User) {
    return this.ctx.tenant.isSuperAdmin
  }

  downloadDocument(_user: User, target: User) {
    return this.ctx.tenant.isSuperAdmin && !!target.document
  }
}

import { inject } from '@adonisjs/core'
import { HttpContext } from '@adonisjs/core/http'
import { BasePolicy } from '@adonisjs/bouncer'
import type User from '#models/user'
import type Organization from '#models/organization'

/**
 * Organizations: super-admins manage (create, edit, delete) all of them; an
 * org-admin only sees their own (its logo and cover, for instance).
 */
@inject()
export default class OrganizationPolicy extends BasePolicy {
  constructor(protected ctx: HttpContext) {
    super()
  }

  view(_user: User, organization: Organization) {
    const { tenant } = this.ctx
    return tenant.isSuperAdmin || tenant.organization?.id === organization.id
  }

  manage(_user: User, _organization: Organization) {
    return this.ctx.tenant.isSuperAdmin
  }
}

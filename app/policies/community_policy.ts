import { inject } from '@adonisjs/core'
import { HttpContext } from '@adonisjs/core/http'
import { BasePolicy } from '@adonisjs/bouncer'
import type User from '#models/user'
import type Community from '#models/community'

/**
 * Communities: super-admins create them, edit them in the modal and switch
 * their modules; an org-admin sees (and works in) the communities of their
 * own organization only.
 */
@inject()
export default class CommunityPolicy extends BasePolicy {
  constructor(protected ctx: HttpContext) {
    super()
  }

  view(_user: User, community: Community) {
    const { tenant } = this.ctx
    return tenant.isSuperAdmin || tenant.organization?.id === community.organizationId
  }

  manage(_user: User, _community?: Community) {
    return this.ctx.tenant.isSuperAdmin
  }

  /** The org-admin's current community can be any of their organization's. */
  switchTo(_user: User, community: Community) {
    const { tenant } = this.ctx
    return tenant.isOrgAdmin && tenant.organization?.id === community.organizationId
  }
}

import { inject } from '@adonisjs/core'
import { HttpContext } from '@adonisjs/core/http'
import { BasePolicy } from '@adonisjs/bouncer'

@inject()
export default class TenantPolicy extends BasePolicy {
  constructor(protected ctx: HttpContext) {
    super()
  }

  protected get tenant() {
    return this.ctx.tenant
  }

  /** A super-admin, or a user of `organizationId`'s organization. */
  protected seesOrganization(organizationId: number | null) {
    return this.tenant.isSuperAdmin || this.tenant.organization?.id === organizationId
  }
}

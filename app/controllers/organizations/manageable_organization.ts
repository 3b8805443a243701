import type { HttpContext } from '@adonisjs/core/http'
import OrganizationPolicy from '#policies/organization_policy'

/** The URL's organization (`:uid`) in the tenant scope, once the user may manage it. */
export async function manageableOrganization(ctx: HttpContext) {
  const organization = await ctx.tenant.findOrganization(ctx.params.uid)
  await ctx.bouncer.with(OrganizationPolicy).authorize('manage', organization)
  return organization
}

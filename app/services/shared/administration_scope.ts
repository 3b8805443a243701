import Community from '#models/community'
import type { TenantContext } from '#services/shared/tenant_context'
import { communityScope, type TenantScope } from '#models/mixins/with_tenant_scope'
import { NoCommunityException } from '#middleware/tenant_middleware'
import { isUid } from '#shared/identifiers'

/**
 * Who sees which bids, invoices and car pages under /administrare (docs/auction.md): the
 * tenant scope's rows, an org-admin's current community's and a super-admin's every
 * community's. An org-admin without a community gets the page saying so.
 */
export function administrationTenant({ tenant }: { tenant: TenantContext }): TenantContext {
  if (tenant.isOrgAdmin && !tenant.community) throw new NoCommunityException('No community')
  return tenant
}

/**
 * The super-admin's community filter (?community=<uid>): its id, null for every community
 * (an unknown uid too: the filter is a view, not a record). Org-admins have no filter.
 */
export async function communityFilter(tenant: TenantContext, input: unknown) {
  if (!tenant.isSuperAdmin || !isUid(input)) return null
  return (await Community.forTenant(tenant).where('uid', input).select('id', 'uid').first()) ?? null
}

/** The scope of a list: the tenant's rows, or those of the super-admin's filtered community. */
export function listScope(tenant: TenantContext, community: { id: number } | null): TenantScope {
  return community ? communityScope(community.id) : tenant
}

/** The super-admin's community column of a row of `table` (bids, invoices), by key. */
export const communityNameOf = (table: 'bids' | 'invoices') =>
  `(select communities.name from communities where communities.id = ${table}.community_id)`

/** The communities of the super-admin's filter, by name. */
export async function communityOptions(tenant: TenantContext) {
  if (!tenant.isSuperAdmin) return []
  const rows = await Community.forTenant(tenant).select('uid', 'name').orderBy('name')
  return rows.map((row) => ({ value: row.uid, label: row.name }))
}

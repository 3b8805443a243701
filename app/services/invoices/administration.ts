import type { HttpContext } from '@adonisjs/core/http'
import Bid from '#models/bid'
import Invoice from '#models/invoice'
import Community from '#models/community'
import type { TenantContext } from '#services/shared/tenant_context'
import type { LucidModel, ModelQueryBuilderContract } from '@adonisjs/lucid/types/model'
import type { TenantScope } from '#models/mixins/with_tenant_scope'
import { findByUidOr404 } from '#services/shared/find_by_uid'
import { NoCommunityException } from '#middleware/tenant_middleware'
import { isUid } from '#shared/identifiers'

/**
 * Who sees which bids and invoices under /administrare (docs/auction.md): an org-admin their
 * current community's, through the tenant scope; a super-admin every community's, or one
 * community's when the screen is filtered, through the models' named scope `inCommunity`.
 */
export function administrationTenant({ tenant }: HttpContext): TenantContext {
  if (tenant.isOrgAdmin && !tenant.community) throw new NoCommunityException('No community')
  return tenant
}

type TenantModel = LucidModel & {
  forTenant<T extends LucidModel>(this: T, tenant: TenantScope): ModelQueryBuilderContract<T>
}

/** A tenant model as the car page reads it: the org-admin's community's rows, every row for a super-admin. */
export function administered<Model extends TenantModel>(model: Model, tenant: TenantContext) {
  return tenant.isSuperAdmin ? model.query() : model.forTenant(tenant)
}

export function bidsFor(tenant: TenantContext, communityId: number | null = null) {
  return tenant.isSuperAdmin
    ? Bid.query().withScopes((scopes) => scopes.inCommunity(communityId))
    : Bid.forTenant(tenant)
}

export function invoicesFor(tenant: TenantContext, communityId: number | null = null) {
  return tenant.isSuperAdmin
    ? Invoice.query().withScopes((scopes) => scopes.inCommunity(communityId))
    : Invoice.forTenant(tenant)
}

export function findBidOr404(tenant: TenantContext, uid: unknown, message: string) {
  return findByUidOr404(Bid, uid, { query: bidsFor(tenant), message })
}

export function findInvoiceOr404(tenant: TenantContext, uid: unknown, message: string) {
  return findByUidOr404(Invoice, uid, { query: invoicesFor(tenant), message })
}

/**
 * The super-admin's community filter (?community=<uid>): its id, null for every community
 * (an unknown uid too: the filter is a view, not a record). Org-admins have no filter.
 */
export async function communityFilter(tenant: TenantContext, input: unknown) {
  if (!tenant.isSuperAdmin || !isUid(input)) return null
  return (await Community.forTenant(tenant).where('uid', input).select('id', 'uid').first()) ?? null
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

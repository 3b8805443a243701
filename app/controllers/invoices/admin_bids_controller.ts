import type { HttpContext } from '@adonisjs/core/http'
import { exchangeRate } from '#services/exchange_rates/exchange_rate_service'
import { adminBidsPage } from '#services/invoices/admin_bids'
import {
  administrationTenant,
  communityFilter,
  communityOptions,
  listScope,
} from '#services/shared/administration_scope'
import AdminBidTransformer from '#transformers/invoices/admin_bid_transformer'

/**
 * /administrare/bids: the org-admin's current community's bids; a super-admin's every
 * community's, with a community column and filter (docs/auction.md).
 */
export default class AdminBidsController {
  async index(ctx: HttpContext) {
    const { inertia, request } = ctx
    const tenant = administrationTenant(ctx)
    const community = await communityFilter(tenant, request.qs().community)
    const [list, rate, communities] = await Promise.all([
      adminBidsPage(request, tenant, listScope(tenant, community), AdminBidTransformer.rowFields),
      exchangeRate(),
      communityOptions(tenant),
    ])
    return inertia.render('invoices/bids', {
      bids: AdminBidTransformer.transform(list.rows).useVariant('toRow'),
      meta: list.meta,
      state: { ...list.state, community: community?.uid ?? '' },
      rate: { eurron: rate.eurron, date: rate.date },
      communities,
      showCommunity: tenant.isSuperAdmin,
    })
  }
}

import type { HttpContext } from '@adonisjs/core/http'
import Lot from '#models/lot'
import Car from '#models/car'
import { NotFoundException } from '#exceptions/http_errors'
import { administrationTenant } from '#services/shared/administration_scope'

/** The lot of the URL (`:uid` or `:lot_uid`) in the tenant scope, or a 404. */
export function lotOfUrl({ tenant, params, i18n }: HttpContext) {
  return Lot.findForTenantOr404(tenant, params.lot_uid ?? params.uid, i18n.t('errors.not_found'))
}

/** The lot and its car of the URL (`:car_uid`); a car of another lot is a 404 as well. */
export async function carOfUrl(ctx: HttpContext) {
  const [lot, car] = await Promise.all([
    lotOfUrl(ctx),
    Car.findForTenantOr404(ctx.tenant, ctx.params.car_uid, ctx.i18n.t('errors.not_found')),
  ])
  return sameLot(ctx, lot, car)
}

/**
 * The car page's lot and car (`/lot/:lot_uid/car/:car_uid`), opened from /administrare/bids:
 * the tenant scope's, an org-admin's current community's or any community's for a super-admin;
 * an org-admin without a community gets the page saying so (docs/auction.md).
 */
export function visibleCarOfUrl(ctx: HttpContext) {
  administrationTenant(ctx)
  return carOfUrl(ctx)
}

function sameLot(ctx: HttpContext, lot: Lot, car: Car) {
  if (car.lotId !== lot.id) throw new NotFoundException(ctx.i18n.t('errors.not_found'))
  return { lot, car }
}

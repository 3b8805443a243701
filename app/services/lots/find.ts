import type { HttpContext } from '@adonisjs/core/http'
import Lot from '#models/lot'
import Car from '#models/car'
import { NotFoundException } from '#exceptions/http_errors'
import { findByUidOr404 } from '#services/shared/find_by_uid'
import { administered, administrationTenant } from '#services/invoices/administration'

/** The lot of the URL (`:uid` or `:lot_uid`) in the current community, or a 404. */
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
 * The car page's lot and car (`/lot/:lot_uid/car/:car_uid`) and the car's photo (`:uid`), as
 * /administrare shows them (docs/auction.md): an org-admin's current community's, through the
 * tenant scope; any community's for a super-admin, who opens them from /administrare/bids.
 */
export async function visibleCarOfUrl(ctx: HttpContext) {
  const tenant = administrationTenant(ctx)
  const message = ctx.i18n.t('errors.not_found')
  const [lot, car] = await Promise.all([
    findByUidOr404(Lot, ctx.params.lot_uid, {
      query: administered(Lot, tenant),
      message,
    }),
    visibleCar(ctx),
  ])
  return sameLot(ctx, lot, car)
}

/** The car of the URL (`:car_uid`, or `:uid` for its photo) as the car page shows it (404 otherwise). */
export function visibleCar(ctx: HttpContext) {
  const { tenant } = ctx
  return findByUidOr404(Car, ctx.params.car_uid ?? ctx.params.uid, {
    query: administered(Car, tenant),
    message: ctx.i18n.t('errors.not_found'),
  })
}

function sameLot(ctx: HttpContext, lot: Lot, car: Car) {
  if (car.lotId !== lot.id) throw new NotFoundException(ctx.i18n.t('errors.not_found'))
  return { lot, car }
}

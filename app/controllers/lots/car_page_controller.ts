import type { HttpContext } from '@adonisjs/core/http'
import { LotService } from '#services/lots/lot_service'
import { carName } from '#shared/cars'
import { carOfUrl, visibleCarOfUrl } from '#services/lots/find'
import { exchangeRate } from '#services/exchange_rates/exchange_rate_service'
import { bidValidator } from '#validators/lots/lot'
import LotTransformer from '#transformers/lots/lot_transformer'
import CarTransformer from '#transformers/lots/car_transformer'
import BidTransformer from '#transformers/lots/bid_transformer'

/** /lot/{lot_uid}/car/{car_uid}: a car's page inside its lot, and "Adaugă ofertă". */
export default class CarPageController {
  /**
   * The photo, details, starting price and bids (highest first), and the org-admin's bid form
   * (its contact picker asks GET /contacts/options as the user types); a super-admin (from
   * /administrare/bids) reads it without the form.
   */
  async show(ctx: HttpContext) {
    const { lot, car } = await visibleCarOfUrl(ctx)
    const readOnly = ctx.tenant.isSuperAdmin
    const [bids, rate] = await Promise.all([
      car.related('bids').query().preload('contact'),
      exchangeRate(),
    ])
    return ctx.inertia.render('lots/car', {
      lot: LotTransformer.transform(lot).useVariant('toHeading'),
      car: CarTransformer.transform(car).useVariant('toPage'),
      bids: BidTransformer.transform(bids).useVariant('toCarRow'),
      rate: { eurron: rate.eurron, date: rate.date },
      readOnly,
    })
  }

  /** Records the bid (a contact of the community, at least the starting price, above the highest). */
  async storeBid(ctx: HttpContext) {
    const { request, response, session, tenant, i18n } = ctx
    const { lot, car } = await carOfUrl(ctx)
    const data = await request.validateUsing(bidValidator, {
      meta: { communityId: tenant.communityId, startingPriceCents: car.startingPriceCents },
    })
    await LotService.placeBid(car, data.contact_id, data.amount, i18n)
    session.flash('success', i18n.t('lots.bids.created', { name: carName(car) }))
    return response.redirect().toRoute('lot_car.show', { lot_uid: lot.uid, car_uid: car.uid })
  }
}

import type { HttpContext } from '@adonisjs/core/http'
import type Car from '#models/car'
import type Lot from '#models/lot'
import { carName } from '#shared/cars'
import { carOfUrl, visibleCarOfUrl } from '#controllers/lots/records_of_url'
import { AuctionService } from '#services/lots/auction_service'
import { exchangeRate } from '#services/exchange_rates/exchange_rate_service'
import { awardDecisionValidator, bidValidator } from '#validators/lots/lot'
import LotTransformer from '#transformers/lots/lot_transformer'
import CarTransformer from '#transformers/lots/car_transformer'
import BidTransformer from '#transformers/lots/bid_transformer'

/** /lot/{lot_uid}/car/{car_uid}: a car's page inside its lot, its bids and its award. */
export default class CarPageController {
  /** Back to the car's page with what was done. */
  private done({ response, session }: HttpContext, lot: Lot, car: Car, message: string) {
    session.flash('success', message)
    return response.redirect().toRoute('lot_car.show', { lot_uid: lot.uid, car_uid: car.uid })
  }

  /**
   * The photo, details, starting price and bids (highest first, each with its state), the
   * lot's state and end; while the lot is open, the org-admin's bid form (its contact picker
   * asks GET /contacts/options as the user types); once closed, the award and its actions. A
   * super-admin (from /administrare/bids) reads it without forms.
   */
  async show(ctx: HttpContext) {
    const { lot, car } = await visibleCarOfUrl(ctx)
    const readOnly = ctx.tenant.isSuperAdmin
    const [{ bids, invoices, outcome }, rate] = await Promise.all([
      AuctionService.outcomeOf(lot, car),
      exchangeRate(),
    ])
    return ctx.inertia.render('lots/car', {
      lot: LotTransformer.transform(lot).useVariant('toHeading'),
      car: CarTransformer.transform(car).useVariant('toPage'),
      bids: bids.map((bid) =>
        new BidTransformer(bid).toCarRow(
          outcome.states.get(bid.id)!,
          invoices.find(
            (invoice) =>
              invoice.bidId === bid.id && invoice.kind === 'invoice' && invoice.status === 'issued'
          )
        )
      ),
      award: {
        awardedUid: outcome.awarded?.uid ?? null,
        invoiced: outcome.invoiced,
        nextUid: outcome.openToNext ? (outcome.next?.uid ?? null) : null,
      },
      rate: { eurron: rate.eurron, date: rate.date },
      readOnly,
    })
  }

  /** Records the bid (a contact of the community, at least the starting price, above the highest). */
  async storeBid(ctx: HttpContext) {
    const { request, tenant, i18n } = ctx
    const { lot, car } = await carOfUrl(ctx)
    const data = await request.validateUsing(bidValidator, {
      meta: { communityId: tenant.communityId, startingPriceCents: car.startingPriceCents },
    })
    await AuctionService.placeBid(car, data.contact_id, data.amount, i18n)
    return this.done(ctx, lot, car, i18n.t('lots.bids.created', { name: carName(car) }))
  }

  /** A decision on the closed lot's winner, by the admin, with the bid it is about and why. */
  private async decide(
    ctx: HttpContext,
    decision: typeof AuctionService.withdraw,
    doneMessage: string
  ) {
    const { request, auth, i18n } = ctx
    const { lot, car } = await carOfUrl(ctx)
    const data = await request.validateUsing(awardDecisionValidator)
    await decision(car, data.bid_uid, data.reason, auth.use('web').user!.id, i18n)
    return this.done(ctx, lot, car, i18n.t(doneMessage, { name: carName(car) }))
  }

  /** "Înregistrează retragerea": the winner of the closed lot withdrew, with the reason. */
  async withdraw(ctx: HttpContext) {
    return this.decide(ctx, AuctionService.withdraw, 'lots.award.withdrawn')
  }

  /** "Adjudecă următoarei oferte": the car goes to the next highest bid, with the reason. */
  async award(ctx: HttpContext) {
    return this.decide(ctx, AuctionService.awardToNext, 'lots.award.awarded')
  }
}

import type { HttpContext } from '@adonisjs/core/http'
import db from '@adonisjs/lucid/services/db'
import Lot from '#models/lot'
import Car from '#models/car'
import { listQuery } from '#services/shared/list_query'
import { CAR_BID_COUNT, LOT_COUNTS, LOT_LIST_OPTIONS, LotService } from '#services/lots/lot_service'
import { lotOfUrl } from '#services/lots/records_of_url'
import { AuctionService, awardedBidOf } from '#services/lots/auction_service'
import { lotValidator } from '#validators/lots/lot'
import LotTransformer from '#transformers/lots/lot_transformer'
import CarTransformer from '#transformers/lots/car_transformer'
import User from '#models/user'

/** The bid a car is awarded to once its lot is closed, its bidder and whether it was withdrawn. */
const CAR_AWARD = db.raw(`(select json_build_object('amountCents', b.amount_cents,
    'bidder', concat_ws(' ', ct.first_name, ct.last_name), 'withdrawn', b.withdrawn_at is not null)
  from bids b left join contacts ct on ct.community_id = b.community_id and ct.id = b.contact_id
  where b.community_id = cars.community_id and b.id = ${awardedBidOf('cars')}) as award`)

/** /lots, "Licitații": the community's lots, a lot's form and its cars (docs/auction.md). */
export default class LotsController {
  async index({ inertia, request, tenant }: HttpContext) {
    const list = await listQuery(request, Lot.forTenant(tenant).select(...LOT_COUNTS), {
      ...LOT_LIST_OPTIONS,
      columns: LotTransformer.rowFields,
    })
    return inertia.render('lots/index', {
      lots: LotTransformer.transform(list.rows).useVariant('toRow'),
      meta: list.meta,
      state: list.state,
    })
  }

  async create({ inertia }: HttpContext) {
    return inertia.render('lots/edit', { lot: null, status: null, cars: [] })
  }

  /** The lot's form and its cars (with their bids' counts), read side by side. */
  async show(ctx: HttpContext) {
    const [lot, cars] = await Promise.all([
      lotOfUrl(ctx),
      Car.forTenant(ctx.tenant)
        .whereIn('cars.lot_id', Lot.idForTenant(ctx.tenant, ctx.params.uid))
        .select('cars.*', CAR_BID_COUNT, CAR_AWARD)
        .orderBy('cars.make')
        .orderBy('cars.model')
        .orderBy('cars.id'),
    ])
    // Who closed the lot early: an org-admin of the organization, as its users screen reads them.
    const closer = lot.closedBy
      ? await User.forTenant(ctx.tenant).where('users.id', lot.closedBy).first()
      : null
    return ctx.inertia.render('lots/edit', {
      lot: LotTransformer.transform(lot).useVariant('toForm'),
      status: {
        ...new LotTransformer(lot).toHeading(),
        closedBy: closer?.fullName ?? null,
      },
      cars: CarTransformer.transform(cars).useVariant('toRow'),
    })
  }

  async store({ request, response, session, tenant, i18n }: HttpContext) {
    const data = await request.validateUsing(lotValidator)
    const lot = await LotService.save(new Lot(), tenant.communityId, data, i18n)
    session.flash('success', i18n.t('lots.created', { title: lot.title }))
    return response.redirect().toRoute('lots.show', { uid: lot.uid })
  }

  async update(ctx: HttpContext) {
    const { request, response, session, tenant, i18n } = ctx
    const lot = await lotOfUrl(ctx)
    const data = await request.validateUsing(lotValidator)
    const saved = await LotService.save(lot, tenant.communityId, data, i18n)
    session.flash('success', i18n.t('lots.updated', { title: saved.title }))
    return response.redirect().toRoute('lots.show', { uid: lot.uid })
  }

  /** "Închide licitația" (confirmed on the page): an open lot ends now, who closed it recorded. */
  async close(ctx: HttpContext) {
    const { response, session, auth, i18n } = ctx
    const lot = await lotOfUrl(ctx)
    await AuctionService.close(lot, auth.user!.id, i18n)
    session.flash('success', i18n.t('lots.close.closed', { title: lot.title }))
    return response.redirect().toRoute('lots.show', { uid: lot.uid })
  }

  /** Deletes the lot with its cars; refused (error toast) when a car of it has bids. */
  async destroy(ctx: HttpContext) {
    const { response, session, i18n } = ctx
    const lot = await lotOfUrl(ctx)
    if (await LotService.lotHasBids(lot)) {
      session.flash('error', i18n.t('lots.delete_refused', { title: lot.title }))
      return response.redirect().back()
    }
    await lot.delete()
    session.flash('success', i18n.t('lots.deleted', { title: lot.title }))
    return response.redirect().toRoute('lots.index')
  }
}

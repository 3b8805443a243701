import type { HttpContext } from '@adonisjs/core/http'
import Lot from '#models/lot'
import { listQuery } from '#services/shared/list_query'
import { LOT_LIST_OPTIONS, LotService, lotCars } from '#services/lots/lot_service'
import { lotOfUrl } from '#controllers/lots/records_of_url'
import { AuctionService } from '#services/lots/auction_service'
import { lotValidator } from '#validators/lots/lot'
import LotTransformer from '#transformers/lots/lot_transformer'
import CarTransformer from '#transformers/lots/car_transformer'
import User from '#models/user'

/** /lots, "Licitații": the community's lots, a lot's form and its cars (docs/auction.md). */
export default class LotsController {
  async index({ inertia, request, tenant }: HttpContext) {
    const list = await listQuery(request, Lot.forTenant(tenant), {
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
    const [lot, cars] = await Promise.all([lotOfUrl(ctx), lotCars(ctx.tenant, ctx.params.uid)])
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
    await AuctionService.close(lot, auth.use('web').user!.id, i18n)
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

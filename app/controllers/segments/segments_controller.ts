import type { HttpContext } from '@adonisjs/core/http'
import Segment from '#models/segment'
import { listQuery } from '#services/shared/list_query'
import { ProductService } from '#services/products/product_service'
import { SEGMENT_LIST_OPTIONS, SegmentService } from '#services/segments/segment_service'
import { segmentValidator } from '#validators/segments/segment'
import SegmentTransformer from '#transformers/segments/segment_transformer'

export default class SegmentsController {
  private find({ tenant, params, i18n }: HttpContext) {
    return Segment.findForTenantOr404(tenant, params.uid, i18n.t('errors.not_found'))
  }

  async index({ inertia, request, tenant }: HttpContext) {
    const list = await listQuery(request, Segment.forTenant(tenant), {
      ...SEGMENT_LIST_OPTIONS,
      columns: SegmentTransformer.rowFields,
    })
    return inertia.render('segments/index', {
      segments: SegmentTransformer.transform(list.rows).useVariant('toRow'),
      meta: list.meta,
      state: list.state,
    })
  }

  async create({ inertia, tenant }: HttpContext) {
    return inertia.render('segments/edit', {
      segment: null,
      productIds: [],
      products: await ProductService.options(tenant),
    })
  }

  async show(ctx: HttpContext) {
    const segment = await this.find(ctx)
    const productIds = await SegmentService.productIds(segment)
    return ctx.inertia.render('segments/edit', {
      segment: SegmentTransformer.transform(segment).useVariant('toRow'),
      productIds,
      products: await ProductService.options(ctx.tenant, productIds),
    })
  }

  async store({ request, response, session, tenant, i18n }: HttpContext) {
    const data = await request.validateUsing(segmentValidator, {
      meta: { communityId: tenant.communityId },
    })
    const segment = await SegmentService.save(new Segment(), tenant.communityId, data, i18n)
    session.flash('success', i18n.t('segments.created', { code: segment.code }))
    return response.redirect().toRoute('segments.show', { uid: segment.uid })
  }

  async update(ctx: HttpContext) {
    const { request, response, session, tenant, i18n } = ctx
    const segment = await this.find(ctx)
    const data = await request.validateUsing(segmentValidator, {
      meta: { communityId: tenant.communityId, segmentId: segment.id },
    })
    await SegmentService.save(segment, tenant.communityId, data, i18n)
    session.flash('success', i18n.t('segments.updated', { code: segment.code }))
    return response.redirect().toRoute('segments.show', { uid: segment.uid })
  }

  /** Really deletes it (its product links go with it; quiz answers pointing at it keep no segment). */
  async destroy(ctx: HttpContext) {
    const { response, session, i18n } = ctx
    const segment = await this.find(ctx)
    await segment.delete()
    session.flash('success', i18n.t('segments.deleted', { code: segment.code }))
    return response.redirect().toRoute('segments.index')
  }
}

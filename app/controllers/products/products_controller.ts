import type { HttpContext } from '@adonisjs/core/http'
import Product from '#models/product'
import { listQuery, readListState } from '#services/shared/list_query'
import {
  PRODUCT_LIST_OPTIONS,
  ProductService,
  productOptions,
  productsInState,
} from '#services/products/product_service'
import { exchangeRate } from '#services/exchange_rates/exchange_rate_service'
import { productsExport } from '#services/products/product_export'
import { exportHeaders } from '#services/shared/csv'
import { countStart } from '#services/shared/start_limits'
import { PRODUCT_STATES, productValidator, type ProductState } from '#validators/products/product'
import ProductTransformer from '#transformers/products/product_transformer'
import { AuditService } from '#services/audit/audit_service'
import { timelineOf } from '#services/audit/audit_log'

export default class ProductsController {
  private find({ tenant, params, i18n }: HttpContext) {
    return Product.findForTenantOr404(tenant, params.uid, i18n.t('errors.not_found'))
  }

  private state({ request }: HttpContext): ProductState {
    const requested = request.qs().state
    return PRODUCT_STATES.includes(requested) ? requested : 'active'
  }

  async index(ctx: HttpContext) {
    const { inertia, request, tenant, i18n } = ctx
    const productState = this.state(ctx)
    const list = await listQuery(request, productsInState(tenant, productState), {
      ...PRODUCT_LIST_OPTIONS,
      columns: ProductTransformer.rowFields,
    })
    return inertia.render('products/index', {
      products: ProductTransformer.transform(list.rows).useVariant('toRow'),
      meta: list.meta,
      state: { ...list.state, productState },
      options: productOptions(i18n),
    })
  }

  /** What the table shows (its state and search) as CSV or XLSX, streamed (docs/tenant.md). */
  async export(ctx: HttpContext) {
    const { params, request, response, tenant, i18n, auth } = ctx
    const format = params.format === 'xlsx' ? 'xlsx' : 'csv'
    await countStart('export', auth.use('web').user!.id)
    const productState = this.state(ctx)
    const { search } = readListState(request, PRODUCT_LIST_OPTIONS)
    await AuditService.recordExport('produse', format, { state: productState, search })
    for (const [header, value] of Object.entries(exportHeaders('produse', format))) {
      response.header(header, value)
    }
    const scope = () => productsInState(tenant, productState, search)
    response.stream(productsExport(format, scope, i18n))
  }

  async create(ctx: HttpContext) {
    return this.form(ctx, null)
  }

  async show(ctx: HttpContext) {
    return this.form(ctx, await this.find(ctx))
  }

  private async form({ inertia, i18n, tenant }: HttpContext, product: Product | null) {
    const [rate, timeline] = await Promise.all([
      exchangeRate(),
      product ? timelineOf(tenant, 'product', product.id) : Promise.resolve([]),
    ])
    return inertia.render('products/edit', {
      product: product ? ProductTransformer.transform(product).useVariant('toForm') : null,
      timeline,
      options: productOptions(i18n),
      rate: { eurron: rate.eurron, date: rate.date },
    })
  }

  async store({ request, response, session, tenant, i18n }: HttpContext) {
    const data = await request.validateUsing(productValidator)
    const product = await ProductService.save(new Product(), tenant.communityId, data)
    session.flash('success', i18n.t('products.created', { name: product.name }))
    return response.redirect().toRoute('products.show', { uid: product.uid })
  }

  async update(ctx: HttpContext) {
    const { request, response, session, tenant, i18n } = ctx
    const product = await this.find(ctx)
    const data = await request.validateUsing(productValidator)
    await ProductService.save(product, tenant.communityId, data)
    session.flash('success', i18n.t('products.updated', { name: product.name }))
    return response.redirect().toRoute('products.show', { uid: product.uid })
  }

  /** "Duplică": the copy is created and opened. */
  async duplicate(ctx: HttpContext) {
    const { response, session, i18n } = ctx
    const copy = await ProductService.duplicate(await this.find(ctx), i18n)
    session.flash('success', i18n.t('products.duplicated', { name: copy.name }))
    return response.redirect().toRoute('products.show', { uid: copy.uid })
  }

  async softDelete(ctx: HttpContext) {
    const { response, session, i18n } = ctx
    const product = await ProductService.softDelete(await this.find(ctx))
    session.flash('success', i18n.t('products.deleted', { name: product.name }))
    // Back to the same view of the table (its filter, search and page).
    return response.redirect().withQs().back()
  }

  async restore(ctx: HttpContext) {
    const { response, session, i18n } = ctx
    const product = await ProductService.restore(await this.find(ctx))
    session.flash('success', i18n.t('products.restored', { name: product.name }))
    return response.redirect().withQs().back()
  }
}

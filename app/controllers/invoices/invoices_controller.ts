import type { HttpContext } from '@adonisjs/core/http'
import { urlFor } from '@adonisjs/core/services/url_builder'
import Module from '#models/module'
import Bid from '#models/bid'
import Invoice from '#models/invoice'
import { communityScope } from '#models/mixins/with_tenant_scope'
import { listQuery, searchNormalized } from '#services/shared/list_query'
import { orgToday } from '#services/shared/org_time'
import {
  administrationTenant,
  communityFilter,
  communityOptions,
  listScope,
} from '#services/shared/administration_scope'
import { InvoiceService, type IssueMessages } from '#services/invoices/invoice_service'
import type { SellerGap } from '#services/invoices/parties'
import { COUNTIES } from '#shared/counties'
import { DateTime } from 'luxon'
import { DISPLAY_FORMATS } from '#shared/time_zone'
import { invoicesXlsx } from '#services/invoices/invoice_export'
import { withListColumns } from '#services/invoices/invoice_list'
import { InvoiceConflictException } from '#exceptions/invoice_conflict'
import { countStart } from '#services/shared/start_limits'
import { invoiceValidator } from '#validators/invoices/invoice'
import InvoiceTransformer from '#transformers/invoices/invoice_transformer'
import { efacturaStatus } from '#services/efactura/transmission'
import { prepareDocument } from '#services/efactura/from_invoice'
import { waitingWithoutCredentials } from '#services/efactura/deadlines'
import { AuditService } from '#services/audit/audit_service'
import { timelineOf } from '#services/audit/audit_log'

/** An ISO day as the app shows days. */
const shownDay = (day: string) => DateTime.fromISO(day).toFormat(DISPLAY_FORMATS.date)

/** "FCT-12" as typed finds the stored search text "fct 12". */
const searchText = (text: string) => text.replace(/^([A-Za-z0-9]+)-(\d+)$/, '$1 $2')

/**
 * Invoices of bids (docs/auction.md): the form prefilled from a bid, issuing, the list and its
 * XLSX export, the printable invoice or credit note, reversing by a credit note. Org-admins: their current community's;
 * super-admins: every community's.
 */
export default class InvoicesController {
  private bid(ctx: HttpContext) {
    const tenant = administrationTenant(ctx)
    return Bid.findForTenantOr404(tenant, ctx.params.uid, ctx.i18n.t('errors.not_found'))
  }

  private invoice(ctx: HttpContext) {
    const tenant = administrationTenant(ctx)
    return Invoice.findForTenantOr404(tenant, ctx.params.uid, ctx.i18n.t('errors.not_found'))
  }

  /** The rows of the list and of the export: the community filter and the search. */
  private async scope(ctx: HttpContext) {
    const tenant = administrationTenant(ctx)
    const community = await communityFilter(tenant, ctx.request.qs().community)
    const search = ctx.request.qs().search
    const text = typeof search === 'string' ? search.trim().slice(0, 100) : ''
    const query = () => {
      const rows = Invoice.forTenant(listScope(tenant, community))
      if (text) searchNormalized(rows, ['invoices.search'], searchText(text), true)
      return rows
    }
    return { tenant, community, query }
  }

  async index(ctx: HttpContext) {
    const { tenant, community, query } = await this.scope(ctx)
    const rows = withListColumns(query(), tenant.isSuperAdmin)
    const [list, communities, withoutCredentials] = await Promise.all([
      listQuery(ctx.request, rows, {
        sortable: {
          issue_date: 'invoices.issue_date',
          number: 'invoices.number',
          total: 'invoices.total_cents',
        },
        defaultSort: { key: 'issue_date', direction: 'desc' },
        columns: InvoiceTransformer.rowFields,
      }),
      communityOptions(tenant),
      waitingWithoutCredentials(listScope(tenant, community)),
    ])
    return ctx.inertia.render('invoices/index', {
      invoices: InvoiceTransformer.transform(list.rows).useVariant('toRow'),
      meta: list.meta,
      state: { ...list.state, community: community?.uid ?? '' },
      communities,
      showCommunity: tenant.isSuperAdmin,
      // The organizations whose documents wait for ANAF because it has no credentials.
      efacturaWithoutCredentials: withoutCredentials,
    })
  }

  /** The accountant's XLSX of the list as shown (community filter and search), streamed. */
  async export(ctx: HttpContext) {
    const { query } = await this.scope(ctx)
    await countStart('export', ctx.auth.use('web').user!.id)
    const file = `facturi-${orgToday()}.xlsx`
    await AuditService.recordExport('facturi', 'xlsx', { search: ctx.request.qs().search })
    ctx.response.header(
      'Content-Type',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
    )
    ctx.response.header('Content-Disposition', `attachment; filename="${file}"`)
    ctx.response.header('Cache-Control', 'no-store')
    ctx.response.stream(invoicesXlsx(query))
  }

  /** The messages of issuing, in the request's language. */
  private issueMessages(ctx: HttpContext): IssueMessages {
    const { i18n } = ctx
    return {
      invoiced: i18n.t('invoices.already_invoiced'),
      notWinner: i18n.t('invoices.not_winner'),
      noRate: i18n.t('invoices.rate.missing'),
      noRateDate: i18n.t('invoices.rate.date_missing'),
      wrongRateDate: (expected, deliveryDay) =>
        i18n.t('invoices.rate.date_wrong', {
          expected: shownDay(expected),
          delivery: shownDay(deliveryDay),
        }),
      beforeSale: (saleDay) =>
        i18n.t('invoices.issue_order.before_sale', { date: shownDay(saleDay) }),
      beforePrevious: (number, issueDay) =>
        i18n.t('invoices.issue_order.before_previous', { number, date: shownDay(issueDay) }),
      notVatPayer: i18n.t('invoices.vat_not_payer'),
      vatNotInForce: (inForce, deliveryDay) =>
        i18n.t('invoices.vat_not_in_force', {
          date: shownDay(deliveryDay),
          rates: inForce.map((rate) => `${String(rate).replace('.', ',')}%`).join(', '),
        }),
      sellerIncomplete: ({ missing, invalid }) =>
        [
          missing.length &&
            i18n.t('invoices.seller_incomplete', { fields: this.labels(ctx, missing).join(', ') }),
          invalid.length &&
            i18n.t('invoices.seller_invalid', { fields: this.labels(ctx, invalid).join(', ') }),
          i18n.t('invoices.seller_fix'),
        ]
          .filter(Boolean)
          .join(' '),
    }
  }

  /** The labels of the organization's billing form for the seller's fields. */
  private labels({ i18n }: HttpContext, gaps: SellerGap[]) {
    return gaps.map((name) => i18n.t(`organizations.billing.${name}`))
  }

  /**
   * Where the viewer sees the seller's billing details: a super-admin changes them in the
   * organization's profile; an org-admin reads them in the community settings (with the events
   * module, which that page needs), or nowhere.
   */
  private sellerDetailsUrl({ tenant }: HttpContext, organizationUid: string) {
    if (tenant.isSuperAdmin) return urlFor('organizations.show', { uid: organizationUid })
    return tenant.hasModule(Module.EVENTS) ? urlFor('community.settings') : null
  }

  /**
   * "Creează factură" for the winning bid of a closed lot (InvoiceService.form), with what the
   * seller lacks in the viewer's words and where the viewer sees its details. Any other bid goes
   * back to the bids with the reason.
   */
  async create(ctx: HttpContext) {
    const { inertia, session, response, i18n } = ctx
    const bid = await this.bid(ctx)
    const form = await InvoiceService.form(bid)
    if (form.refused) {
      session.flash('error', i18n.t(`invoices.${form.refused}`))
      return response.redirect().toRoute('admin.bids.index')
    }
    const { seller } = form
    return inertia.render('invoices/create', {
      bid: form.bid,
      defaults: form.defaults,
      series: form.series,
      vatRates: form.vatRates,
      rate: form.rate,
      seller: {
        missing: this.labels(ctx, seller.missing),
        invalid: seller.invalid.map((name) => i18n.t(`invoices.create.invalid.${name}`)),
        detailsUrl: this.sellerDetailsUrl(ctx, seller.organizationUid),
        canEdit: ctx.tenant.isSuperAdmin,
        vatPayer: seller.vatPayer,
      },
      counties: COUNTIES.map((county) => ({ value: county.code, label: county.name })),
    })
  }

  async store(ctx: HttpContext) {
    const { request, response, session, i18n } = ctx
    const bid = await this.bid(ctx)
    if (bid.contactId === null) throw new InvoiceConflictException(i18n.t('invoices.no_buyer'))
    const data = await request.validateUsing(invoiceValidator)
    const invoice = await InvoiceService.issue(bid, data, this.issueMessages(ctx))
    session.flash('success', i18n.t('invoices.issued', { number: invoice.fullNumber }))
    return response.redirect().toRoute('admin.invoices.show', { uid: invoice.uid })
  }

  /**
   * The printable invoice or credit note: seller, buyer, the line, VAT, totals in its currency
   * and in RON, the rate with its day and source; a credit note names its original, a reversed
   * invoice its credit note and the car page where the car may go to the next bid; what
   * e-Factura still lacks of the stored document.
   */
  async show(ctx: HttpContext) {
    const invoice = await this.invoice(ctx)
    const scope = communityScope(invoice.communityId)
    const [related, bid, efactura, timeline] = await Promise.all([
      Invoice.forTenant(scope)
        .where((query) => {
          query
            .where('invoices.id', invoice.creditedInvoiceId ?? 0)
            .orWhere('invoices.credited_invoice_id', invoice.id)
        })
        .first(),
      Bid.forTenant(scope)
        .where('bids.id', invoice.bidId)
        .preload('car', (car) => car.preload('lot'))
        .firstOrFail(),
      efacturaStatus(invoice),
      timelineOf(ctx.tenant, 'invoice', invoice.id),
    ])
    // A credit note's related document is the invoice it reverses, which its XML names.
    const prepared = prepareDocument(invoice, invoice.creditedInvoiceId ? related : null)
    return ctx.inertia.render('invoices/show', {
      invoice: InvoiceTransformer.transform(invoice).useVariant('toDocument'),
      related: related
        ? {
            uid: related.uid,
            number: related.fullNumber,
            issueDate: related.issueDate.toISODate()!,
          }
        : null,
      car: { lotUid: bid.car.lot.uid, carUid: bid.car.uid },
      counties: Object.fromEntries(COUNTIES.map((county) => [county.code, county.name])),
      efactura: {
        ...efactura,
        problems: prepared.problems.map((problem) => ctx.i18n.t(problem.key, problem.values)),
      },
      timeline,
    })
  }

  /** "Stornează": the credit note of the whole invoice, then its page. */
  async reverse(ctx: HttpContext) {
    const { response, session, i18n } = ctx
    const invoice = await this.invoice(ctx)
    const number = invoice.fullNumber
    const note = await InvoiceService.reverse(invoice, {
      creditNote: i18n.t('invoices.reverse.credit_note'),
      reversed: i18n.t('invoices.reverse.already', { number }),
    })
    session.flash(
      'success',
      i18n.t('invoices.reverse.done', { number, credit_note: note.fullNumber })
    )
    return response.redirect().toRoute('admin.invoices.show', { uid: note.uid })
  }
}

import type { HttpContext } from '@adonisjs/core/http'
import Contact from '#models/contact'
import Segment from '#models/segment'
import { listQuery } from '#services/shared/list_query'
import { CONTACT_LIST_OPTIONS } from '#services/contacts/contact_service'
import { segmentWaysOf } from '#services/members/contact_member_panel'
import {
  SegmentContactService,
  countSegmentContacts,
  segmentContacts,
} from '#services/segments/segment_contact_service'
import { segmentContactValidator } from '#validators/segment_contacts/segment_contact'
import ContactTransformer from '#transformers/contacts/contact_transformer'
import SegmentTransformer from '#transformers/segments/segment_transformer'

/**
 * /segments/{uid}/contacts: the segment's contacts (count, paged list with how each came in,
 * export), a contact added by hand, and one added by hand removed.
 */
export default class SegmentContactsController {
  private segment({ tenant, params, i18n }: HttpContext) {
    return Segment.findForTenantOr404(tenant, params.uid, i18n.t('errors.not_found'))
  }

  async index(ctx: HttpContext) {
    const { inertia, request, tenant } = ctx
    const segment = await this.segment(ctx)
    const [list, total] = await Promise.all([
      listQuery(request, segmentContacts(tenant, segment), {
        ...CONTACT_LIST_OPTIONS,
        columns: ContactTransformer.rowFields,
      }),
      countSegmentContacts(tenant, segment),
    ])
    const ways = await segmentWaysOf(
      tenant,
      list.rows.map((row) => row.id)
    )
    const waysOf = (contactId: number) =>
      ways
        .filter((way) => way.contactId === contactId && way.segment.uid === segment.uid)
        .map(({ source, quiz, addedAt }) => ({ source, quiz, addedAt }))
    return inertia.render('segment_contacts/index', {
      segment: SegmentTransformer.transform(segment).useVariant('toRow'),
      total,
      contacts: list.rows.map((row) => ({
        ...new ContactTransformer(row).toRow(),
        ways: waysOf(row.id),
      })),
      meta: list.meta,
      state: list.state,
    })
  }

  async store(ctx: HttpContext) {
    const { request, response, session, tenant, auth, i18n } = ctx
    const segment = await this.segment(ctx)
    const data = await request.validateUsing(segmentContactValidator, {
      meta: { communityId: tenant.communityId },
    })
    await SegmentContactService.addByHand(
      segment,
      data.segment_contact_id,
      auth.use('web').user!.id,
      i18n
    )
    const contact = await Contact.forTenant(tenant)
      .where('contacts.id', data.segment_contact_id)
      .firstOrFail()
    session.flash(
      'success',
      i18n.t('segment_contacts.added', { name: contact.fullName, code: segment.code })
    )
    return response.redirect().withQs().back()
  }

  async destroy(ctx: HttpContext) {
    const { response, session, tenant, params, i18n } = ctx
    const segment = await this.segment(ctx)
    const contact = await Contact.findForTenantOr404(
      tenant,
      params.contact_uid,
      i18n.t('errors.not_found')
    )
    const removed = await SegmentContactService.removeByHand(tenant, segment, contact.id)
    session.flash(
      removed ? 'success' : 'error',
      i18n.t(removed ? 'segment_contacts.removed' : 'segment_contacts.not_manual', {
        name: contact.fullName,
        code: segment.code,
      })
    )
    return response.redirect().withQs().back()
  }
}

import type { I18n } from '@adonisjs/i18n'
import { DateTime } from 'luxon'
import type Segment from '#models/segment'
import SegmentContact from '#models/segment_contact'
import type { TenantScope } from '#models/mixins/with_tenant_scope'
import { screenContacts } from '#services/contacts/contact_service'
import { refuseDuplicate } from '#services/shared/db_errors'
import { fieldError } from '#validators/shared/field_error'

/** The ways of a segment's contacts into it (every source: quiz, manual, import). */
export function segmentLinks(tenant: TenantScope, segment: Segment) {
  return SegmentContact.forTenant(tenant).where('segment_contacts.segment_id', segment.id)
}

/** The segment's contacts, each once however many ways brought them in. */
export function segmentContacts(tenant: TenantScope, segment: Segment) {
  return screenContacts(tenant).whereIn(
    'contacts.id',
    segmentLinks(tenant, segment).select('contact_id')
  )
}

export async function countSegmentContacts(tenant: TenantScope, segment: Segment) {
  const [row] = await segmentLinks(tenant, segment)
    .countDistinct('contact_id as total')
    .pojo<{ total: string }>()
  return Number(row.total)
}

/**
 * By hand only: a quiz's rows follow the member's answers (answering again replaces them), an
 * import's stay with the import.
 */
export class SegmentContactService {
  static addByHand(segment: Segment, contactId: number, userId: number, i18n: I18n) {
    return refuseDuplicate(
      () =>
        SegmentContact.create({
          communityId: segment.communityId,
          segmentId: segment.id,
          contactId,
          source: 'manual',
          sourceId: null,
          addedBy: userId,
          addedAt: DateTime.now(),
        }),
      () =>
        fieldError(
          'segment_contact_id',
          'already_manual',
          i18n.t('validator.shared.messages.segment_contact_id.already_manual')
        ),
      'segment_contacts_unique'
    )
  }

  /** Answers how many rows went: 0 when the contact was not in the segment by hand. */
  static async removeByHand(tenant: TenantScope, segment: Segment, contactId: number) {
    const removed = await segmentLinks(tenant, segment)
      .where('segment_contacts.contact_id', contactId)
      .where('segment_contacts.source', 'manual')
      .delete()
    return Number(Array.isArray(removed) ? removed[0] : removed)
  }
}

import type { I18n } from '@adonisjs/i18n'
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { DateTime } from 'luxon'
import type Segment from '#models/segment'
import SegmentContact from '#models/segment_contact'
import Contact from '#models/contact'
import { communityScope, type TenantScope } from '#models/mixins/with_tenant_scope'
import { screenContacts } from '#services/contacts/contact_service'
import { refuseDuplicate } from '#services/shared/db_errors'
import { fieldError } from '#validators/shared/field_error'
import { AuditService } from '#services/audit/audit_service'

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
 * import's stay with the import. Each is audited on the segment's record, the contact by uid,
 * in the change's transaction (docs/security.md, "Audit trail").
 */
export class SegmentContactService {
  static addByHand(segment: Segment, contactId: number, userId: number, i18n: I18n) {
    return refuseDuplicate(
      () =>
        db.transaction(async (trx) => {
          const row = await SegmentContact.create(
            {
              communityId: segment.communityId,
              segmentId: segment.id,
              contactId,
              source: 'manual',
              sourceId: null,
              addedBy: userId,
              addedAt: DateTime.now(),
            },
            { client: trx }
          )
          await SegmentContactService.record(trx, segment, 'segment_add', contactId)
          return row
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
    return db.transaction(async (trx) => {
      const removed = await segmentLinks(tenant, segment)
        .useTransaction(trx)
        .where('segment_contacts.contact_id', contactId)
        .where('segment_contacts.source', 'manual')
        .delete()
      const count = Number(Array.isArray(removed) ? removed[0] : removed)
      if (count) await SegmentContactService.record(trx, segment, 'segment_remove', contactId)
      return count
    })
  }

  /** The contact by uid (no name: an erasure redacts only the contact's own entries). */
  private static async record(
    trx: TransactionClientContract,
    segment: Segment,
    action: 'segment_add' | 'segment_remove',
    contactId: number
  ) {
    const contact = await Contact.forTenant(communityScope(segment.communityId))
      .useTransaction(trx)
      .where('contacts.id', contactId)
      .select('uid')
      .first()
    const uid = contact?.uid ?? null
    await AuditService.record({
      action,
      record: { type: 'segment', id: segment.id, label: segment.name },
      changes: { contact: action === 'segment_add' ? [null, uid] : [uid, null] },
      communityId: segment.communityId,
      client: trx,
    })
  }
}

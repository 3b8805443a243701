import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import Contact from '#models/contact'
import type Event from '#models/event'
import { communityScope } from '#models/mixins/with_tenant_scope'
import type EventRegistration from '#models/event_registration'
import { AuditService } from '#services/audit/audit_service'
import type { AuditAction } from '#shared/audit'

/** The staff's changes to an attendee (docs/security.md, "Audit trail"). */
export type AttendeeAction = Extract<
  AuditAction,
  'attendee_add' | 'attendee_cancel' | 'attendee_move_up' | 'attendee_check_in'
>

/**
 * A staff change to a registration, on the event's timeline: its status before → after and the
 * attendee's contact by uid (no name or e-mail: an erasure redacts only the contact's entries),
 * by the request's user, in the change's transaction.
 */
export async function recordAttendee(
  trx: TransactionClientContract,
  event: Event,
  row: EventRegistration,
  action: AttendeeAction,
  before: string | null
) {
  const contact = row.contactId
    ? await Contact.forTenant(communityScope(row.communityId))
        .useTransaction(trx)
        .where('contacts.id', row.contactId)
        .select('uid')
        .first()
    : null
  await AuditService.record({
    action,
    record: { type: 'event', id: event.id, label: event.name },
    changes: { status: [before, row.status] },
    details: { contact: contact?.uid ?? null },
    communityId: event.communityId,
    client: trx,
  })
}

import { BaseTransformer } from '@adonisjs/core/transformers'
import type EventRegistration from '#models/event_registration'

/** A registration as the pages see it. */
export default class EventRegistrationTransformer extends BaseTransformer<EventRegistration> {
  /** The attributes toRow reads (the Participanți tab's columns). */
  static readonly rowFields = [
    'id',
    'uid',
    'firstName',
    'lastName',
    'email',
    'phone',
    'status',
    'createdAt',
    'waitingSince',
    'offerExpiresAt',
    'heldUntil',
  ] as const satisfies readonly (keyof EventRegistration)[]

  /** A row of the Participanți tab (the ticket's check-in read beside it). */
  toRow() {
    const row = this.resource
    return {
      ...this.pick(row, ['uid', 'firstName', 'lastName', 'email', 'phone', 'status']),
      createdAt: row.createdAt.toISO()!,
      heldUntil: row.heldUntil?.toISO() ?? null,
      offerExpiresAt: row.offerExpiresAt?.toISO() ?? null,
      checkedInAt: (row.$extras.checked_in_at as Date | null)?.toISOString() ?? null,
    }
  }

  /** The person's own page (their e-mail's links): their registration and the event, no one else's. */
  toPublic() {
    const row = this.resource
    const event = row.event
    return {
      uid: row.uid,
      firstName: row.firstName,
      lastName: row.lastName,
      status: row.status,
      heldUntil: row.heldUntil?.toISO() ?? null,
      offerExpiresAt: row.offerExpiresAt?.toISO() ?? null,
      event: {
        name: event.name,
        startAt: event.startAt.toISO()!,
        endAt: event.endAt.toISO()!,
        address: event.address,
      },
    }
  }
}

import { DateTime } from 'luxon'
import Community from '#models/community'
import CommunityMember from '#models/community_member'
import Event from '#models/event'
import EventRegistration from '#models/event_registration'
import type Member from '#models/member'
import { communityScope } from '#models/mixins/with_tenant_scope'
import { positionOf } from '#services/event_attendees/places'
import { formatTicketCode } from '#services/event_attendees/tickets'

/** The communities a member is in now (joined, neither left nor blocked). */
export async function activeCommunityIds(memberId: number) {
  const rows = await CommunityMember.query()
    .where('member_id', memberId)
    .whereNull('left_at')
    .whereNull('blocked_at')
    .select('community_id')
  return rows.map((row) => row.communityId)
}

/**
 * Links to the member the registrations of their verified e-mail in the communities they are in,
 * made before (by the public registration, or added by the staff): they are the member's tickets
 * from now on. Writes only rows of the member's own e-mail, and only those not linked yet.
 */
export async function linkEarlierRegistrations(member: Member) {
  if (!member.email) return
  const communityIds = await activeCommunityIds(member.id)
  if (!communityIds.length) return
  await EventRegistration.ofMember(member, communityIds)
    .whereNull('event_registrations.member_id')
    .update({ member_id: member.id })
}

/**
 * The member's registrations on the whole platform (after linking the earlier ones), each with
 * its event, its community and its ticket; the latest event first.
 */
export async function memberRegistrations(member: Member) {
  await linkEarlierRegistrations(member)
  const rows = await EventRegistration.ofMember(member, [])
    .preload('event')
    .preload('ticket')
    .orderBy('id', 'desc')
  return rows.sort((a, b) => b.event.startAt.toMillis() - a.event.startAt.toMillis() || b.id - a.id)
}

/** One of the member's registrations by its uid (after linking the earlier ones); null if not theirs. */
export async function memberRegistration(member: Member, uid: string) {
  await linkEarlierRegistrations(member)
  return EventRegistration.ofMember(member, [])
    .where('event_registrations.uid', uid)
    .preload('event')
    .first()
}

/** The event of a member's registration: public or members-only, not ended, of the community. */
export function memberEvent(communityId: number, uid: string) {
  return Event.forTenant(communityScope(communityId))
    .where('events.uid', uid)
    .whereIn('events.event_visibility', ['public', 'members'])
    .where('events.end_at', '>', DateTime.now().toSQL())
    .first()
}

/** The communities of these registrations, by id (their slug and name in the answer). */
export async function communitiesOf(registrations: EventRegistration[]) {
  const ids = [...new Set(registrations.map((registration) => registration.communityId))]
  const communities = ids.length ? await Community.query().whereIn('id', ids) : []
  return new Map(communities.map((community) => [community.id, community]))
}

/**
 * A registration as the member API shows it: its state (the place in line when waiting), the
 * event, and the ticket with its QR payload (the code the check-in reads, as the ticket e-mail's
 * QR image holds it) when it has a place.
 */
export async function ticketJson(
  registration: EventRegistration,
  community: Pick<Community, 'slug' | 'name'>,
  position?: number | null
) {
  const { event, ticket } = registration
  const hasTicket =
    ticket && (registration.status === 'confirmed' || registration.status === 'checked_in')
  return {
    uid: registration.uid,
    status: registration.status,
    waiting_position:
      position === undefined ? await positionOf(null, registration) : (position ?? null),
    offer_expires_at: registration.offerExpiresAt?.toISO() ?? null,
    registered_at: registration.createdAt.toISO(),
    cancelled_at: registration.cancelledAt?.toISO() ?? null,
    community: { slug: community.slug, name: community.name },
    event: {
      uid: event.uid,
      name: event.name,
      start_at: event.startAt.toISO(),
      end_at: event.endAt.toISO(),
      address: event.address,
      latitude: event.latitude,
      longitude: event.longitude,
    },
    ticket: hasTicket
      ? {
          code: formatTicketCode(ticket.code),
          qr_payload: ticket.code,
          checked_in_at: ticket.checkedInAt?.toISO() ?? null,
        }
      : null,
  }
}

/** The member's tickets as the API lists them. */
export async function memberTicketsJson(member: Member) {
  const registrations = await memberRegistrations(member)
  const communities = await communitiesOf(registrations)
  return Promise.all(
    registrations.map((registration) =>
      ticketJson(registration, communities.get(registration.communityId)!)
    )
  )
}

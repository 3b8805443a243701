import type { HttpContext } from '@adonisjs/core/http'
import { errors as limiterErrors } from '@adonisjs/limiter'
import { DateTime } from 'luxon'
import { TooManyRegistrations } from '#exceptions/too_many_registrations'
import { communityWithEvents } from '#services/events/public_events'
import {
  RegistrationRefused,
  RegistrationService,
} from '#services/event_attendees/registration_service'
import { memberEvent, ticketJson } from '#services/members/member_tickets'
import { registrationsPerAddress } from '#start/limiter'
import { memberRegistrationValidator } from '#validators/members/member_events'

/**
 * POST /api/member/communities/{slug}/events/{uid}/registrations: the member registers as
 * themselves (docs/members.md, "Events and tickets"): their contact in the community, their
 * verified e-mail (no double opt-in), the public registration's places, waiting list and repeat.
 */
export default class MemberRegistrationsController {
  async store(ctx: HttpContext) {
    const { params, request, response, i18n } = ctx
    const member = ctx.auth.use('member').getUserOrFail()
    const { community, membership } = ctx.memberCommunity
    const refuse = (status: number, error: string) =>
      response.status(status).json({ error, message: i18n.t(`member_events.refused.${error}`) })

    // Public or members-only, not ended, with the events module: anything else is unknown.
    const event = (await communityWithEvents(community.slug))
      ? await memberEvent(community.id, params.uid)
      : null
    if (!event) return refuse(404, 'not_found')
    if (event.startAt <= DateTime.now()) return refuse(409, 'closed')
    const data = await request.validateUsing(memberRegistrationValidator)
    if (!member.email) return refuse(409, 'no_email')
    // The public registration's limit per address and event: the same key, the same count.
    try {
      await registrationsPerAddress().consume(
        `event_registration_email_${event.id}_${member.email}`
      )
    } catch (error) {
      if (!(error instanceof limiterErrors.E_TOO_MANY_REQUESTS)) throw error
      throw new TooManyRegistrations(Math.max(1, error.response.availableIn))
    }

    const contact = await membership.related('contact').query().firstOrFail()
    let outcome
    try {
      outcome = await RegistrationService.registerMember(
        event,
        {
          id: member.id,
          contactId: membership.contactId,
          email: member.email,
          firstName: member.firstName || contact.firstName,
          lastName: member.lastName || contact.lastName,
          phone: member.phoneNumber,
          locale: member.locale,
        },
        data
      )
    } catch (error) {
      // The address's registration is another account's (it registered, then changed e-mail).
      if (!(error instanceof RegistrationRefused) || error.reason !== 'other_member') throw error
      return refuse(409, 'other_member')
    }
    const { registration } = outcome
    await registration.load((loader) => loader.load('event').load('ticket'))
    return response
      .status(outcome.created ? 201 : 200)
      .json({ data: await ticketJson(registration, community, outcome.position) })
  }
}

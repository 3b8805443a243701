import type { HttpContext } from '@adonisjs/core/http'
import {
  RegistrationRefused,
  RegistrationService,
} from '#services/event_attendees/registration_service'
import {
  communitiesOf,
  memberRegistration,
  memberTicketsJson,
  ticketJson,
} from '#services/members/member_tickets'

/**
 * The member's tickets across their communities (docs/members.md, "Events and tickets"):
 * GET /api/member/tickets and DELETE /api/member/tickets/{uid} (the cancel link's cancellation).
 */
export default class MemberTicketsController {
  async index(ctx: HttpContext) {
    const member = ctx.auth.use('member').getUserOrFail()
    return ctx.response.json({ data: await memberTicketsJson(member) })
  }

  async destroy(ctx: HttpContext) {
    const { params, response, i18n } = ctx
    const member = ctx.auth.use('member').getUserOrFail()
    const refuse = (status: number, error: string) =>
      response.status(status).json({ error, message: i18n.t(`member_events.refused.${error}`) })
    const registration = await memberRegistration(member, params.uid)
    if (!registration) return refuse(404, 'ticket_not_found')
    try {
      // Refused as `checked_in`, or `ended` once the event is over (its history stays as it was).
      await RegistrationService.cancel(registration, 'attendee')
    } catch (error) {
      if (!(error instanceof RegistrationRefused)) throw error
      return refuse(409, error.reason)
    }
    await registration.refresh()
    await registration.load((loader) => loader.load('event').load('ticket'))
    const communities = await communitiesOf([registration])
    return response.json({
      data: await ticketJson(registration, communities.get(registration.communityId)!),
    })
  }
}

import type { HttpContext } from '@adonisjs/core/http'
import { marketingConsentState } from '#services/members/member_data'
import { MemberDataService } from '#services/members/member_data_service'
import { marketingConsentValidator } from '#validators/members/member_events'
import { MemberUnauthorized } from '#exceptions/member_unauthorized'

/**
 * The member's marketing consent in a community (Legea 506/2004; docs/members.md, "The member's
 * data"): GET its state and history, POST a new decision (a row appended, never an edit). A member
 * who left or is blocked reads and withdraws it; giving it is refused (401 with the reason).
 */
export default class MemberConsentsController {
  async show(ctx: HttpContext) {
    return ctx.response.json({ data: await marketingConsentState(ctx.memberCommunity.membership) })
  }

  async store(ctx: HttpContext) {
    const { request, response } = ctx
    const { membership } = ctx.memberCommunity
    const data = await request.validateUsing(marketingConsentValidator)
    if (data.given && membership.blockedAt) throw new MemberUnauthorized('blocked')
    if (data.given && membership.leftAt) throw new MemberUnauthorized('left')
    await MemberDataService.recordConsent(membership, data, request.ip())
    return response.json({ data: await marketingConsentState(membership) })
  }
}

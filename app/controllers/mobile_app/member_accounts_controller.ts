import type { HttpContext } from '@adonisjs/core/http'
import Member from '#models/member'
import MemberPolicy from '#policies/member_policy'
import { memberLookupValidator } from '#validators/mobile_app/member_lookup'
import { memberAccount } from '#services/members/member_account_lookup'
import { CommunityMemberService } from '#services/members/community_member_service'
import { NotFoundException } from '#exceptions/http_errors'

/**
 * /mobile-app/members (super-admin): a member's account found by its e-mail, its communities and
 * devices, and every session ended (a lost phone, a compromised account).
 */
export default class MemberAccountsController {
  async index({ inertia, request }: HttpContext) {
    const { email } = await request.validateUsing(memberLookupValidator)
    return inertia.render('mobile_app/members', {
      email: email ?? '',
      account: email ? await memberAccount(email) : null,
    })
  }

  async endSessions({ params, response, session, bouncer, i18n }: HttpContext) {
    const member = await Member.query().where('uid', params.uid).whereNull('erased_at').first()
    if (!member) throw new NotFoundException(i18n.t('errors.not_found'))
    await bouncer.with(MemberPolicy).authorize('endSessions', null)
    const count = Number(await CommunityMemberService.endSessions(member))
    session.flash(
      'success',
      count
        ? i18n.t('contact_members.sessions_ended', { count })
        : i18n.t('contact_members.no_sessions')
    )
    return response.redirect().withQs().back()
  }
}

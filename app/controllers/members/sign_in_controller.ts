import type { HttpContext } from '@adonisjs/core/http'
import { MemberSignInService, refusedCode } from '#services/members/member_sign_in_service'
import {
  assertMethodEnabled,
  memberForIdentity,
  signInAnswer,
} from '#services/members/member_accounts'
import { emailSignInValidator, emailSignInVerifyValidator } from '#validators/members/sign_in'

/**
 * The member API's sign-in by e-mail (docs/members.md, "Sign-in"): a code and a link e-mailed,
 * then either one traded for a device token. Refused while the method is switched off.
 */
export default class SignInController {
  /** POST /api/member/sign-in/email: 202, the same answer and work for every address. */
  async request({ request, response, i18n }: HttpContext) {
    await assertMethodEnabled('email')
    const { email } = await request.validateUsing(emailSignInValidator)
    await MemberSignInService.countCodeFor('sign_in', email)
    await MemberSignInService.send('sign_in', email, { ip: request.ip(), i18n })
    return response.status(202).json({ data: { message: i18n.t('members.sign_in.sent') } })
  }

  /** POST /api/member/sign-in/email/verify: the code (with its address) or the link's token. */
  async verify({ request, i18n }: HttpContext) {
    await assertMethodEnabled('email')
    const data = await request.validateUsing(emailSignInVerifyValidator)
    const used = data.token
      ? await MemberSignInService.useLink(data.token, data.email)
      : await MemberSignInService.useCode('sign_in', data.code!, { email: data.email! })
    if (!used) throw refusedCode(i18n, data.token ? 'token' : 'code', 'code_refused')
    const email = used.email.toLowerCase()
    const member = await memberForIdentity({
      provider: 'email',
      subject: email,
      verifiedEmail: email,
    })
    return signInAnswer(member, data.device_name, 'email')
  }
}

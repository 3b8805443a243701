import type { HttpContext } from '@adonisjs/core/http'
import { errors as vineErrors } from '@vinejs/vine'
import { memberJson } from '#services/members/member_accounts'
import { MemberProfileService } from '#services/members/member_profile_service'
import { MemberSignInService, refusedCode } from '#services/members/member_sign_in_service'
import {
  emptiedNames,
  emailChangeValidator,
  emailChangeVerifyValidator,
  profileValidator,
} from '#validators/members/profile'

/** The signed-in member's profile, and a new e-mail address verified before it counts. */
export default class ProfileController {
  /** GET /api/member/me */
  async show({ auth }: HttpContext) {
    return { data: memberJson(auth.use('member').getUserOrFail()) }
  }

  /** PATCH /api/member/me: name and phone (only the fields sent), on the contacts too. */
  async update({ auth, request, i18n }: HttpContext) {
    const member = auth.use('member').getUserOrFail()
    const changes = await request.validateUsing(profileValidator)
    const emptied = emptiedNames(request.body())
    if (emptied.length) {
      throw new vineErrors.E_VALIDATION_ERROR(
        emptied.map((field) => ({
          field,
          rule: 'required',
          message: i18n.t('validator.shared.messages.required', {
            field: i18n.t(`validator.shared.fields.${field}`),
          }),
        }))
      )
    }
    return { data: memberJson(await MemberProfileService.update(member, changes)) }
  }

  /** POST /api/member/me/email: a code to the new address; the account keeps the old until then. */
  async requestEmailChange({ auth, request, response, i18n }: HttpContext) {
    const member = auth.use('member').getUserOrFail()
    const { email } = await request.validateUsing(emailChangeValidator)
    await MemberSignInService.countCodeFor('email_change', email)
    await MemberSignInService.send('email_change', email, {
      ip: request.ip(),
      memberId: member.id,
      i18n,
    })
    return response.status(202).json({ data: { message: i18n.t('members.email_change.sent') } })
  }

  /** POST /api/member/me/email/verify: the new address's code switches the account to it. */
  async verifyEmailChange({ auth, request, i18n }: HttpContext) {
    const member = auth.use('member').getUserOrFail()
    const { code } = await request.validateUsing(emailChangeVerifyValidator)
    const used = await MemberSignInService.useCode('email_change', code, { memberId: member.id })
    if (!used) throw refusedCode(i18n, 'code', 'code_refused')
    const email = used.email.toLowerCase()
    const changed =
      !(await MemberProfileService.emailTaken(member, email)) &&
      (await MemberProfileService.changeEmail(member, email))
    if (!changed) throw refusedCode(i18n, 'email', 'email_taken')
    return { data: memberJson(member) }
  }
}

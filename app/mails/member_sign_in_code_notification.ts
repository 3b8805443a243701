import type { I18n } from '@adonisjs/i18n'
import { BaseMail } from '@adonisjs/mail'
import { appName } from '#config/app'
import type { SignInCodePurpose } from '#models/member_sign_in_code'

/**
 * A member's e-mailed code (docs/members.md, "Sign-in"): to sign in, the 6-digit code and the
 * link that opens the app; to confirm a new address, the code alone. In the request's language.
 */
export default class MemberSignInCodeNotification extends BaseMail {
  constructor(
    private email: string,
    private purpose: SignInCodePurpose,
    private code: string,
    private link: string | null,
    private minutes: number,
    private i18n: I18n
  ) {
    super()
  }

  prepare() {
    const key = this.purpose === 'sign_in' ? 'mail.member_sign_in' : 'mail.member_email_change'
    this.message
      .to(this.email)
      .subject(this.i18n.t(`${key}.subject`, { app: appName, code: this.code }))
      .htmlView('emails/member_sign_in_code', {
        t: (name: string, data?: Record<string, unknown>) => this.i18n.t(`${key}.${name}`, data),
        code: this.code,
        link: this.link,
        minutes: this.minutes,
        appName,
      })
  }
}

import type { I18n } from '@adonisjs/i18n'
import { BaseMail } from '@adonisjs/mail'
import { appName } from '#config/app'
import type User from '#models/user'

/** A password reset link, in the language of the request. */
export default class PasswordResetNotification extends BaseMail {
  constructor(
    private user: User,
    private link: string,
    private minutes: number,
    private i18n: I18n
  ) {
    super()
  }

  prepare() {
    this.message
      .to(this.user.email, this.user.fullName)
      .subject(this.i18n.t('mail.reset.subject', { app: appName }))
      .htmlView('emails/reset_password', {
        t: (key: string, data?: Record<string, unknown>) => this.i18n.t(key, data),
        name: this.user.firstName,
        link: this.link,
        minutes: this.minutes,
        appName,
      })
  }
}

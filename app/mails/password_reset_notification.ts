import i18nManager from '@adonisjs/i18n/services/main'
import { BaseMail } from '@adonisjs/mail'
import { appName } from '#config/app'
import type User from '#models/user'

/**
 * A password reset link, in the account's language (the one its holder chose), not the request's:
 * the request comes from a browser signed out, often a new one.
 */
export default class PasswordResetNotification extends BaseMail {
  constructor(
    private user: User,
    private link: string,
    private minutes: number
  ) {
    super()
  }

  prepare() {
    const i18n = i18nManager.locale(this.user.locale || i18nManager.defaultLocale)
    this.message
      .to(this.user.email, this.user.fullName)
      .subject(i18n.t('mail.reset.subject', { app: appName }))
      .htmlView('emails/reset_password', {
        t: (key: string, data?: Record<string, unknown>) => i18n.t(key, data),
        name: this.user.firstName,
        link: this.link,
        minutes: this.minutes,
        appName,
      })
  }
}

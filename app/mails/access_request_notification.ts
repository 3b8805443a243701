import i18nManager from '@adonisjs/i18n/services/main'
import { BaseMail } from '@adonisjs/mail'
import { appName, appUrl } from '#config/app'
import type User from '#models/user'
import type { AccessRequest } from '#services/users/access_request_service'

/** A request for an account, to one super-admin in their language; the requester as Reply-To. */
export default class AccessRequestNotification extends BaseMail {
  constructor(
    private admin: User,
    private request: AccessRequest
  ) {
    super()
  }

  prepare() {
    const i18n = i18nManager.locale(this.admin.locale || i18nManager.defaultLocale)
    const t = (key: string, data?: Record<string, unknown>) => i18n.t(key, data)
    this.message
      .to(this.admin.email, this.admin.fullName)
      .replyTo(this.request.email, this.request.name)
      .subject(t('mail.access_request.subject', { organization: this.request.organization }))
      .htmlView('emails/access_request', {
        t,
        admin: this.admin.firstName,
        request: { ...this.request, message: this.request.message ?? '' },
        link: `${appUrl}/users/invite`,
        appName,
      })
  }
}

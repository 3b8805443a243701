import type { I18n } from '@adonisjs/i18n'
import { BaseMail } from '@adonisjs/mail'
import { appName } from '#config/app'
import type Invitation from '#models/invitation'
import type User from '#models/user'

/** An invitation's link (the only place its token exists), in the inviter's language. */
export default class InvitationNotification extends BaseMail {
  constructor(
    private invitation: Invitation,
    private link: string,
    private days: number,
    private i18n: I18n,
    private inviter?: User | null
  ) {
    super()
  }

  prepare() {
    const t = (key: string, data?: Record<string, unknown>) => this.i18n.t(key, data)
    this.message
      .to(this.invitation.email, this.invitation.fullName)
      .subject(t('mail.invitation.subject', { app: appName }))
      .htmlView('emails/invitation', {
        t,
        name: this.invitation.firstName,
        inviter: this.inviter?.fullName ?? null,
        organization: this.invitation.organizationName,
        link: this.link,
        days: this.days,
        appName,
      })
  }
}

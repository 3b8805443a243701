import i18nManager from '@adonisjs/i18n/services/main'
import mail from '@adonisjs/mail/services/main'
import logger from '@adonisjs/core/services/logger'
import { appName, appUrl } from '#config/app'
import User from '#models/user'

export interface AccessRequest {
  name: string
  email: string
  organization: string
  message?: string | null
}

/** Nothing is stored: every active super-admin gets an e-mail, the requester as Reply-To. */
export class AccessRequestService {
  static recipients() {
    return User.query()
      .where('status', 'active')
      .whereHas('roles', (roles) => roles.where('name', 'super-admin'))
      .orderBy('id')
  }

  static async send(request: AccessRequest): Promise<number> {
    let delivered = 0
    for (const admin of await AccessRequestService.recipients()) {
      const i18n = i18nManager.locale(admin.locale || i18nManager.defaultLocale)
      const t = (key: string, data?: Record<string, unknown>) => i18n.t(key, data)
      try {
        await mail.send((message) => {
          message
            .to(admin.email, admin.fullName)
            .replyTo(request.email, request.name)
            .subject(t('mail.access_request.subject', { organization: request.organization }))
            .htmlView('emails/access_request', {
              t,
              admin: admin.firstName,
              request: { ...request, message: request.message ?? '' },
              link: `${appUrl}/users/invite`,
              appName,
            })
        })
        delivered++
      } catch (error) {
        logger.error({ err: error, adminId: admin.id }, 'access request e-mail failed')
      }
    }
    return delivered
  }
}

import mail from '@adonisjs/mail/services/main'
import logger from '@adonisjs/core/services/logger'
import AccessRequestNotification from '#mails/access_request_notification'
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
      try {
        await mail.send(new AccessRequestNotification(admin, request))
        delivered++
      } catch (error) {
        logger.error({ err: error, adminId: admin.id }, 'access request e-mail failed')
      }
    }
    return delivered
  }
}

import type { HttpContext } from '@adonisjs/core/http'
import { errors as limiterErrors } from '@adonisjs/limiter'
import { accessRequests } from '#start/limiter'
import { accessRequestValidator } from '#validators/users/access_requests'
import { AccessRequestService } from '#services/users/access_request_service'
import { fieldError } from '#validators/shared/field_error'

const SENT_FLASH = 'access_requested'

export default class AccessRequestsController {
  async create({ inertia, session }: HttpContext) {
    return inertia.render('auth/request_access', { sent: !!session.flashMessages.get(SENT_FLASH) })
  }

  async store({ request, response, session, i18n }: HttpContext) {
    const data = await request.validateUsing(accessRequestValidator)
    try {
      await accessRequests().consume(`access_request_${request.ip()}`)
    } catch (error) {
      if (!(error instanceof limiterErrors.E_TOO_MANY_REQUESTS)) throw error
      const minutes = Math.max(1, Math.ceil(error.response.availableIn / 60))
      throw fieldError('email', 'throttle', i18n.t('auth.throttled', { minutes }))
    }
    const delivered = await AccessRequestService.send(data)
    if (delivered === 0) {
      session.flash('error', i18n.t('auth.access_request.not_sent'))
      return response.redirect().withQs().back()
    }
    session.flash(SENT_FLASH, true)
    return response.redirect().toRoute('register.request')
  }
}

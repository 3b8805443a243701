import type { HttpContext } from '@adonisjs/core/http'
import { NotFoundException } from '#exceptions/http_errors'
import { isUid } from '#shared/identifiers'
import { SessionLifetimeService } from '#services/auth/session_lifetime_service'

/** My account's sessions: end one other session, or all the others (the current one stays). */
export default class MySessionsController {
  /** One other session, by its public id; the current one or another user's is a 404. */
  async destroy({ params, auth, session, response, i18n }: HttpContext) {
    const user = auth.use('web').user!
    const ended = isUid(params.uid)
      ? await SessionLifetimeService.endOthersOf(user, session, params.uid.toLowerCase())
      : 0
    if (!ended) throw new NotFoundException(i18n.t('errors.not_found'))
    session.flash('success', i18n.t('sessions.ended_one'))
    return response.redirect().toRoute('my_account')
  }

  async destroyOthers({ auth, session, response, i18n }: HttpContext) {
    const user = auth.use('web').user!
    const ended = await SessionLifetimeService.endOthersOf(user, session)
    session.flash('success', i18n.t('sessions.ended_others', { count: ended }))
    return response.redirect().toRoute('my_account')
  }
}

import type { HttpContext } from '@adonisjs/core/http'
import { RegistrationRefused } from '#services/event_attendees/registration_service'

/** A page's action on a registration: `success()` as a toast, or the reason it was refused. */
export async function flashOutcome(
  { session, i18n }: HttpContext,
  action: () => Promise<unknown>,
  success: () => string
) {
  try {
    await action()
    session.flash('success', success())
  } catch (error) {
    if (!(error instanceof RegistrationRefused)) throw error
    session.flash('error', i18n.t(`events.attendees.refused.${error.reason}`))
  }
}

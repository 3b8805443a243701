import type { HttpContext } from '@adonisjs/core/http'
import Contact from '#models/contact'
import Event from '#models/event'
import EventRegistration from '#models/event_registration'
import { NotFoundException } from '#exceptions/http_errors'
import { attendeesExport, statusFilter } from '#services/events/attendee_list'
import {
  checkIn,
  checkInCounts,
  type CheckInResult,
} from '#services/event_attendees/check_in_service'
import { flashOutcome } from '#controllers/event_attendees/flash_outcome'
import {
  RegistrationRefused,
  RegistrationService,
} from '#services/event_attendees/registration_service'
import { countStart } from '#services/shared/start_limits'
import { exportHeaders } from '#services/shared/csv'
import { addAttendeeValidator, checkInValidator } from '#validators/events/registrations'
import { fieldError } from '#validators/shared/field_error'
import { AuditService } from '#services/audit/audit_service'

/** The contact cannot be added: the message under the field, back to the form. */
function refuseContact(message: string): never {
  throw fieldError('attendee_contact_id', 'attendee', message)
}

/**
 * The Participanți tab's actions (docs/events.md, "Attendees"): add a contact, cancel, move up
 * from the waiting list, send the ticket again, the CSV/XLSX export; and the check-in screen.
 * Another community's event or registration is a 404, nothing changed.
 */
export default class AttendeesController {
  private event({ tenant, params, i18n }: HttpContext) {
    return Event.findForTenantOr404(tenant, params.uid, i18n.t('errors.not_found'))
  }

  private registration({ tenant, params, i18n }: HttpContext) {
    return EventRegistration.findForTenantOr404(tenant, params.uid, i18n.t('errors.not_found'))
  }

  private async toTab(ctx: HttpContext, eventId: number) {
    const event = await Event.forTenant(ctx.tenant).where('id', eventId).firstOrFail()
    return ctx.response
      .redirect()
      .toRoute('events.edit', { uid: event.uid }, { qs: { tab: 'attendees' } })
  }

  private async act(
    ctx: HttpContext,
    action: (registration: EventRegistration) => Promise<unknown>,
    done: string
  ) {
    const registration = await this.registration(ctx)
    await flashOutcome(
      ctx,
      () => action(registration),
      () => ctx.i18n.t(`events.attendees.tab.done.${done}`, { name: registration.fullName })
    )
    return this.toTab(ctx, registration.eventId)
  }

  /** "Adaugă participant": a contact of the community, confirmed or on the waiting list. */
  async store(ctx: HttpContext) {
    const { request, session, i18n, tenant } = ctx
    const event = await this.event(ctx)
    const { attendee_contact_id: contactId } = await request.validateUsing(addAttendeeValidator)
    const contact = await Contact.forTenant(tenant).where('id', contactId).first()
    if (!contact) refuseContact(i18n.t('events.attendees.tab.unknown_contact'))
    try {
      const registration = await RegistrationService.addContact(event, contact)
      session.flash(
        'success',
        i18n.t(`events.attendees.tab.done.added_${registration.status}`, {
          name: registration.fullName,
        })
      )
    } catch (error) {
      if (!(error instanceof RegistrationRefused)) throw error
      refuseContact(i18n.t(`events.attendees.refused.${error.reason}`))
    }
    return this.toTab(ctx, event.id)
  }

  async cancel(ctx: HttpContext) {
    return this.act(ctx, (row) => RegistrationService.cancel(row, 'admin'), 'cancelled')
  }

  async moveUp(ctx: HttpContext) {
    return this.act(ctx, (row) => RegistrationService.moveUp(row), 'moved_up')
  }

  async resend(ctx: HttpContext) {
    return this.act(ctx, (row) => RegistrationService.resendTicket(row), 'resent')
  }

  /** The tab's rows (its search and state filter) as CSV or XLSX, streamed. */
  async export(ctx: HttpContext) {
    const { params, request, response, i18n } = ctx
    const event = await this.event(ctx)
    if (params.format !== 'csv' && params.format !== 'xlsx') {
      throw new NotFoundException(i18n.t('errors.not_found'))
    }
    const format = params.format as 'csv' | 'xlsx'
    await countStart('export', ctx.auth.use('web').user!.id)
    const typed = request.qs().search
    const search = typeof typed === 'string' ? typed.trim().slice(0, 100) : ''
    const filter = { search, status: statusFilter(request.qs().status) }
    await AuditService.recordExport(`participanti-${event.id}`, format, filter)
    for (const [header, value] of Object.entries(
      exportHeaders(`participanti-${event.id}`, format)
    )) {
      response.header(header, value)
    }
    response.stream(attendeesExport(format, event, filter, i18n))
  }

  /** The door's screen (phones): a code typed or scanned. */
  async checkInScreen(ctx: HttpContext) {
    return this.renderCheckIn(ctx, await this.event(ctx), null)
  }

  async checkIn(ctx: HttpContext) {
    const event = await this.event(ctx)
    const { code } = await ctx.request.validateUsing(checkInValidator)
    return this.renderCheckIn(ctx, event, await checkIn(event, code, ctx.auth.use('web').user!))
  }

  private async renderCheckIn(ctx: HttpContext, event: Event, result: CheckInResult | null) {
    const counts = await checkInCounts(event)
    return ctx.inertia.render('events/check_in', {
      event: { uid: event.uid, name: event.name, startAt: event.startAt.toISO()! },
      counts,
      result,
    })
  }
}

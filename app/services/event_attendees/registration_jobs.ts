import { registerJob } from '#services/queue'
import {
  REGISTRATION_MAIL_JOB,
  type RegistrationMail,
} from '#services/event_attendees/registration_mails'
import { RegistrationService } from '#services/event_attendees/registration_service'

export const REGISTRATION_EXPIRY_JOB = 'event-registrations.expire'

/** The queue's jobs of event registrations (registered by start/jobs.ts). */
export function registerRegistrationJobs() {
  // A registration's e-mail: confirmation link, waiting list, ticket with its QR, offer,
  // cancellation, check-in.
  registerJob<{ registrationId: number; kind: RegistrationMail; position?: number }>(
    REGISTRATION_MAIL_JOB,
    // Loaded when the job runs: only processes that send mail need the mailer.
    async (data) => {
      const [{ default: mail }, { default: EventRegistrationNotification }] = await Promise.all([
        import('@adonisjs/mail/services/main'),
        import('#mails/event_registration_notification'),
      ])
      const message = await EventRegistrationNotification.forJob(data)
      if (message) await mail.send(message)
    },
    { wakeWorkers: true, pollingIntervalSeconds: 1, batchSize: 20 }
  )
  // Holds and offers whose time is over end every minute; their places pass down the waiting list.
  registerJob(REGISTRATION_EXPIRY_JOB, () => RegistrationService.expire(), {
    schedule: { cron: '* * * * *' },
    retryLimit: 0,
  })
}
